// Global setup of the api-postgres vitest project (root vitest.config.ts): one throwaway PostgreSQL cluster for the
// run, whose URL the helpers read (inject) to give each test's DATA_DIR a schema of its own (helpers.ts databaseFor).
import type { TestProject } from 'vitest/node';
import { startPostgres } from '@toolnest/test-kit/postgres';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const cluster = await startPostgres();
  project.provide('postgresUrl', cluster.url);
  return () => cluster.stop();
}
