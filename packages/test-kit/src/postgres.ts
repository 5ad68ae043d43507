// A throwaway PostgreSQL cluster for tests: Debian's server binaries, initdb and pg_ctl in a temporary
// folder, on a free loopback port, removed by stop(). Nothing mocked. Missing binaries fail the run with the
// package to install; they never skip a test.
import { execFile, type ExecFileOptions } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './server';

const run = promisify(execFile);

export interface PostgresCluster {
  /** postgres://…/postgres: the cluster's own database, as its superuser (no password: trust on loopback). */
  url: string;
  stop(): Promise<void>;
}

/** The newest Debian server binaries folder (/usr/lib/postgresql/N/bin). */
function serverBinaries(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((name) => existsSync(join(root, name, 'bin', 'pg_ctl'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('PostgreSQL server binaries are missing: apt-get install postgresql (.ci/run does)');
  return join(root, newest, 'bin');
}

/**
 * Starts a cluster. Its databases default to ICU's root collation, as a production database with a real locale
 * does (not C), so a test sees any ordering the app would get from a locale instead of from code points.
 */
export async function startPostgres(): Promise<PostgresCluster> {
  const bin = serverBinaries();
  const dir = mkdtempSync(join(tmpdir(), 'toolnest-pg-'));
  const data = join(dir, 'data');
  // initdb and the server refuse to run as root: as root, they run as Debian's postgres user.
  const asUser: ExecFileOptions = {};
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']).catch(() => {
      throw new Error('Running as root, the PostgreSQL test cluster needs the postgres user: apt-get install postgresql');
    });
    const uid = Number(stdout);
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout);
    chownSync(dir, uid, gid);
    Object.assign(asUser, { uid, gid });
  }
  const port = await freePort();
  try {
    const init = ['-D', data, '-U', 'toolnest', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C.UTF-8', '--locale-provider=icu', '--icu-locale=und'];
    await run(join(bin, 'initdb'), init, asUser);
    // No durability for test data: no fsync, no full-page writes.
    const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    await run(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'server.log'), '-o', settings, '-w', 'start'], asUser);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`Cannot start the PostgreSQL test cluster: ${(error as Error).message}`, { cause: error });
  }
  return {
    url: `postgres://toolnest@127.0.0.1:${port}/postgres`,
    async stop() {
      await run(join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', 'stop'], asUser).catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A new, empty database in the cluster, and its URL. For each test process: schemas in one database are isolated from the other processes' drops. */
export async function freshDatabase(clusterUrl: string): Promise<string> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await query(clusterUrl, `create database ${name}`);
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.href;
}

/** A test's schema: its URL, empty() to make it as new for the next test, drop() to remove it. */
export interface TestSchema {
  url: string;
  empty(): Promise<void>;
  drop(): Promise<void>;
}

/**
 * A new, empty schema in the database, a URL whose connections use it, and drop() to remove it: one test's
 * database, made in a few milliseconds (a CREATE DATABASE copies a template). Dropped after use, because
 * Kysely's migrator reads the table list of every schema of the database, which would grow with each test; so a
 * dropping process needs a database of its own too (freshDatabase), or another's migrator reads a schema mid-drop.
 * empty() deletes its rows instead (restarting their ids) and keeps Kysely's record of the migrations, so the
 * next test can use it already migrated: ~10 ms here, where a new schema, its migration and its drop took ~100.
 */
export async function freshSchema(databaseUrl: string): Promise<TestSchema> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await query(databaseUrl, `create schema ${schema}`);
  const url = new URL(databaseUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  // DELETE, not TRUNCATE: a test leaves a few rows, and TRUNCATE makes every table's files anew (slower than the drop).
  // As a replica, the deletes skip the foreign keys' triggers, so the order of the tables does not matter.
  const empty = `do $$ declare name text; begin
    set local session_replication_role = replica;
    for name in select tablename from pg_tables where schemaname = '${schema}' and tablename not like 'kysely\\_%' loop
      execute format('delete from ${schema}.%I', name);
    end loop;
    for name in select sequencename from pg_sequences where schemaname = '${schema}' loop
      execute format('alter sequence ${schema}.%I restart', name);
    end loop;
  end $$`;
  return { url: url.href, empty: () => query(databaseUrl, empty), drop: () => query(databaseUrl, `drop schema ${schema} cascade`) };
}

// One connection per database, kept while it is in use: a new one costs a server process (tens of ms here), more
// than emptying a schema. It never keeps the test process alive (allowExitOnIdle).
const connections = new Map<string, pg.Pool>();

async function query(url: string, text: string): Promise<void> {
  let pool = connections.get(url);
  if (!pool) {
    connections.set(url, (pool = new pg.Pool({ connectionString: url, max: 1, allowExitOnIdle: true })));
    // A test that ends every connection of the database (a failover's) ends this one too: the pool drops it and
    // opens another for the next query. Unheard, the idle connection's error would fail the run.
    pool.on('error', () => {});
  }
  await pool.query(text);
}
