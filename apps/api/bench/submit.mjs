// `pnpm bench`: POST /api/tool-request, each answer a row committed to the SQLite file, so this
// measures what the database's durability setting costs a visitor's submission. Prints figures;
// never fails on speed.
import { fileURLToPath } from 'node:url';
import { benchDataDir, connections, duration, serveForParent, withServers } from './harness.mjs';

const body = JSON.stringify({ toolName: 'Colour Picker', email: 'me@example.com', description: 'Pick a colour from anywhere on the screen.' });

if (process.argv[2] === '--serve') await serve();
else await measure();

async function serve() {
  const { buildApp } = await import('../dist/app.js');
  const dataDir = benchDataDir();
  // The per-IP limit (10 a minute) would turn all but the first requests into 429s.
  const app = await buildApp({ dataDir, admin: { password: 'bench-only' }, rateLimit: { max: Number.MAX_SAFE_INTEGER, timeWindow: 60_000 } });
  await serveForParent({ app }, dataDir);
}

async function measure() {
  const { default: autocannon } = await import('autocannon');
  await withServers(fileURLToPath(import.meta.url), async (ports) => {
    const url = `http://127.0.0.1:${ports.app}/api/tool-request`;
    const first = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    if (first.status !== 201) throw new Error(`expected 201 from ${url}, got ${first.status}: ${await first.text()}`);

    const run = (seconds) =>
      autocannon({ url, method: 'POST', connections, duration: seconds, headers: { 'content-type': 'application/json' }, body });
    await run(2); // Warm up (JIT, page cache) before measuring.
    const result = await run(duration);

    console.log(`autocannon: ${connections} connections, ${duration} s; each request inserts one tool request`);
    console.log(
      `${'POST /api/tool-request'.padEnd(34)} ${result.requests.average.toFixed(0).padStart(8)} req/s  ` +
        `p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  ` +
        `errors ${result.errors + result.timeouts}  non-2xx ${result.non2xx}`,
    );
  });
}
