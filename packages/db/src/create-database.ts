import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './database';
import { migrateToLatest } from './migrate';

export interface CreateDatabaseOptions {
  /** Path of the SQLite file (its folder is created), or ':memory:'. */
  file: string;
  /** How long a write waits for a lock held by another connection, in ms. */
  busyTimeoutMs?: number;
}

export type DB = Kysely<Database>;

/** Opens the SQLite file, tunes it for a web server and runs every pending migration. */
export async function createDatabase({ file, busyTimeoutMs = 5000 }: CreateDatabaseOptions): Promise<DB> {
  const sqlite = openSqlite(file, busyTimeoutMs);
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw new Error(`Cannot migrate the database file ${file}: ${(error as Error).message}`, { cause: error });
  }
  return db;
}

function openSqlite(file: string, busyTimeoutMs: number): SQLite.Database {
  let sqlite: SQLite.Database | undefined;
  try {
    if (file !== ':memory:') mkdirSync(dirname(resolve(file)), { recursive: true });
    sqlite = new SQLite(file, { timeout: busyTimeoutMs });
    // WAL lets readers run while a write is in progress; FULL syncs the WAL on every commit, so an
    // answered write survives a power cut too (NORMAL only guarantees that the file is never corrupt).
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('foreign_keys = ON');
    // Touch the schema so a file that is not a database fails here, not on the first request.
    sqlite.prepare('select count(*) from sqlite_master').get();
    return sqlite;
  } catch (error) {
    sqlite?.close();
    throw new Error(`Cannot open the database file ${file}: ${(error as Error).message}`, { cause: error });
  }
}
