// `pnpm bench`: POST /api/tool-request, each answer a row committed to the SQLite file, so this
// measures what the database's durability setting costs a visitor's submission. Prints figures;
// never fails on speed. The server runs in a child process so autocannon does not share its event loop.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const body = JSON.stringify({ toolName: 'Colour Picker', email: 'me@example.com', description: 'Pick a colour from anywhere on the screen.' });

if (process.argv[2] === '--serve') await serve();
else await measure();

async function serve() {
  const { buildApp } = await import('../dist/app.js');
  const dataDir = mkdtempSync(join(tmpdir(), 'toolnest-bench-'));
  // The per-IP limit (10 a minute) would turn all but the first requests into 429s.
  const app = await buildApp({ dataDir, admin: { password: 'bench-only' }, rateLimit: { max: Number.MAX_SAFE_INTEGER, timeWindow: 60_000 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  console.log(JSON.stringify({ app: app.server.address().port }));

  const stop = async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.stdin.on('end', stop); // The parent went away.
  process.stdin.resume();
}

async function measure() {
  const { default: autocannon } = await import('autocannon');
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url), '--serve'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const ports = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited early (code ${code})`)));
    createInterface({ input: child.stdout }).once('line', (line) => resolve(JSON.parse(line)));
  });
  child.removeAllListeners('exit');

  try {
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
  } finally {
    child.kill('SIGTERM');
  }
}
