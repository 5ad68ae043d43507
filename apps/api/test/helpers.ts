import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';
import { buildApp, type AppOptions } from '../src/app';

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

/** An app over a temporary DATA_DIR, closed after the test. */
export async function testApp(options: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  const app = await buildApp({ dataDir: tempDir(), admin: { password: 'test-password' }, ...options });
  cleanups.push(() => app.close());
  return app;
}

const iso = (minutesAgo: number) => new Date(Date.UTC(2026, 0, 1) - minutesAgo * 60_000).toISOString();

/** Inserts a tool request straight into the database (the admin routes come later). */
export async function insertRequest(
  app: FastifyInstance,
  values: Partial<{
    tool_name: string;
    description: string;
    status: string;
    is_approved: 'true' | 'false';
    generation_status: 'not_generated' | 'generating' | 'ready_for_qa' | 'live';
    category_id: number | null;
    minutesAgo: number;
  }> = {},
) {
  const { minutesAgo = 0, ...rest } = values;
  const row = await app.db
    .insertInto('tool_requests')
    .values({
      tool_name: 'A tool',
      description: 'Does a useful thing.',
      email: null,
      generated_page_path: null,
      category_id: null,
      created_at: iso(minutesAgo),
      ...rest,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  app.toolRequests.changed();
  return row.id;
}

export async function countRequests(app: FastifyInstance): Promise<number> {
  const { n } = await app.db
    .selectFrom('tool_requests')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}
