// The server's data, opened from DATA_DIR: the app uses it, and so do tools that write test data
// (`@toolnest/api/testing` seeds a running server's DATA_DIR with them). The database stays private to the stores.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createChangeFeed, createDatabase, type PostgresOptions, type Synchronous } from '@toolnest/db';
import { AdminCredentialStore } from './admin-credentials';
import { CategoryStore } from './categories';
import { ToolRequestStore } from './tool-requests';

export { AdminCredentialStore } from './admin-credentials';
export { CATEGORY_NAME_MAX, CategoryStore } from './categories';
export { ToolRequestStore } from './tool-requests';
export * from './store-errors';

/** The SQLite file inside DATA_DIR. */
export const DATABASE_FILE_NAME = 'toolnest.sqlite';

export interface Stores {
  toolRequests: ToolRequestStore;
  categories: CategoryStore;
  adminCredentials: AdminCredentialStore;
  /** Closes the database; the stores must not be used afterwards. */
  close(): Promise<void>;
}

/**
 * Opens (creating when missing) DATA_DIR and its database, migrated, and returns its stores: the SQLite file in
 * DATA_DIR, or the PostgreSQL `database` (DATABASE_URL) when given; DATA_DIR holds the other files either way.
 * Each call is its own connection with its own cached lists. On SQLite, a server that has already read a list
 * does not see what another connection (a test seeding the same DATA_DIR) writes afterwards; on PostgreSQL,
 * where several servers share the database, it does (the change feed).
 */
export async function openStores(
  dataDir: string,
  { synchronous, database }: { synchronous?: Synchronous; database?: PostgresOptions } = {},
): Promise<Stores> {
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new Error(`Cannot create the data folder ${dataDir}: ${(error as Error).message}`, { cause: error });
  }
  const db = await createDatabase(database ?? { file: join(dataDir, DATABASE_FILE_NAME), synchronous });
  // On PostgreSQL, what other servers write reaches this one's cached lists through the feed's LISTEN.
  const changes = await createChangeFeed(db, database?.url).catch(async (error: unknown) => {
    await db.destroy();
    throw error;
  });
  return {
    toolRequests: new ToolRequestStore(db, changes),
    categories: new CategoryStore(db, changes),
    adminCredentials: new AdminCredentialStore(db),
    close: async () => {
      await changes.close();
      await db.destroy();
    },
  };
}
