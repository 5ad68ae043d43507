// `pnpm bench`: GET /api/admin/tool-requests with 1,000 requests, sent with the dashboard's Basic
// credential, against the same routes registered without the auth (same stores, same security headers),
// side by side on this machine. Budget: authenticated ≥ 50 % of the unauthenticated requests per second.
// Prints figures; never fails on speed.
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { benchDataDir, connections, duration, serveForParent, withServers } from './harness.mjs';

const ROWS = 1000;
const BUDGET = 0.5;
const PASSWORD = 'bench-only';
const AUTH = `Basic ${Buffer.from(`admin:${PASSWORD}`, 'utf8').toString('base64')}`;
const LIST = '/api/admin/tool-requests';

if (process.argv[2] === '--serve') await serve();
else await measure();

async function serve() {
  const { default: Fastify } = await import('fastify');
  const { TypeBoxValidatorCompiler } = await import('@fastify/type-provider-typebox');
  const { buildApp } = await import('../dist/app.js');
  const { adminRoutes, registerErrorBodies, registerSecurityHeaders } = await import('../dist/bench-parts.js');
  const dataDir = benchDataDir();
  const app = await buildApp({ dataDir, admin: { password: PASSWORD } });

  // Written through the stores like the admin will (a commit each, so it takes a moment): a mix of
  // pending, approved, completed and filed requests.
  const { id: categoryId } = await app.categories.create('Text');
  const start = Date.UTC(2026, 0, 1);
  for (let i = 0; i < ROWS; i += 1) {
    const { id } = await app.toolRequests.create(
      {
        toolName: `Requested tool ${i + 1}`,
        email: i % 2 ? `visitor${i}@example.com` : null,
        description: `A small utility that converts, counts or formats text in a helpful way (request number ${i + 1}).`,
      },
      new Date(start + i * 60_000),
    );
    if (i % 2 === 0) await app.toolRequests.approve(id);
    if (i % 6 === 0) await app.toolRequests.setStatus(id, 'completed');
    if (i % 5 === 0) await app.toolRequests.setCategory(id, categoryId);
  }

  // The same routes and stores with no auth in front.
  const bare = Fastify();
  bare.setValidatorCompiler(TypeBoxValidatorCompiler);
  bare.decorate('toolRequests', app.toolRequests);
  bare.decorate('categories', app.categories);
  registerErrorBodies(bare);
  registerSecurityHeaders(bare);
  await bare.register(adminRoutes, { prefix: '/api/admin' });

  await serveForParent({ app, bare }, dataDir);
}

/** Two autocannon results as one: averages of the rates, the worse p99, summed errors. */
function combine(results) {
  const mean = (pick) => results.reduce((sum, r) => sum + pick(r), 0) / results.length;
  return {
    requests: { average: mean((r) => r.requests.average) },
    throughput: { average: mean((r) => r.throughput.average) },
    latency: { p99: Math.max(...results.map((r) => r.latency.p99)) },
    errors: results.reduce((sum, r) => sum + r.errors, 0),
    timeouts: results.reduce((sum, r) => sum + r.timeouts, 0),
    non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
  };
}

async function measure() {
  const { default: autocannon } = await import('autocannon');
  await withServers(fileURLToPath(import.meta.url), async (ports) => {
    const authUrl = `http://127.0.0.1:${ports.app}${LIST}`;
    const bareUrl = `http://127.0.0.1:${ports.bare}${LIST}`;

    const refused = await fetch(authUrl);
    if (refused.status !== 401) throw new Error(`expected 401 without the credential, got ${refused.status}`);
    const timed = async () => {
      const began = performance.now();
      const res = await fetch(authUrl, { headers: { authorization: AUTH } });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`expected 200 with the credential, got ${res.status}: ${body}`);
      return { ms: performance.now() - began, body };
    };
    const first = await timed(); // one scrypt check
    const second = await timed(); // remembered
    const count = JSON.parse(first.body).length;
    if (count !== ROWS) throw new Error(`expected ${ROWS} requests, got ${count}`);
    const bareBody = await (await fetch(bareUrl)).text();
    if (bareBody !== first.body) throw new Error('the bare routes answer another list');

    const run = (url, seconds, headers = {}) => autocannon({ url, connections, duration: seconds, headers });
    // Warm both up (JIT, page cache) before measuring.
    await run(bareUrl, 2);
    await run(authUrl, 2, { authorization: AUTH });
    // Two rounds in opposite order (bare, auth, auth, bare), so a busy moment of a shared machine
    // weighs on both sides alike.
    const half = Math.max(1, Math.round(duration / 2));
    const bareRuns = [await run(bareUrl, half)];
    const authRuns = [await run(authUrl, half, { authorization: AUTH })];
    authRuns.push(await run(authUrl, half, { authorization: AUTH }));
    bareRuns.push(await run(bareUrl, half));
    const bareResult = combine(bareRuns);
    const authResult = combine(authRuns);

    const line = (name, r) =>
      `${name.padEnd(40)} ${r.requests.average.toFixed(0).padStart(8)} req/s  p99 ${String(r.latency.p99).padStart(4)} ms  ` +
      `${(r.throughput.average / 1e6).toFixed(1).padStart(7)} MB/s  errors ${r.errors + r.timeouts}  non-2xx ${r.non2xx}`;
    const ratio = authResult.requests.average / bareResult.requests.average;
    console.log(`autocannon: ${connections} connections, ${duration} s each side (two rounds of ${half} s, opposite order); list body ${(first.body.length / 1024).toFixed(1)} KiB (${ROWS} requests)`);
    console.log(`first authenticated call (one scrypt check) ${first.ms.toFixed(0)} ms; next (remembered) ${second.ms.toFixed(0)} ms`);
    console.log(line(`GET ${LIST}, no auth`, bareResult));
    console.log(line(`GET ${LIST}, Basic auth`, authResult));
    console.log(`ratio authenticated / no auth: ${ratio.toFixed(2)} (budget ≥ ${BUDGET}: ${ratio >= BUDGET ? 'met' : 'NOT met'})`);
  });
}
