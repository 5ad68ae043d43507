// `pnpm bench`: GET /api/tool-requests/approved with 1,000 approved rows against a bare Fastify
// route returning a constant, side by side on this machine, and the same list from a server on PostgreSQL
// (a throwaway cluster; its budget: at least half the SQLite figure). Prints figures; never fails on speed.
// Runs under tsx (package.json), which the test kit's cluster helper needs; the servers' child is plain Node.
import { fileURLToPath } from 'node:url';
import { benchDataDir, connections, duration, serveForParent, withServers } from './harness.mjs';

const ROWS = 1000;
const BUDGET = 0.5;

if (process.argv[2] === '--serve') await serve();
else await measure();

async function serve() {
  const { default: Fastify } = await import('fastify');
  const { buildApp } = await import('../dist/app.js');
  const dataDir = benchDataDir();
  const app = await buildApp({ dataDir, admin: { password: 'bench-only' } });
  await seed(app);
  const postgres = await buildApp({ dataDir: benchDataDir(), admin: { password: 'bench-only' }, database: { url: process.env.BENCH_POSTGRES_URL } });
  await seed(postgres);

  const bare = Fastify();
  bare.get('/', async () => ({ hello: 'world' }));

  await serveForParent({ app, postgres, bare }, dataDir);
}

/** Written through the store like the admin will (a commit each, so it takes a moment). */
async function seed(app) {
  const start = Date.UTC(2026, 0, 1);
  for (let i = 0; i < ROWS; i += 1) {
    const { id } = await app.toolRequests.create(
      {
        toolName: `Requested tool ${i + 1}`,
        email: null,
        description: `A small utility that converts, counts or formats text in a helpful way (request number ${i + 1}).`,
      },
      new Date(start + i * 60_000),
    );
    await app.toolRequests.approve(id);
    if (i % 3 === 0) await app.toolRequests.setStatus(id, 'completed');
  }
}

async function measure() {
  const { default: autocannon } = await import('autocannon');
  const { startPostgres, freshDatabase } = await import('@toolnest/test-kit/postgres');
  const cluster = await startPostgres();
  try {
    const env = { BENCH_POSTGRES_URL: await freshDatabase(cluster.url) };
    await withServers(fileURLToPath(import.meta.url), (ports) => compare(autocannon, ports), env);
  } finally {
    await cluster.stop();
  }
}

async function compare(autocannon, ports) {
  const approvedUrl = `http://127.0.0.1:${ports.app}/api/tool-requests/approved`;
  const bareUrl = `http://127.0.0.1:${ports.bare}/`;
  const body = await (await fetch(approvedUrl, { headers: { 'accept-encoding': 'identity' } })).text();
  const count = JSON.parse(body).length;
  if (count !== ROWS) throw new Error(`expected ${ROWS} approved rows, got ${count}`);

  // What a browser sends; autocannon sends no Accept-Encoding unless told.
  const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' };
  const run = (url, seconds, headers = {}) => autocannon({ url, connections, duration: seconds, headers });
  // Warm each up (JIT, caches) before measuring.
  await run(bareUrl, 2, browser);
  await run(approvedUrl, 2, browser);
  const postgresUrl = `http://127.0.0.1:${ports.postgres}/api/tool-requests/approved`;
  if ((await (await fetch(postgresUrl, { headers: { 'accept-encoding': 'identity' } })).text()) !== body) throw new Error('PostgreSQL answers another list');
  await run(postgresUrl, 2, browser);
  const bareResult = await run(bareUrl, duration, browser);
  const approvedResult = await run(approvedUrl, duration, browser);
  const identityResult = await run(approvedUrl, duration);
  const postgresResult = await run(postgresUrl, duration, browser);

  const line = (name, r) =>
    `${name.padEnd(34)} ${r.requests.average.toFixed(0).padStart(8)} req/s  p99 ${String(r.latency.p99).padStart(4)} ms  ` +
    `${(r.throughput.average / 1e6).toFixed(1).padStart(7)} MB/s  errors ${r.errors + r.timeouts}  non-2xx ${r.non2xx}`;
  const ratio = approvedResult.requests.average / bareResult.requests.average;
  console.log(`autocannon: ${connections} connections, ${duration} s each; approved body ${(body.length / 1024).toFixed(1)} KiB (${ROWS} rows)`);
  console.log(line('bare Fastify constant route', bareResult));
  console.log(line('GET /api/tool-requests/approved', approvedResult));
  console.log(line('  same, no Accept-Encoding', identityResult));
  console.log(`ratio approved / bare: ${ratio.toFixed(2)} (budget ≥ ${BUDGET}: ${ratio >= BUDGET ? 'met' : 'NOT met'})`);
  console.log(`ratio without compression: ${(identityResult.requests.average / bareResult.requests.average).toFixed(2)} (for information)`);
  console.log(line('  same, on PostgreSQL', postgresResult));
  const onPostgres = postgresResult.requests.average / approvedResult.requests.average;
  console.log(`ratio PostgreSQL / SQLite: ${onPostgres.toFixed(2)} (budget ≥ ${BUDGET}: ${onPostgres >= BUDGET ? 'met' : 'NOT met'})`);
}
