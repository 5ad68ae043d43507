export type { Database } from './database';
export * from './tables/categories.table';
export * from './tables/tool-requests.table';
export * from './tables/admin-credentials.table';
export {
  DEFAULT_MAX_CONNECTIONS,
  SYNCHRONOUS_MODES,
  createDatabase,
  isPostgresUrl,
  type CreateDatabaseOptions,
  type DB,
  type PostgresOptions,
  type SqliteOptions,
  type Synchronous,
} from './create-database';
export { isPostgres, lockForWrite, MAX_ROW_ID } from './dialect';
export { createChangeFeed, type ChangeFeed } from './change-feed';
export { migrateToLatest } from './migrate';
export { migrations } from './migrations';
export {
  DEFAULT_SCRYPT_PARAMS,
  ensureAdminCredentials,
  generatePassword,
  hashPassword,
  verifyAdminPassword,
  verifyPasswordHash,
  type EnsureAdminOptions,
  type EnsureAdminResult,
  type ScryptParams,
} from './admin-credentials';
