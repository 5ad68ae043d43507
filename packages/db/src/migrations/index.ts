// Listed by hand (not read from the folder) so the migrations survive bundling into the server.
// Adding a migration: a new date-prefixed file here plus one line below; names sort in run order.
import type { Migration, MigrationProvider } from 'kysely/migration';
import * as createCategories from './2026-11-22-01-create-categories';
import * as createToolRequests from './2026-11-22-02-create-tool-requests';
import * as createAdminCredentials from './2026-11-22-03-create-admin-credentials';
import * as uniqueGeneratedPagePath from './2026-11-26-01-unique-generated-page-path';
import * as generationStartedAt from './2026-11-26-02-generation-started-at';

export const migrations: Record<string, Migration> = {
  '2026-11-22-01-create-categories': createCategories,
  '2026-11-22-02-create-tool-requests': createToolRequests,
  '2026-11-22-03-create-admin-credentials': createAdminCredentials,
  '2026-11-26-01-unique-generated-page-path': uniqueGeneratedPagePath,
  '2026-11-26-02-generation-started-at': generationStartedAt,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
