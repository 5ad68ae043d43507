// Generate's budgets: template generate + compile ≤ 250 ms p95, the compiled module ≤ 3 KB gzip.
// `pnpm bench` prints the figures; it never fails on speed.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, test } from 'vitest';
import { buildApp } from '../src/entry/app';
import { compilePage } from '../src/generation/page-compiler';
import { pageSource } from '../src/generation/page-template';

const request = { id: 1, toolName: 'Dice Roller', description: 'Rolls any dice you like, for board games and role-playing.', categoryName: 'Games' };

const compiled = await compilePage(pageSource(request));
console.log(`compiled module: ${Buffer.byteLength(compiled)} B, ${gzipSync(compiled).length} B gzip (budget 3072 B gzip)`);

const dataDir = mkdtempSync(join(tmpdir(), 'toolnest-generate-bench-'));
const app = await buildApp({ dataDir, synchronous: 'OFF', admin: { password: 'bench-password' } });
const { id } = await app.toolRequests.create({ toolName: request.toolName, email: null, description: request.description });
await app.toolRequests.approve(id);
const authorization = `Basic ${Buffer.from('admin:bench-password').toString('base64')}`;

afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const RUNS = { iterations: 100, time: 0, warmupIterations: 5, warmupTime: 0 };

describe('Generate (budget: p95 ≤ 250 ms)', () => {
  test('template + esbuild compile, and the whole route', async ({ bench }) => {
    await bench.compare(
      bench('template + esbuild compile', async () => void (await compilePage(pageSource(request)))),
      bench('POST /api/admin/tool-requests/{id}/generate (store, compile, files)', async () => {
        const res = await app.inject({ method: 'POST', url: `/api/admin/tool-requests/${id}/generate`, headers: { authorization } });
        if (res.statusCode !== 200) throw new Error(res.body);
      }),
      RUNS,
    );
  });
});
