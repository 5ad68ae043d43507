// Every way the server process ends kills the media engine's process groups first: the orderly
// close, a second signal, the shutdown timeout, a failed close, an uncaught error (createShutdown
// with a real engine and real groups), and a process.exit from elsewhere (the built server in a child
// process whose listen fails). A stand-in yt-dlp that never answers --version keeps a group running.
import { randomUUID } from 'node:crypto';
import { chmodSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { createMediaEngine, JOB_MARKER_VARIABLE, type MediaEngine } from '@toolnest/media';
import { describe, expect, it } from 'vitest';
import { createShutdown } from '../src/entry/shutdown';
import { onCleanup, spawnBuilt, tempDir } from './helpers';

const TEST_RUN_VARIABLE = 'TOOLNEST_SHUTDOWN_TEST_RUN';
/** In the environment of the engine's yt-dlp version run (JOB_MARKER_VARIABLE of @toolnest/media). */
const VERSION_RUN = `${JOB_MARKER_VARIABLE}=version-yt-dlp`;

/**
 * A yt-dlp that never prints its version: a shell with a child, both sleeping, both with TEST_RUN_VARIABLE=`run`
 * (set by the script itself: the engine passes the programs none of the server's own variables).
 */
function hangingYtDlp(run: string): string {
  const file = join(tempDir('toolnest-shutdown-bin-'), 'yt-dlp');
  writeFileSync(file, `#!/bin/sh\nexport ${TEST_RUN_VARIABLE}=${run}\nsleep 300 &\nexec sleep 301\n`);
  chmodSync(file, 0o755);
  return file;
}

/** Live (not zombie) processes whose environment holds every one of `entries`. */
function processesWith(...entries: string[]): number[] {
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const state = /\)\s+(\S)/.exec(readFileSync(`/proc/${name}/stat`, 'utf8'))?.[1];
      if (state === 'Z' || state === 'X') continue;
      const environment = readFileSync(`/proc/${name}/environ`, 'latin1').split('\0');
      if (entries.every((entry) => environment.includes(entry))) found.push(Number(name));
    } catch {
      // Gone, or not ours to read.
    }
  }
  return found;
}

async function waitUntil(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const quietLog = { info() {}, warn() {}, error() {}, fatal() {} } as unknown as FastifyBaseLogger;

/** A real engine (no ffmpeg) whose version run of the stand-in yt-dlp is running (marked in its environment). */
async function engineWithRunningGroup(): Promise<{ engine: MediaEngine; marker: string }> {
  const run = randomUUID();
  const marker = `${TEST_RUN_VARIABLE}=${run}`;
  onCleanup(() => {
    for (const pid of processesWith(marker, VERSION_RUN)) process.kill(pid, 'SIGKILL');
  });
  const engine = await createMediaEngine({ dataDir: tempDir(), ytDlpPath: hangingYtDlp(run), ffmpegPath: join(tempDir(), 'no-ffmpeg'), killGraceMs: 100 });
  onCleanup(() => engine.close());
  void engine.programInfo.logVersions();
  await waitUntil(() => processesWith(marker, VERSION_RUN).length === 2, 'the stand-in yt-dlp and its child to run');
  return { engine, marker };
}

/** createShutdown over the engine, with a close that never ends (or fails), recording when exit came and what was alive then. */
function shutdownOf(engine: MediaEngine, marker: string, options: { close?: () => Promise<void>; timeoutMs?: number } = {}) {
  let killed = 0;
  const realKill = engine.killGroupsNow.bind(engine);
  engine.killGroupsNow = () => (killed = realKill());
  const exits: Array<{ code: number; killedBefore: number }> = [];
  const reported: string[] = [];
  const app = { media: engine, log: quietLog, close: options.close ?? (() => new Promise<undefined>(() => {})) };
  const shutdown = createShutdown(app as unknown as FastifyInstance, {
    timeoutMs: options.timeoutMs ?? 60_000,
    exit: (code) => exits.push({ code, killedBefore: killed }),
    report: (line) => reported.push(line),
  });
  return { shutdown, exits, reported, gone: () => waitUntil(() => processesWith(marker, VERSION_RUN).length === 0, 'the group to die', 3000) };
}

describe('shutdown (createShutdown with a real media engine)', () => {
  it('a second signal exits at once, killing the running groups first', async () => {
    const { engine, marker } = await engineWithRunningGroup();
    const { shutdown, exits, reported, gone } = shutdownOf(engine, marker);
    shutdown.onSignal('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(exits).toEqual([]);
    expect(processesWith(marker, VERSION_RUN)).toHaveLength(2); // the close hangs: nothing has stopped them yet
    shutdown.onSignal('SIGINT');
    expect(exits).toEqual([{ code: 1, killedBefore: 1 }]);
    expect(reported).toEqual(['SIGINT received again, exiting now', 'media: killed 1 running process group(s) on the way out']);
    await gone();
  });

  it('the shutdown timeout exits, killing the running groups first', async () => {
    const { engine, marker } = await engineWithRunningGroup();
    const { shutdown, exits, gone } = shutdownOf(engine, marker, { timeoutMs: 300 });
    shutdown.onSignal('SIGTERM');
    await waitUntil(() => exits.length > 0, 'the timeout');
    expect(exits).toEqual([{ code: 1, killedBefore: 1 }]);
    await gone();
  });

  it('a failed close and an uncaught error exit the same way', async () => {
    const first = await engineWithRunningGroup();
    const failed = shutdownOf(first.engine, first.marker, { close: () => Promise.reject(new Error('close failed')) });
    failed.shutdown.onSignal('SIGTERM');
    await waitUntil(() => failed.exits.length > 0, 'the exit');
    expect(failed.exits).toEqual([{ code: 1, killedBefore: 1 }]);
    await failed.gone();

    const second = await engineWithRunningGroup();
    const fatal = shutdownOf(second.engine, second.marker);
    fatal.shutdown.onFatal(new Error('boom'));
    expect(fatal.exits).toEqual([{ code: 1, killedBefore: 1 }]);
    await fatal.gone();
    // Only once, however many ways out are taken after it.
    fatal.shutdown.onSignal('SIGTERM');
    fatal.shutdown.onSignal('SIGTERM');
    expect(fatal.exits).toHaveLength(1);
  });

  it('the orderly close stops the groups itself and exits 0', async () => {
    const { engine, marker } = await engineWithRunningGroup();
    const { shutdown, exits, gone } = shutdownOf(engine, marker, { close: () => engine.close() });
    shutdown.onSignal('SIGTERM');
    await waitUntil(() => exits.length > 0, 'the exit');
    // engine.close() killed the version run; nothing was left for the last-resort kill.
    expect(exits).toEqual([{ code: 0, killedBefore: 0 }]);
    await gone();
  });
});

/** Runs the built server (as `npm start` does) with the stand-in yt-dlp of `run`; answers its exit code and output. */
function runServer(run: string, env: Record<string, string>) {
  // API only (no WEB_DIST there): the shared apps/web/dist may be mid-build.
  return spawnBuilt('server.js', {
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    DATA_DIR: tempDir(),
    WEB_DIST: join(tempDir(), 'no-web-build'),
    ADMIN_PASSWORD: 'pw',
    YTDLP_PATH: hangingYtDlp(run),
    FFMPEG_PATH: '/nonexistent/ffmpeg',
    ...env,
  });
}

/** The engine's programs in a server run whose stand-in yt-dlp sets TEST_RUN_VARIABLE=run. */
const programsOf = (run: string) => processesWith(`${TEST_RUN_VARIABLE}=${run}`, VERSION_RUN);

describe('the built server (dist/server.js)', () => {
  it('a failed listen (port taken) exits 1 and leaves no program of the engine running', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    onCleanup(() => new Promise<void>((resolve) => blocker.close(() => resolve())));
    const run = randomUUID();
    const server = runServer(run, { PORT: String((blocker.address() as AddressInfo).port) });
    onCleanup(() => {
      for (const pid of programsOf(run)) process.kill(pid, 'SIGKILL');
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Toolnest could not start');
    expect(server.output()).toMatch(/killed 1 running process group\(s\) on the way out/);
    expect(programsOf(run)).toEqual([]);
  }, 40_000);

  it('SIGTERM while yt-dlp --version hangs: exits 0 and leaves no program of the engine running', async () => {
    const run = randomUUID();
    const server = runServer(run, { PORT: '0' });
    onCleanup(() => {
      for (const pid of programsOf(run)) process.kill(pid, 'SIGKILL');
    });
    await waitUntil(() => /listening on/.test(server.output()), 'the server to listen', 30_000);
    await waitUntil(() => programsOf(run).length === 2, 'the stand-in yt-dlp to run');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(programsOf(run)).toEqual([]);
  }, 40_000);
});
