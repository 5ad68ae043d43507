// The shared queue (REDIS_URL), in one process: two API servers' media plugins and queue
// workers on one real Redis and one MEDIA_DIR. A job started on one server runs on a worker, and the
// other server streams it, polls it and serves its file; the per-client limits and download ids hold
// across servers; a stopping worker hands its job to another. (apps/api's scale-out test does the same
// across processes, with a worker killed mid-job.)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { startRedis, type RedisServer } from '@toolnest/test-kit/redis';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DownloadProgressEvent } from '../src/schemas';
import type { MediaBucketOptions } from '../src/scale-out/bucket';
import { startFakeBucket } from '../src/testing/fake-bucket';
import { startMediaWorker, type MediaWorker } from '../src/scale-out/worker';
import { fakeMediaServerForFile, FAST_LIMITS, newDownloadId, onCleanup, tempDir, testApp, testServices, waitUntil, type TestApp } from './helpers';

const server = fakeMediaServerForFile();
let redis: RedisServer;

beforeAll(async () => {
  redis = await startRedis();
});
afterAll(() => redis?.stop());
beforeEach(async () => {
  const client = new Redis(redis.url);
  await client.flushall();
  client.disconnect();
});

interface Site {
  a: TestApp;
  b: TestApp;
  mediaDir: string;
  worker: (options?: { concurrency?: number; spawned?: string[] }) => Promise<MediaWorker>;
}

/** Two servers and a way to start workers, all on one Redis and one MEDIA_DIR (and `bucket`, when given). */
async function site({ bucket, ...limits }: { maxActivePerIp?: number; startsPerMinute?: number; bucket?: MediaBucketOptions } = {}): Promise<Site> {
  const mediaDir = tempDir('toolnest-media-shared-');
  const options = { redisUrl: redis.url, mediaDir, bucket, ...limits };
  const a = await testApp(server, options);
  const b = await testApp(server, options);
  // `spawned`: the job keys of the programs the worker starts.
  const worker = async ({ concurrency = 1, spawned = [] as string[] } = {}) => {
    const started = await startMediaWorker({
      ...FAST_LIMITS,
      services: testServices(tempDir('toolnest-media-recorded-')),
      dataDir: tempDir('toolnest-media-worker-'),
      mediaDir,
      redisUrl: redis.url,
      concurrency,
      stalledCheckSeconds: 2,
      bucket,
      onSpawn: (event) => spawned.push(event.jobKey),
    });
    onCleanup(() => started.close());
    return started;
  };
  return { a, b, mediaDir, worker };
}

function start(app: TestApp, url: string, downloadId = newDownloadId()) {
  return app.app.inject({ method: 'POST', url: '/api/test/download', payload: { url, downloadId } });
}

/** The whole progress stream of a download on one server (inject waits for its end). */
async function streamOf(app: TestApp, downloadId: string): Promise<DownloadProgressEvent[]> {
  const response = await app.app.inject({ method: 'GET', url: `/api/download/progress/${downloadId}` });
  expect(response.statusCode).toBe(200);
  return response.body
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice('data: '.length)) as DownloadProgressEvent);
}

const progressOf = (events: DownloadProgressEvent[]) => events.map((event) => event.progress);

describe('the shared queue (REDIS_URL)', () => {
  it('runs a job started on one server on a worker; the other server streams every event and serves the file', async () => {
    const { a, b, worker } = await site();
    await worker();
    const downloadId = newDownloadId();
    // The stream opens on B before the start lands on A: it waits for the job, wherever it starts.
    const streamed = streamOf(b, downloadId);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await start(a, `${server.current.origin}/clips/muxed.mp4`, downloadId)).json()).toEqual({ success: true });
    const events = await streamed;
    expect(events.length).toBeGreaterThan(2);
    expect(progressOf(events)).toEqual([...progressOf(events)].sort((x, y) => x - y));
    const last = events.at(-1)!;
    expect(last).toMatchObject({ status: 'complete', progress: 100, message: 'Download complete!' });
    expect(events.filter((event) => event.status)).toHaveLength(1);

    const file = await a.app.inject({ method: 'GET', url: last.downloadUrl! });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(readFileSync(join(server.clipsDir, 'muxed.mp4')))).toBe(true);
    // A stream that opens after the end gets the last event alone.
    expect(await streamOf(a, downloadId)).toEqual([last]);
  });

  it('stops a worker\'s start with the reason it cannot reach Redis', async () => {
    await expect(startMediaWorker({ dataDir: tempDir('toolnest-media-worker-'), redisUrl: 'redis://127.0.0.1:9' })).rejects.toThrow(
      /^Cannot connect to REDIS_URL: connect ECONNREFUSED 127\.0\.0\.1:9$/,
    );
  });

  it('keeps finished files in a bucket (MEDIA_S3_*), and answers a request for one with a short-lived signed URL', async () => {
    const fake = await startFakeBucket();
    onCleanup(() => fake.close());
    const bucket = { bucket: 'toolnest-media', region: 'us-east-1', endpoint: fake.endpoint, accessKeyId: 'test', secretAccessKey: 'test-secret', urlTtlSeconds: 300 };
    const { a, b, mediaDir, worker } = await site({ bucket });
    await worker();
    const downloadId = newDownloadId();
    await start(a, `${server.current.origin}/clips/muxed.mp4`, downloadId);
    const last = (await streamOf(b, downloadId)).at(-1)!;
    expect(last).toMatchObject({ status: 'complete', filename: 'muxed.mp4' });
    const answer = await b.app.inject({ method: 'GET', url: last.downloadUrl! });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    const location = new URL(answer.headers.location as string);
    expect(`${location.origin}${location.pathname}`).toMatch(new RegExp(`^${fake.endpoint}/toolnest-media/finished/[0-9a-f-]{36}/media\\.mp4$`));
    expect(location.searchParams.get('X-Amz-Expires')).toBe('300');
    const file = await fetch(location);
    expect(file.headers.get('content-disposition')).toBe(`attachment; filename="muxed.mp4"; filename*=UTF-8''muxed.mp4`);
    expect(file.headers.get('content-type')).toBe('video/mp4');
    expect(Buffer.from(await file.arrayBuffer()).equals(readFileSync(join(server.clipsDir, 'muxed.mp4')))).toBe(true);
    // Nothing of it is left on the shared disk.
    expect(readdirSync(join(mediaDir, 'finished'))).toEqual([]);
  });

  it('answers MP3 progress on either server, and one download id once across both', async () => {
    const { a, b, mediaDir, worker } = await site();
    await worker();
    const converted = await a.app.inject({ method: 'POST', url: '/api/test/convert', payload: { url: `${server.current.origin}/clips/muxed.mp4`, quality: '128' } });
    const { conversionId } = converted.json<{ conversionId: string }>();
    let progress: { status: string; downloadUrl?: string } = { status: 'extracting' };
    const deadline = Date.now() + 45_000;
    while (progress.status !== 'complete' && progress.status !== 'error' && Date.now() < deadline) {
      progress = (await b.app.inject({ method: 'GET', url: `/api/convert/progress/${conversionId}` })).json();
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(progress).toMatchObject({ status: 'complete', progress: 100 });
    const file = await b.app.inject({ method: 'GET', url: progress.downloadUrl! });
    expect(file.headers['content-type']).toBe('audio/mpeg');
    expect(statSync(join(mediaDir, 'finished', conversionId, 'audio.mp3')).size).toBe(file.rawPayload.length);

    const downloadId = newDownloadId();
    expect((await start(a, `${server.current.origin}/clips/muxed.mp4`, downloadId)).statusCode).toBe(200);
    const again = await start(b, `${server.current.origin}/clips/muxed.mp4`, downloadId);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'This download id is already in use.' });
  });

  it('counts a client\'s active jobs across servers', async () => {
    const slow = `${server.current.origin}/slow/muxed.mp4?rate=4000`;
    const active = await site({ maxActivePerIp: 1 });
    expect((await start(active.a, slow)).statusCode).toBe(200);
    const refused = await start(active.b, slow);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'You already have 1 download in progress. Please try again when one of them has finished.' });
  });

  it('counts a client\'s starts across servers', async () => {
    const slow = `${server.current.origin}/slow/muxed.mp4?rate=4000`;
    const starts = await site({ startsPerMinute: 2 });
    expect((await start(starts.a, slow)).statusCode).toBe(200);
    expect((await start(starts.b, slow)).statusCode).toBe(200);
    const third = await start(starts.a, slow);
    expect(third.statusCode).toBe(429);
    expect(third.json<{ error: string }>().error).toMatch(/^Too many downloads started\. Please try again in (1 minute|\d+ seconds?)\.$/);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('tells the jobs in line their places as the line moves', async () => {
    const { a, b, worker } = await site();
    await worker();
    const slow = `${server.current.origin}/slow/muxed.mp4?rate=40000`;
    const [first, second, third] = [newDownloadId(), newDownloadId(), newDownloadId()];
    await start(a, slow, first);
    const firstEvents = streamOf(a, first);
    await waitUntil(() => a.engine.progress.listenerCount(first) === 1, 'the first stream');
    // Once the worker has taken the first, the next two wait.
    const deadline = Date.now() + 30_000;
    while ((await a.app.media.progress.ofDownload(first))?.message === 'Starting download...' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await start(b, slow, second);
    await start(a, slow, third);
    const thirdEvents = await streamOf(b, third);
    const waiting = thirdEvents.filter((event) => event.message.startsWith('Waiting')).map((event) => event.message);
    expect(waiting).toEqual(['Waiting in queue (position 2)...', 'Waiting in queue (position 1)...']);
    expect(thirdEvents.at(-1)).toMatchObject({ status: 'complete' });
    await firstEvents;
  });

  it('ends a stream without a last event when its server stops: the job goes on, and a stream on another server has its latest state first', async () => {
    const { a, b, worker } = await site();
    await worker();
    const downloadId = newDownloadId();
    await start(a, `${server.current.origin}/slow/muxed.mp4?rate=20000`, downloadId);
    const onB = streamOf(b, downloadId);
    await waitUntil(() => b.engine.progress.listenerCount(downloadId) === 1, 'the stream on B');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await b.app.close();
    const cut = await onB;
    expect(cut.length).toBeGreaterThan(0);
    expect(cut.filter((event) => event.status)).toEqual([]);
    // The browser's reconnection, here to A: the latest state first, then on to the end.
    const resumed = await streamOf(a, downloadId);
    expect(resumed[0]!.progress).toBeGreaterThanOrEqual(cut.at(-1)!.progress);
    expect(resumed.at(-1)).toMatchObject({ status: 'complete' });
  });

  it('hands a stopping worker\'s job to another, which goes on from its progress', async () => {
    const { a, b, worker } = await site();
    const spawnedByFirst: string[] = [];
    const spawnedBySecond: string[] = [];
    const first = await worker({ spawned: spawnedByFirst });
    const downloadId = newDownloadId();
    await start(a, `${server.current.origin}/slow/muxed.mp4?rate=20000`, downloadId);
    const streamed = streamOf(b, downloadId);
    await waitUntil(() => b.engine.progress.listenerCount(downloadId) === 1, 'the stream to follow');
    // Let it download a while, then stop its worker and start another.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await first.close();
    expect(b.engine.progress.listenerCount(downloadId)).toBe(1);
    await worker({ spawned: spawnedBySecond });
    const events = await streamed;
    expect(spawnedByFirst.length).toBeGreaterThan(0);
    expect(spawnedBySecond.length).toBeGreaterThan(0);
    expect(events.at(-1)).toMatchObject({ status: 'complete' });
    expect(events.filter((event) => event.status)).toHaveLength(1);
    expect(progressOf(events)).toEqual([...progressOf(events)].sort((x, y) => x - y));
  });
});
