// The one place that knows SQLite from PostgreSQL. Everything else writes portable Kysely; where the two
// differ in a way the app would notice (numbering ids, ordering text, concurrent writers), these decide.
// The migrations call them: what one returns for SQLite must never change, or a new database would differ from
// the ones already made.
/* eslint-disable @typescript-eslint/no-explicit-any -- the migrations call these with Kysely<any>. */
import { PostgresAdapter, sql, type ColumnDataType, type ColumnDefinitionBuilder, type Expression, type Kysely } from 'kysely';

/** Whether `db` (or a transaction of it) talks to PostgreSQL; otherwise it is SQLite. */
export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * The largest id a row can have: the id columns are `integer`, which PostgreSQL holds in 32 bits (SQLite in 64,
 * though it gives ids out from 1 and never gets near). A larger number names no row; given to PostgreSQL, it is
 * an error ("out of range for type integer"), so callers check it before asking.
 */
export const MAX_ROW_ID = 2 ** 31 - 1;

/** An integer primary key the database numbers and never reuses: SQLite's AUTOINCREMENT, PostgreSQL's identity column. */
export function generatedId(db: Kysely<any>): (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  return (column) => (isPostgres(db) ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement());
}

/**
 * Text that compares, sorts and is unique by code point on both, as SQLite's default BINARY collation does.
 * A PostgreSQL database's default collation is often a locale's ('B' between 'a' and 'c', punctuation
 * ignored), so these columns say "C".
 */
export function binaryText(db: Kysely<any>): ColumnDataType | Expression<unknown> {
  return isPostgres(db) ? sql`text collate "C"` : 'text';
}

/**
 * Call first in a transaction that reads rows to decide what it writes (a name not taken yet, a free page
 * path). PostgreSQL runs transactions side by side (READ COMMITTED, several connections and instances), so
 * the table is locked against other writers until commit; plain reads go on. SQLite needs nothing: its one
 * connection runs one transaction at a time.
 */
export async function lockForWrite(trx: Kysely<any>, table: string): Promise<void> {
  if (isPostgres(trx)) await sql`lock table ${sql.table(table)} in share row exclusive mode`.execute(trx);
}
