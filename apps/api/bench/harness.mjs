// What every `pnpm bench` script shares: the servers run in a child process (the same script with
// --serve), so autocannon does not share their event loop.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export const duration = Number(process.env.BENCH_DURATION ?? 10);
export const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

/** A fresh DATA_DIR for the child's servers. */
export function benchDataDir() {
  return mkdtempSync(join(tmpdir(), 'toolnest-bench-'));
}

/**
 * In the child: starts the named servers on free ports, tells the parent their ports (one JSON line),
 * then serves until told to stop or until the parent goes away, closing them and removing `dataDir`.
 */
export async function serveForParent(servers, dataDir) {
  const ports = {};
  for (const [name, server] of Object.entries(servers)) {
    await server.listen({ port: 0, host: '127.0.0.1' });
    ports[name] = server.server.address().port;
  }
  console.log(JSON.stringify(ports));
  const stop = async () => {
    await Promise.allSettled(Object.values(servers).map((server) => server.close()));
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.stdin.on('end', stop); // The parent went away.
  process.stdin.resume();
}

/** In the parent: runs `script --serve` (with `env` added to this process's), waits for its ports, runs `measure(ports)`, then stops it. */
export async function withServers(script, measure, env = {}) {
  const child = spawn(process.execPath, [script, '--serve'], { stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, ...env } });
  const ports = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench servers exited early (code ${code})`)));
    createInterface({ input: child.stdout }).once('line', (line) => resolve(JSON.parse(line)));
  });
  child.removeAllListeners('exit');
  try {
    await measure(ports);
  } finally {
    child.kill('SIGTERM');
  }
}
