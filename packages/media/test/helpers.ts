// Shared by the media integration tests: the test services (a direct clip through yt-dlp's generic
// extractor, and recorded site answers loaded with --load-info-json), engines and apps over a
// temporary DATA_DIR, and checks on the process groups the engine started.
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { createMediaEngine, type MediaEngine } from '../src/engine';
import type { MediaEngineOptions } from '../src/engine-options';
import { INSTANCE_PREFIX, OWNER_FILE } from '../src/instance';
import { groupAlive } from '../src/process-group';
import type { DownloadProgressEvent } from '../src/schemas';
import { mediaServer, sendStartFailure, type MediaServerOptions } from '../src/server';
import { startFakeMediaServer, type FakeMediaServer } from '../src/testing/fake-media-server';
import { FAST_LIMITS, testServices } from '../src/testing/services';

export * from '../src/testing/services';
import { requirePrograms } from './global-setup';

export const programs = requirePrograms();

const cleanups: Array<() => Promise<void> | void> = [];
/**
 * Runs what the test registered with onCleanup, last first: after every test, from test/setup.ts. A hook
 * registered here would run for the first test file alone, since the files of a worker share this module
 * (vitest's isolate: false), and a later file's servers and folders would outlive the run.
 */
export async function runCleanups(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
}

export function onCleanup(cleanup: () => Promise<void> | void): void {
  cleanups.push(cleanup);
}

export function tempDir(prefix = 'toolnest-media-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  onCleanup(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** The fake media server for this test file (started before its tests, closed after). */
export function fakeMediaServerForFile(options: { slowBytesPerSecond?: number } = {}): { current: FakeMediaServer; clipsDir: string } {
  const holder = { current: undefined as unknown as FakeMediaServer, clipsDir: inject('clipsDir') };
  beforeAll(async () => {
    holder.current = await startFakeMediaServer(holder.clipsDir, options);
  });
  afterAll(() => holder.current?.close());
  return holder;
}

export interface TestEngine {
  engine: MediaEngine;
  dataDir: string;
  /** Every program the engine started, with its job. */
  spawned: Array<{ pid: number; file: string; args: readonly string[]; jobKey: string }>;
  recordedDir: string;
}

export async function testEngine(
  server: { current: FakeMediaServer; clipsDir: string },
  options: Partial<MediaEngineOptions> = {},
): Promise<TestEngine> {
  const dataDir = options.dataDir ?? tempDir('toolnest-media-data-');
  const recordedDir = tempDir('toolnest-media-recorded-');
  const spawned: TestEngine['spawned'] = [];
  const engine = await createMediaEngine({
    ...FAST_LIMITS,
    services: testServices(recordedDir),
    onSpawn: (event) => spawned.push(event),
    ...options,
    dataDir,
  });
  onCleanup(() => engine.close());
  return { engine, dataDir, spawned, recordedDir };
}

export interface TestApp extends TestEngine {
  app: FastifyInstance;
}

/**
 * A server with the media plugin and test start routes standing in for the tool packages':
 * POST /api/test/download { service?, url, downloadId, withoutWatermark? } and
 * POST /api/test/convert { service?, url, quality? }.
 */
export async function testApp(
  server: { current: FakeMediaServer; clipsDir: string },
  options: Partial<MediaServerOptions> = {},
): Promise<TestApp> {
  const dataDir = options.dataDir ?? tempDir('toolnest-media-data-');
  const recordedDir = tempDir('toolnest-media-recorded-');
  const spawned: TestEngine['spawned'] = [];
  const app = Fastify({ bodyLimit: 16 * 1024 });
  await app.register(mediaServer, {
    ...FAST_LIMITS,
    services: testServices(recordedDir),
    onSpawn: (event) => spawned.push(event),
    ...options,
    dataDir,
  });
  app.post('/api/test/download', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const started = await app.media.startDownload(
      { service: typeof body.service === 'string' ? body.service : 'direct', url: body.url, downloadId: body.downloadId, withoutWatermark: body.withoutWatermark },
      request.ip,
    );
    return started.ok ? { success: true } : sendStartFailure(reply, started);
  });
  app.post('/api/test/convert', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    const started = await app.media.startConversion(
      { service: typeof body.service === 'string' ? body.service : 'direct', url: body.url, quality: body.quality },
      request.ip,
    );
    return started.ok ? { conversionId: started.conversionId } : sendStartFailure(reply, started);
  });
  await app.ready();
  onCleanup(() => app.close());
  return { app, engine: app.media as MediaEngine, dataDir, spawned, recordedDir };
}

/** Every event of a download until its end (complete or error). */
export function eventsOf(engine: MediaEngine, downloadId: string, timeoutMs = 45_000): Promise<DownloadProgressEvent[]> {
  return new Promise((resolve, reject) => {
    const events: DownloadProgressEvent[] = [];
    const timer = setTimeout(() => reject(new Error(`no end for ${downloadId}: ${JSON.stringify(events.at(-1))}`)), timeoutMs);
    let stop: (() => void) | null = null;
    let done = false;
    stop = engine.progress.subscribe(downloadId, (event) => {
      events.push(event);
      if (event.status && !done) {
        done = true;
        clearTimeout(timer);
        stop?.();
        resolve(events);
      }
    });
    if (!stop && !done) reject(new Error(`no download ${downloadId}`));
  });
}

/** Waits until `check` is true (polling), or fails with `what`. */
export async function waitUntil(check: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The pids (= process groups) the engine started for a job that still have a live process. */
export function survivors(spawned: TestEngine['spawned']): number[] {
  return spawned.map((event) => event.pid).filter((pid) => groupAlive(pid));
}

/**
 * Files under DATA_DIR/media (recursively): jobs' files and group records, not the engines' owner
 * files (a running engine always has one).
 */
export function mediaFiles(dataDir: string): string[] {
  const root = join(dataDir, 'media');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !(entry.name === OWNER_FILE && entry.parentPath.startsWith(join(root, INSTANCE_PREFIX))))
    .map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1));
}

/** The instance folders (DATA_DIR/media/instance-<uuid>) there are. */
export function instanceFolders(dataDir: string): string[] {
  const root = join(dataDir, 'media');
  if (!existsSync(root)) return [];
  return readdirSync(root).filter((name) => name.startsWith(INSTANCE_PREFIX));
}

export { probe, type ProbeResult } from '../src/testing/clips';

/** A fresh download id. */
let counter = 0;
export function newDownloadId(): string {
  counter += 1;
  return `test-${process.pid}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
}
