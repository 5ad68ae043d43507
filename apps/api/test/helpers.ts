import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';
import type { GenerationStatus } from '@toolnest/api-client/schemas';
import { createDatabase, type DB } from '@toolnest/db';
import { buildApp, type AppOptions } from '../src/app';
import { DATABASE_FILE_NAME, type Stores } from '../src/stores';

const cleanups: Array<() => Promise<void> | void> = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

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

const dataDirs = new WeakMap<FastifyInstance, string>();

/** An app over a temporary DATA_DIR, closed after the test. */
export async function testApp(options: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  const dataDir = options.dataDir ?? tempDir();
  const app = await buildApp({ admin: { password: 'test-password' }, ...options, dataDir });
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
  const db = await createDatabase({ file: join(dataDirOf(app), DATABASE_FILE_NAME) });
  cleanups.push(() => db.destroy());
  return db;
}

const iso = (minutesAgo: number) => new Date(Date.UTC(2026, 0, 1) - minutesAgo * 60_000);

export interface TestRequest {
  toolName?: string;
  description?: string;
  status?: string;
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
  if (values.generationStatus) await store.setGenerationStatus(id, values.generationStatus);
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
