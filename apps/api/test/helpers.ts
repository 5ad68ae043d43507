import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { GenerationStatus, ToolRequestStatus } from '@toolnest/api-client/schemas';
import { createDatabase, type DB, type PostgresOptions } from '@toolnest/db';
import { freshDatabase, freshSchema, type TestSchema } from '@toolnest/test-kit/postgres';
import { inject } from 'vitest';
import { buildApp, type AppOptions } from '../src/entry/app';
import type { CachedBody } from '../src/stores/response-cache';
import { DATABASE_FILE_NAME, openStores, type Stores } from '../src/stores';

const cleanups: Array<() => Promise<void> | void> = [];

/**
 * Runs what the test registered with onCleanup, last first: after every test, from test/setup.ts. A hook
 * registered here would run for the first test file alone, since the files of a worker share this module
 * (vitest's isolate: false), and a later file's servers and folders would outlive the run.
 */
export async function runCleanups(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}

/** Runs `cleanup` after the current test, even when it fails. */
export function onCleanup(cleanup: () => Promise<void> | void): void {
  cleanups.push(cleanup);
}

/** A fresh temporary folder, removed after the test. */
export function tempDir(prefix = 'toolnest-api-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl?: string;
    redisUrl?: string;
  }
}

// Set in the api-postgres project (test/services-setup.ts), which runs the store and route tests again on PostgreSQL.
const postgresUrl = inject('postgresUrl');
/** The api-postgres project's Redis, for the tests of several servers sharing one (*.pg.test.ts). */
export function sharedRedisUrl(): string {
  const url = inject('redisUrl');
  if (!url) throw new Error('No Redis: the api-postgres project starts one (test/services-setup.ts).');
  return url;
}
// One database for this test process, a schema in it for each DATA_DIR (freshSchema says why), and the schemas
// that earlier tests have finished with, emptied for the next.
let processDatabase: Promise<string> | undefined;
const databases = new Map<string, Promise<PostgresOptions>>();
const emptySchemas: TestSchema[] = [];

/**
 * The database of a DATA_DIR: undefined (the SQLite file in it), or in the api-postgres project a schema of the
 * run's PostgreSQL cluster, the same one for every app and store opened on that DATA_DIR.
 */
export function databaseFor(dataDir: string): Promise<PostgresOptions | undefined> {
  if (!postgresUrl) return Promise.resolve(undefined);
  let database = databases.get(dataDir);
  if (!database) {
    const reused = emptySchemas.pop();
    const schema = reused ? Promise.resolve(reused) : (processDatabase ??= freshDatabase(postgresUrl)).then(freshSchema);
    database = schema.then(({ url }) => ({ url, maxConnections: 4 }));
    databases.set(dataDir, database);
    // Registered before the apps and stores that use it, so it runs after they have closed.
    cleanups.push(async () => {
      databases.delete(dataDir);
      const done = await schema;
      await done.empty().then(
        () => emptySchemas.push(done),
        () => done.drop(),
      );
    });
  }
  return database;
}

/** The stores of a DATA_DIR over its test database (databaseFor), closed after the test. */
export async function openTestStores(dataDir: string): Promise<Stores> {
  const stores = await openStores(dataDir, { database: await databaseFor(dataDir) });
  cleanups.push(() => stores.close());
  return stores;
}

const dataDirs = new WeakMap<FastifyInstance, string>();

/**
 * scrypt at 1/32 of the production cost: a login check takes a few ms instead of ~100 ms, which keeps the
 * admin tests steady on a busy machine. The code path is the same (the hash records its parameters).
 */
export const TEST_SCRYPT_PARAMS = { N: 2 ** 10, r: 8, p: 1 };

/** The admin login of every testApp unless a test sets its own. */
export const TEST_ADMIN = { username: 'admin', password: 'test-password' };

/** `Authorization: Basic …` for a username and password, as the dashboard sends it (UTF-8). */
export const basicAuth = (username: string, password: string) => `Basic ${Buffer.from(`${username}:${password}`, 'utf8').toString('base64')}`;

/** The header that logs in to any testApp with the default admin. */
export const ADMIN_AUTH = basicAuth(TEST_ADMIN.username, TEST_ADMIN.password);

/**
 * The name server of every testApp that names none: a local UDP port nobody listens on (9, discard),
 * so a lookup fails at once ("connection refused") instead of asking the machine's resolver, and no
 * test can reach real DNS by forgetting its fake one.
 */
export const NO_DNS_SERVER = '127.0.0.1:9';

/** An app over a temporary DATA_DIR, closed after the test. */
export async function testApp(options: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  const dataDir = options.dataDir ?? tempDir();
  const admin = { hashParams: TEST_SCRYPT_PARAMS, ...(options.admin ?? { password: TEST_ADMIN.password }) };
  const net = options.net?.resolver || options.net?.dnsServers ? options.net : { ...options.net, dnsServers: [NO_DNS_SERVER] };
  // No sync per commit: each one costs a shared disk ~10 ms, and nothing here must survive a power cut.
  const database = options.database ?? (await databaseFor(dataDir));
  const app = await buildApp({ synchronous: 'OFF', ...options, database, net, admin, dataDir });
  dataDirs.set(app, dataDir);
  cleanups.push(() => app.close());
  return app;
}

/** The DATA_DIR of an app made by testApp. */
export function dataDirOf(app: FastifyInstance): string {
  const dataDir = dataDirs.get(app);
  if (!dataDir) throw new Error('not an app from testApp()');
  return dataDir;
}

/**
 * A second connection to an app's database, closed after the test. For reading what the app
 * stored; tests write through the stores like the app does.
 */
export async function readDatabase(app: FastifyInstance): Promise<DB> {
  const dataDir = dataDirOf(app);
  const db = await createDatabase((await databaseFor(dataDir)) ?? { file: join(dataDir, DATABASE_FILE_NAME), synchronous: 'OFF' });
  cleanups.push(() => db.destroy());
  return db;
}

const iso = (minutesAgo: number) => new Date(Date.UTC(2026, 0, 1) - minutesAgo * 60_000);

export interface TestRequest {
  toolName?: string;
  description?: string;
  status?: ToolRequestStatus;
  approved?: boolean;
  generationStatus?: GenerationStatus;
  categoryId?: number | null;
  minutesAgo?: number;
}

/** Adds a tool request the way the admin will: submitted, then approved, moved along and filed. */
export async function insertRequest(app: FastifyInstance | Stores, values: TestRequest = {}): Promise<number> {
  const store = app.toolRequests;
  const { id } = await store.create(
    { toolName: values.toolName ?? 'A tool', email: null, description: values.description ?? 'Does a useful thing.' },
    iso(values.minutesAgo ?? 0),
  );
  if (values.approved) await store.approve(id);
  if (values.status) await store.setStatus(id, values.status);
  if (values.generationStatus) await store.generations.setStatus(id, values.generationStatus);
  if (values.categoryId != null) await store.setCategory(id, values.categoryId);
  return id;
}

export async function countRequests(app: FastifyInstance): Promise<number> {
  const db = await readDatabase(app);
  const { n } = await db
    .selectFrom('tool_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The cached body as a route would get it (JSON.stringify standing in for the route's serializer). */
export async function cached(cache: CachedBody, load: () => Promise<unknown>): Promise<unknown> {
  const { body } = await cache.get(async () => JSON.stringify(await load()));
  return JSON.parse(body.toString());
}

/** GET /api/tool-requests/approved's body, through the store's cache as the route reads it. */
export const approvedBody = (stores: Stores): Promise<unknown> => cached(stores.toolRequests.lists.approvedCache, () => stores.toolRequests.lists.approved());

/** The built server and worker (dist/), as `npm start` runs them: npm test builds before it tests. */
const DIST = join(import.meta.dirname, '..', 'dist');

/**
 * Runs a built entry (server.js, worker.js…) in a process of its own, with `env` over this one's; SIGKILLed after
 * the test if still running. Built code, not src/ through tsx: tsx compiles the whole server at each start, a
 * second or more of CPU each on a busy machine.
 */
export function spawnBuilt(entry: string, env: Record<string, string>) {
  const file = join(DIST, entry);
  if (!existsSync(file)) throw new Error(`${file} is missing: build apps/api first (pnpm turbo run build --filter @toolnest/api)`);
  const child = spawn(process.execPath, [file], { cwd: join(DIST, '..'), env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
  });
  /** The first match of `pattern` in what the process prints; rejected if it exits before printing one. */
  const waitFor = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const read = () => {
        const found = pattern.exec(output);
        if (found) resolve(found);
      };
      read();
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      void exited.then((code) => reject(new Error(`${entry} exited (${code}) before it printed ${pattern}:\n${output}`)));
    });
  return { child, exited, output: () => output, waitFor };
}
