import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database';
import { migrateToLatest } from './migrate';

/**
 * SQLite's `synchronous` setting with WAL. FULL syncs the log on every commit, so an answered write
 * survives a power cut; NORMAL syncs at checkpoints (a power cut may lose the last commits, never
 * corrupt the file); OFF never syncs: for test data, where a sync (~10 ms on a shared disk) per commit
 * is most of a test's time.
 */
export const SYNCHRONOUS_MODES = ['FULL', 'NORMAL', 'OFF'] as const;
export type Synchronous = (typeof SYNCHRONOUS_MODES)[number];

export interface SqliteOptions {
  /** Path of the SQLite file (its folder is created), or ':memory:'. */
  file: string;
  /** How long a write waits for a lock held by another connection, in ms. */
  busyTimeoutMs?: number;
  /** This connection's syncing of commits; FULL unless told otherwise. */
  synchronous?: Synchronous;
}

export interface PostgresOptions {
  /** A postgres:// (or postgresql://) connection URL: DATABASE_URL. */
  url: string;
  /** The pool's most connections at once. */
  maxConnections?: number;
}

export type CreateDatabaseOptions = SqliteOptions | PostgresOptions;

export type DB = Kysely<Database>;

/** The database and its -wal and -shm files: readable by the server's user only (files 0600). */
export const DATABASE_FILE_MODE = 0o600;

/** Whether a DATABASE_URL names PostgreSQL, the one server database supported. */
export const isPostgresUrl = (url: string): boolean => /^postgres(?:ql)?:\/\//i.test(url);

/**
 * Opens the database, runs every pending migration and returns it: PostgreSQL for a `url`, otherwise
 * the SQLite `file`, tuned for a web server. Several servers may start at once on one PostgreSQL database:
 * Kysely's migrator takes a lock, so each migration runs once.
 */
export async function createDatabase(options: CreateDatabaseOptions): Promise<DB> {
  const db =
    'url' in options
      ? new Kysely<Database>({ dialect: new PostgresDialect({ pool: openPool(options) }) })
      : new Kysely<Database>({ dialect: new SqliteDialect({ database: openSqlite(options.file, options.busyTimeoutMs ?? 5000, options.synchronous ?? 'FULL') }) });
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    const what = 'url' in options ? `PostgreSQL database ${describePostgresUrl(options.url)}` : `database file ${options.file}`;
    throw new Error(`Cannot migrate the ${what}: ${(error as Error).message}`, { cause: error });
  }
  return db;
}

/** The pool's size when PostgresOptions names none (DATABASE_MAX_CONNECTIONS's default). */
export const DEFAULT_MAX_CONNECTIONS = 10;

function openPool({ url, maxConnections = DEFAULT_MAX_CONNECTIONS }: PostgresOptions): pg.Pool {
  if (!isPostgresUrl(url)) throw new Error(`DATABASE_URL must start with postgres:// or postgresql://, not ${schemeOf(url)}`);
  const pool = new pg.Pool({ connectionString: url, max: maxConnections });
  // An idle connection the server dropped (a restart, a failover) is reported here; unheard, the event would end
  // the process. The pool opens a new connection on the next query, which fails on its own if the server is gone.
  pool.on('error', () => {});
  return pool;
}

/**
 * A DATABASE_URL as a message may show it: host, port and database only. A password hides in more places than
 * `user:password@` (`?password=`, `?sslpassword=`, a key file's path, an options string), so nothing else is kept.
 */
export function describePostgresUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const database = decodeURIComponent(parsed.pathname.slice(1));
    // libpq also takes the host and port as query parameters (a Unix socket's folder, say).
    const host = parsed.hostname || parsed.searchParams.get('host') || '(no host)';
    const port = parsed.port || parsed.searchParams.get('port') || '5432';
    return `${host}:${port}/${database || '(no database)'}`;
  } catch {
    return '(a URL that does not parse)';
  }
}

/** The scheme of a URL that is not PostgreSQL's (`mysql:`), and nothing of the rest. */
function schemeOf(url: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.exec(url)?.[0] ?? '(a URL that does not parse)';
}

/** Takes every permission from group and others (and execute from the owner); the owner's read and write stay as they are. */
function keepPrivate(path: string): void {
  const mode = statSync(path).mode & 0o777;
  if ((mode & ~DATABASE_FILE_MODE) !== 0) chmodSync(path, mode & DATABASE_FILE_MODE);
}

function openSqlite(file: string, busyTimeoutMs: number, synchronous: Synchronous): SQLite.Database {
  let sqlite: SQLite.Database | undefined;
  try {
    if (file !== ':memory:') {
      mkdirSync(dirname(resolve(file)), { recursive: true, mode: 0o700 });
      // better-sqlite3 takes no mode (SQLite would make the file 0644 less the umask), so the file is
      // made 0600 first ('a' never truncates one made meanwhile), or tightened when an earlier version
      // made it; SQLite gives the -wal and -shm files it creates the database file's mode.
      if (!existsSync(file)) closeSync(openSync(file, 'a', DATABASE_FILE_MODE));
      keepPrivate(file);
    }
    sqlite = new SQLite(file, { timeout: busyTimeoutMs });
    // WAL lets readers run while a write is in progress; see SYNCHRONOUS_MODES for its syncing.
    sqlite.pragma('journal_mode = WAL');
    // A -wal or -shm an earlier version (or a crash) left keeps its own mode until tightened.
    if (file !== ':memory:') for (const sidecar of ['-wal', '-shm']) if (existsSync(file + sidecar)) keepPrivate(file + sidecar);
    // Checked, because a pragma is SQL text: only the three names above reach it.
    if (!SYNCHRONOUS_MODES.includes(synchronous)) throw new Error(`synchronous must be one of ${SYNCHRONOUS_MODES.join(', ')}`);
    sqlite.pragma(`synchronous = ${synchronous}`);
    sqlite.pragma('foreign_keys = ON');
    // Touch the schema so a file that is not a database fails here, not on the first request.
    sqlite.prepare('select count(*) from sqlite_master').get();
    return sqlite;
  } catch (error) {
    sqlite?.close();
    throw new Error(`Cannot open the database file ${file}: ${(error as Error).message}`, { cause: error });
  }
}
