import { chmodSync, existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase, migrations, type DB } from './index';
import { describePostgresUrl } from './create-database';

let dir: string;
const open: DB[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'toolnest-db-'));
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((db) => db.destroy()));
  rmSync(dir, { recursive: true, force: true });
});

async function openDb(file = join(dir, 'toolnest.sqlite')): Promise<DB> {
  const db = await createDatabase({ file });
  open.push(db);
  return db;
}

const now = () => new Date().toISOString();

describe('createDatabase', () => {
  it('names a PostgreSQL database it cannot reach by host, port and database only: no password, wherever the URL puts it', async () => {
    // Port 9 (discard): nothing listens, so the connection is refused at once.
    for (const url of [
      'postgres://app:s3cret@127.0.0.1:9/toolnest',
      'postgres://app@127.0.0.1:9/toolnest?password=s3cret',
      'postgresql://127.0.0.1:9/toolnest?user=app&password=s3cret&sslmode=disable',
    ]) {
      const failure = createDatabase({ url });
      await expect(failure, url).rejects.toThrow(/^Cannot migrate the PostgreSQL database 127\.0\.0\.1:9\/toolnest: .*ECONNREFUSED/);
      await expect(failure, url).rejects.not.toThrow(/s3cret|app/);
    }
    const other = createDatabase({ url: 'mysql://app:s3cret@db/toolnest?password=s3cret' });
    await expect(other).rejects.toThrow('DATABASE_URL must start with postgres:// or postgresql://, not mysql:');
    await expect(other).rejects.not.toThrow(/s3cret/);
  });

  it.each([
    ['postgres://app:pw@db.example:6432/toolnest?password=pw&sslpassword=pw2', 'db.example:6432/toolnest'],
    ['postgres://db.example/my%20db', 'db.example:5432/my db'],
    ['postgresql:///toolnest?host=/var/run/postgresql&password=pw', '/var/run/postgresql:5432/toolnest'],
    ['postgres:///?password=pw', '(no host):5432/(no database)'],
    ['not a url', '(a URL that does not parse)'],
  ])('describes %s as %s', (url, shown) => {
    expect(describePostgresUrl(url)).toBe(shown);
  });

  it('creates missing folders and the file', async () => {
    const file = join(dir, 'a', 'b', 'toolnest.sqlite');
    await openDb(file);
    expect(existsSync(file)).toBe(true);
  });

  it('turns on WAL, a full sync on every commit, and foreign keys', async () => {
    const db = await openDb();
    const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
    const synchronous = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
    const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
    expect(journal.rows[0]?.journal_mode).toBe('wal');
    expect(synchronous.rows[0]?.synchronous).toBe(2); // 0 OFF, 1 NORMAL, 2 FULL, 3 EXTRA
    expect(fk.rows[0]?.foreign_keys).toBe(1);
  });

  it.each([
    ['NORMAL', 1],
    ['OFF', 0],
  ] as const)('syncs commits %s when told', async (synchronous, expected) => {
    const db = await createDatabase({ file: join(dir, `${synchronous}.sqlite`), synchronous });
    try {
      const { rows } = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
      expect(rows[0]?.synchronous).toBe(expected);
    } finally {
      await db.destroy();
    }
  });

  it('refuses a synchronous mode it does not know', async () => {
    await expect(createDatabase({ file: join(dir, 'x.sqlite'), synchronous: 'OFF; drop table x' as never })).rejects.toThrow(/synchronous must be one of FULL, NORMAL, OFF/);
  });

  it('runs every migration once, also when opened again', async () => {
    const file = join(dir, 'toolnest.sqlite');
    const first = await createDatabase({ file });
    await first.destroy();
    const db = await openDb(file);
    const rows = await db
      .selectFrom('kysely_migration' as never)
      .select(sql<string>`name`.as('name'))
      .execute();
    expect(rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
  });

  it('fails with a message naming the file when it is not a database', async () => {
    const file = join(dir, 'not-a-db.sqlite');
    writeFileSync(file, 'this is plain text, not SQLite'.repeat(50));
    await expect(createDatabase({ file })).rejects.toThrow(file);
  });

  it('fails with a message naming the file when its folder cannot be created', async () => {
    const blocker = join(dir, 'blocker');
    writeFileSync(blocker, 'a file where a folder should be');
    const file = join(blocker, 'toolnest.sqlite');
    await expect(createDatabase({ file })).rejects.toThrow(`Cannot open the database file ${file}`);
  });
});

describe('schema', () => {
  it('fills the tool request defaults', async () => {
    const db = await openDb();
    const row = await db
      .insertInto('tool_requests')
      .values({ tool_name: 'Color Picker', email: null, description: 'Pick colours.', generated_page_path: null, category_id: null, created_at: now() })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: 'pending',
      is_approved: 'false',
      generation_status: 'not_generated',
      generated_page_path: null,
      category_id: null,
      email: null,
    });
  });

  it('sets category_id to null when its category is deleted', async () => {
    const db = await openDb();
    const category = await db.insertInto('categories').values({ name: 'Text', created_at: now() }).returning('id').executeTakeFirstOrThrow();
    const request = await db
      .insertInto('tool_requests')
      .values({ tool_name: 'X', email: null, description: 'Some tool.', generated_page_path: null, category_id: category.id, created_at: now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.deleteFrom('categories').where('id', '=', category.id).execute();
    const after = await db.selectFrom('tool_requests').select('category_id').where('id', '=', request.id).executeTakeFirstOrThrow();
    expect(after.category_id).toBeNull();
  });

  it('rejects an unknown category, a duplicate category name and an approval flag outside true/false', async () => {
    const db = await openDb();
    const base = { tool_name: 'X', email: null, description: 'Some tool.', generated_page_path: null, created_at: now() };
    await expect(db.insertInto('tool_requests').values({ ...base, category_id: 999 }).execute()).rejects.toThrow(/FOREIGN KEY/);
    await db.insertInto('categories').values({ name: 'Text', created_at: now() }).execute();
    await expect(db.insertInto('categories').values({ name: 'Text', created_at: now() }).execute()).rejects.toThrow(/UNIQUE/);
    await expect(
      db.insertInto('tool_requests').values({ ...base, category_id: null, is_approved: 'yes' as never }).execute(),
    ).rejects.toThrow(/CHECK/);
  });

  it('lets no two requests share a generated page path, while any number have none', async () => {
    const db = await openDb();
    const base = { tool_name: 'X', email: null, description: 'Some tool.', category_id: null, created_at: now() };
    await db.insertInto('tool_requests').values([{ ...base, generated_page_path: null }, { ...base, generated_page_path: null }]).execute();
    await db.insertInto('tool_requests').values({ ...base, generated_page_path: '/dice' }).execute();
    await expect(db.insertInto('tool_requests').values({ ...base, generated_page_path: '/dice' }).execute()).rejects.toThrow(/UNIQUE/);
  });

  it('has an index that serves the approved list ordering', async () => {
    const db = await openDb();
    const plan = await sql<{ detail: string }>`explain query plan
      select id from tool_requests where is_approved = 'true' order by created_at desc, id desc`.execute(db);
    const details = plan.rows.map((row) => row.detail).join('\n');
    expect(details).toContain('tool_requests_approved_created_at_idx');
    expect(details).not.toContain('TEMP B-TREE');
  });
});

describe('file modes', () => {
  const modeOf = (path: string) => statSync(path).mode & 0o777;

  it('makes the folder 0700 and the database, its -wal and -shm 0600 under a umask of 022', async () => {
    const previous = process.umask(0o022);
    try {
      const file = join(dir, 'data', 'toolnest.sqlite');
      const db = await openDb(file);
      await db.insertInto('categories').values({ name: 'Colour', created_at: now() }).execute();
      expect(modeOf(join(dir, 'data'))).toBe(0o700);
      for (const path of [file, `${file}-wal`, `${file}-shm`]) expect(modeOf(path), path).toBe(0o600);
    } finally {
      process.umask(previous);
    }
  });

  it('tightens a database and -wal an earlier version left open to others', async () => {
    const file = join(dir, 'toolnest.sqlite');
    await (await openDb(file)).destroy();
    open.length = 0;
    writeFileSync(`${file}-wal`, '');
    chmodSync(file, 0o644);
    chmodSync(`${file}-wal`, 0o666);
    await openDb(file);
    expect(modeOf(file)).toBe(0o600);
    expect(modeOf(`${file}-wal`)).toBe(0o600);
  });
});
