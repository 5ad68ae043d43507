import { sql, type Kysely } from 'kysely';
import type { Database } from './database';
import { isPostgres } from './dialect';
import { Migrator, type MigrationResult } from 'kysely/migration';
import { migrationProvider } from './migrations';

/** Brings the schema up to date; throws (naming the failed migration) instead of returning an error object. */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResult[]> {
  // On PostgreSQL, the migration tables go in the connection's schema (its search_path) by name: unnamed, Kysely
  // looks for them in every schema, finds another schema's (a second app, a test's) and never makes its own.
  const migrationTableSchema = isPostgres(db) ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema : undefined;
  const migrator = new Migrator({ db, provider: migrationProvider, migrationTableSchema });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      failed ? `Migration "${failed.migrationName}" failed: ${reason}` : `Migrations failed: ${reason}`,
      { cause: error },
    );
  }
  return [...results];
}
