// Seeds rows the public API cannot create yet (approved and live requests need the admin) straight
// into the server's SQLite file, with the better-sqlite3 that @toolnest/db already depends on.
// The server caches its public lists once read, so seed a fresh server before its first page load.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

interface Statement {
  run(...params: unknown[]): { lastInsertRowid: number | bigint };
}
interface SqliteDatabase {
  prepare(sql: string): Statement;
  pragma(source: string): unknown;
  transaction<A extends unknown[]>(fn: (...args: A) => void): (...args: A) => void;
  close(): void;
}
type SqliteConstructor = new (file: string, options?: { fileMustExist?: boolean }) => SqliteDatabase;

const requireFromDb = createRequire(new URL('../../../packages/db/package.json', import.meta.url));
const Sqlite = requireFromDb('better-sqlite3') as SqliteConstructor;

function databaseFile(dataDir: string): string {
  const file = readdirSync(dataDir).find((name) => /\.(db|sqlite3?)$/.test(name));
  if (!file) throw new Error(`No SQLite file in ${dataDir}`);
  return join(dataDir, file);
}

/** Opens the running server's database (WAL lets both processes use it), runs `work`, closes it. */
export function withDatabase<T>(dataDir: string, work: (db: SqliteDatabase) => T): T {
  const db = new Sqlite(databaseFile(dataDir), { fileMustExist: true });
  try {
    db.pragma('busy_timeout = 5000');
    return work(db);
  } finally {
    db.close();
  }
}

export interface SeedRequest {
  toolName: string;
  description: string;
  createdAt: string;
  approved?: boolean;
  live?: boolean;
  categoryId?: number | null;
}

export function insertToolRequests(dataDir: string, rows: SeedRequest[]): number[] {
  return withDatabase(dataDir, (db) => {
    const insert = db.prepare(
      `insert into tool_requests (tool_name, email, description, status, is_approved, generation_status, category_id, created_at)
       values (?, null, ?, ?, ?, ?, ?, ?)`,
    );
    const ids: number[] = [];
    db.transaction(() => {
      for (const row of rows) {
        const { lastInsertRowid } = insert.run(
          row.toolName,
          row.description,
          row.approved ? 'approved' : 'pending',
          row.approved ? 'true' : 'false',
          row.live ? 'live' : 'not_generated',
          row.categoryId ?? null,
          row.createdAt,
        );
        ids.push(Number(lastInsertRowid));
      }
    })();
    return ids;
  });
}

export function insertCategory(dataDir: string, name: string): number {
  return withDatabase(dataDir, (db) =>
    Number(db.prepare('insert into categories (name, created_at) values (?, ?)').run(name, new Date().toISOString()).lastInsertRowid),
  );
}
