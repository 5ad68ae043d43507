import type { Kysely } from 'kysely';
import type { Database } from './database';
import { Migrator, type MigrationResult } from 'kysely/migration';
import { migrationProvider } from './migrations';

/** Brings the schema up to date; throws (naming the failed migration) instead of returning an error object. */
export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResult[]> {
  const migrator = new Migrator({ db, provider: migrationProvider });
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
