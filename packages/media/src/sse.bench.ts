// The progress stream's budgets, against a server in its own process (real sockets):
//   - 50 SSE clients on one job each get every event, in order; the server's RSS stays under 200 MB;
//   - 500 SSE clients across two servers on the shared queue (a real Redis, a worker in
//     this process) on one job each get every event, in order;
//   - the first event reaches a waiting stream ≤ 500 ms after a start on an idle queue (that is the
//     engine's own 'Starting download...', sent as the job is created), with the time to the first
//     event made from yt-dlp's own progress output beside it.
// Figures only; never fails on speed.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { startRedis } from '@toolnest/test-kit/redis';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { findProgram } from './programs';
import type { DownloadProgressEvent } from './schemas';
import { startMediaWorker } from './scale-out/worker';
import { testServices } from './testing/services';

const ffmpeg = findProgram('ffmpeg', process.env.FFMPEG_PATH);
if (!ffmpeg) throw new Error('ffmpeg is missing: the bench runs the real program.');
const dir = mkdtempSync(join(tmpdir(), 'toolnest-media-sse-bench-'));
// 10 seconds of 64×36 video with sound (~100 KB), served at 20 KB/s: a job of a few seconds with
// about a hundred progress events.
execFileSync(ffmpeg.path, [
  '-hide_banner', '-loglevel', 'error', '-y',
  '-f', 'lavfi', '-i', 'testsrc=size=64x36:rate=10:duration=10',
  '-f', 'lavfi', '-i', 'sine=frequency=440:sample_rate=44100:duration=10',
  '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '64k', '-movflags', '+faststart',
  join(dir, 'clip.mp4'),
]);

interface BenchServer {
  port: number;
  origin: string;
  pid: number;
  stop: () => void;
}
let server: BenchServer;
const servers: BenchServer[] = [];

/** test/bench-server.ts in its own process, on `dataDir`, with `env` (REDIS_URL, MEDIA_DIR: the shared queue). */
async function startBenchServer(dataDir: string, env: Record<string, string> = {}): Promise<BenchServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=@toolnest/source', 'test/bench-server.ts', dir, dataDir, dir], {
    cwd: join(import.meta.dirname, '..'),
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const ready = await new Promise<{ port: number; origin: string }>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line)));
  });
  child.removeAllListeners('exit');
  const started = { ...ready, pid: child.pid!, stop: () => child.stdin!.end() };
  servers.push(started);
  return started;
}

beforeAll(async () => {
  server = await startBenchServer(join(dir, 'data'));
}, 60_000);

afterAll(() => {
  for (const started of servers) started.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Peak and current resident memory of the server process, MB. */
function serverMemory(): { peak: number; now: number } {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN);
  return { peak: kb('VmHWM') / 1024, now: kb('VmRSS') / 1024 };
}

/** An SSE client: resolves `opened` once the headers are in, `done` with every event at the end. */
function follow(downloadId: string, port = server.port) {
  const events: DownloadProgressEvent[] = [];
  const times: number[] = [];
  let openedResolve: () => void;
  const opened = new Promise<void>((resolve) => (openedResolve = resolve));
  const done = new Promise<{ events: DownloadProgressEvent[]; times: number[] }>((resolve, reject) => {
    request({ host: '127.0.0.1', port, path: `/api/download/progress/${downloadId}`, agent: false }, (response: IncomingMessage) => {
      openedResolve();
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith('data: ')) {
            events.push(JSON.parse(block.slice(6)) as DownloadProgressEvent);
            times.push(performance.now());
          }
        }
      });
      response.on('end', () => resolve({ events, times }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
  return { opened, done };
}

async function start(url: string, downloadId: string, port = server.port): Promise<void> {
  const body = JSON.stringify({ url, downloadId });
  await new Promise<void>((resolve, reject) => {
    request(
      { host: '127.0.0.1', port, path: '/api/test/download', method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        if (response.statusCode === 200) resolve();
        else reject(new Error(`start answered ${response.statusCode}`));
      },
    )
      .on('error', reject)
      .end(body);
  });
}

test('50 SSE clients on one job: every event, in order, to each; server RSS under 200 MB', { timeout: 120_000 }, async () => {
  const downloadId = 'bench-fifty-clients';
  const clients = Array.from({ length: 50 }, () => follow(downloadId));
  await Promise.all(clients.map((client) => client.opened));
  const before = serverMemory();
  await start(`${server.origin}/slow/clip.mp4?rate=20000`, downloadId);
  const results = await Promise.all(clients.map((client) => client.done));
  const reference = JSON.stringify(results[0]!.events);
  const identical = results.every((result) => JSON.stringify(result.events) === reference);
  const events = results[0]!.events;
  const inOrder = events.every((event, index) => index === 0 || event.progress >= events[index - 1]!.progress);
  const memory = serverMemory();
  console.log(
    [
      `50 SSE clients on one job: ${events.length} events each, identical for all ${identical ? 'yes' : 'NO'}, in order ${inOrder ? 'yes' : 'NO'}, ` +
        `first "${events[0]?.message}", last "${events.at(-1)?.status}"`,
      `  server RSS: ${before.now.toFixed(0)} MB before, peak ${memory.peak.toFixed(0)} MB (budget < 200 MB)`,
    ].join('\n'),
  );
  expect(identical && inOrder && events.at(-1)?.status === 'complete').toBe(true);
});

test('500 SSE clients across two servers on the shared queue: every event, in order, to each', { timeout: 180_000 }, async () => {
  const redis = await startRedis();
  const mediaDir = join(dir, 'shared-media');
  const env = { REDIS_URL: redis.url, MEDIA_DIR: mediaDir };
  const [a, b] = await Promise.all([startBenchServer(join(dir, 'data-a'), env), startBenchServer(join(dir, 'data-b'), env)]);
  const worker = await startMediaWorker({ dataDir: join(dir, 'data-worker'), mediaDir, redisUrl: redis.url, services: testServices(dir) });
  try {
    const downloadId = 'bench-five-hundred-clients';
    const clients = Array.from({ length: 500 }, (_, index) => follow(downloadId, (index % 2 ? b : a).port));
    await Promise.all(clients.map((client) => client.opened));
    const started = performance.now();
    await start(`${a.origin}/slow/clip.mp4?rate=20000`, downloadId, a.port);
    const results = await Promise.all(clients.map((client) => client.done));
    const seconds = (performance.now() - started) / 1000;
    const reference = JSON.stringify(results[0]!.events);
    const identical = results.filter((result) => JSON.stringify(result.events) === reference).length;
    const events = results[0]!.events;
    const inOrder = events.every((event, index) => index === 0 || event.progress >= events[index - 1]!.progress);
    // For each event, the time between its first and its last arrival among the 500 clients.
    const spreads = events.map((_, event) => {
      const arrivals = results.map((result) => result.times[event]!);
      return Math.max(...arrivals) - Math.min(...arrivals);
    });
    console.log(
      `500 SSE clients across two servers (250 each) on one job of the shared queue: ${events.length} events each, ` +
        `identical for ${identical}/500, in order ${inOrder ? 'yes' : 'NO'}, last "${events.at(-1)?.status}", job ${seconds.toFixed(1)} s; ` +
        `each event reached all 500 within ${Math.max(...spreads).toFixed(0)} ms`,
    );
    expect(identical === 500 && inOrder && events.at(-1)?.status === 'complete').toBe(true);
  } finally {
    await worker.close();
    a.stop();
    b.stop();
    await redis.stop();
  }
});

/** Rounds of the first-event figures (SSE_BENCH_ROUNDS; 5 by default). */
const ROUNDS = Math.max(1, Number(process.env.SSE_BENCH_ROUNDS) || 5);

/**
 * The first event that came from yt-dlp's own output: after the engine's 'Downloading video...'
 * (sent once yt-dlp -J has answered), the next event of that step is one of yt-dlp's progress lines
 * moving the bar (the direct clip has one part, no merge); -1 when there was none.
 */
function firstFromYtDlp(events: DownloadProgressEvent[]): number {
  const downloading = events.findIndex((event) => event.message === 'Downloading video...');
  if (downloading < 0) return -1;
  return events.findIndex(
    (event, index) => index > downloading && event.status === undefined && event.message === 'Downloading video...' && event.progress > events[downloading]!.progress,
  );
}

test('first event after a start on an idle queue (budget ≤ 500 ms)', { timeout: 120_000 }, async () => {
  const firstEvent: number[] = [];
  const detailsDone: number[] = [];
  const firstYtDlp: number[] = [];
  let withoutYtDlpProgress = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const downloadId = `bench-first-event-${round}`;
    const client = follow(downloadId);
    await client.opened;
    const started = performance.now();
    await start(`${server.origin}/clips/clip.mp4`, downloadId);
    const { events, times } = await client.done;
    // The engine's own 'Starting download...', sent the moment the job exists.
    firstEvent.push(times[0]! - started);
    detailsDone.push(times[events.findIndex((event) => event.message === 'Downloading video...')]! - started);
    const fromYtDlp = firstFromYtDlp(events);
    if (fromYtDlp < 0) withoutYtDlpProgress += 1;
    else firstYtDlp.push(times[fromYtDlp]! - started);
  }
  const describe = (values: number[]) => {
    if (values.length === 0) return 'none';
    const sorted = [...values].sort((a, b) => a - b);
    const middle = sorted.length / 2;
    const median = sorted.length % 2 ? sorted[Math.floor(middle)]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
    return `median ${median.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`;
  };
  console.log(
    [
      `first event on the stream after the start call (${ROUNDS} rounds, the engine's 'Starting download...'): ${describe(firstEvent)} (budget ≤ 500 ms)`,
      `  'Downloading video...' (the engine's, once yt-dlp -J has answered): ${describe(detailsDone)}`,
      `  first progress from yt-dlp's own output: ${describe(firstYtDlp)}` +
        (withoutYtDlpProgress > 0 ? ` (${withoutYtDlpProgress} round(s) had none)` : ''),
    ].join('\n'),
  );
});
