// The shared queue trusts nothing a Redis record says about files: a finished file's name is served only
// where a worker puts it (MEDIA_DIR/finished/<key>/), and an expiry removes only a job's own folder. Whoever
// can write to Redis gets no other file of the server served, and no folder removed.
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startRedis, type RedisServer } from '@toolnest/test-kit/redis';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobSpec } from '../src/starts';
import { isFinishedName, QUEUE_NAME, SharedJobState, type SharedFile } from '../src/scale-out/state';
import { startMediaWorker } from '../src/scale-out/worker';
import { fakeMediaServerForFile, FAST_LIMITS, onCleanup, tempDir, testApp, testServices, waitUntil } from './helpers';

const server = fakeMediaServerForFile();
let redis: RedisServer;

beforeAll(async () => {
  redis = await startRedis();
});
afterAll(() => redis?.stop());

function connection(): Redis {
  const client = new Redis(redis.url, { maxRetriesPerRequest: null });
  onCleanup(() => client.disconnect());
  return client;
}

/** A finished download as a worker would record it, but with `name` for its file. */
async function finishedJob(name: string): Promise<string> {
  const state = new SharedJobState(connection());
  const key = randomUUID();
  const spec: JobSpec = { key, kind: 'download', service: 'direct', url: 'http://127.0.0.1/clip.mp4', client: '10.8.0.1', downloadId: `names-${key.slice(0, 8)}` };
  expect(await state.create(spec, { phase: 'waiting', progress: 0, message: 'Starting download...' }, 10, 60_000)).toEqual({ ok: true });
  const file: SharedFile = { name: name.replaceAll('{key}', key), filename: 'clip.mp4', size: 6, contentType: 'video/mp4' };
  const complete = { phase: 'complete' as const, progress: 100, message: 'Download complete!', downloadUrl: `/api/download/file/${key}`, filename: 'clip.mp4' };
  expect(await state.publish(spec, complete, 60_000, { file })).toBeGreaterThan(0);
  return key;
}

describe('a finished file named in Redis', () => {
  it('is served from MEDIA_DIR/finished/<key>/ only: a name outside it, or another job\'s, is a 404', async () => {
    const mediaDir = join(tempDir('toolnest-media-names-'), 'media');
    const { app } = await testApp(server, { redisUrl: redis.url, mediaDir });
    // A file beside MEDIA_DIR (the server's own, say) and one in another job's folder.
    writeFileSync(join(mediaDir, '..', 'secret.txt'), 'secret');
    const other = randomUUID();
    mkdirSync(join(mediaDir, 'finished', other), { recursive: true });
    writeFileSync(join(mediaDir, 'finished', other, 'media.mp4'), 'theirs');

    for (const name of ['../secret.txt', 'finished/{key}/../../../secret.txt', `finished/${other}/media.mp4`, join(mediaDir, '..', 'secret.txt'), 'finished/{key}']) {
      const key = await finishedJob(name);
      const res = await app.inject({ method: 'GET', url: `/api/download/file/${key}` });
      expect(res.statusCode, name).toBe(404);
      expect(res.body, name).not.toMatch(/secret|theirs/);
    }

    const key = await finishedJob('finished/{key}/media.mp4');
    mkdirSync(join(mediaDir, 'finished', key), { recursive: true });
    writeFileSync(join(mediaDir, 'finished', key, 'media.mp4'), 'mine!!');
    const res = await app.inject({ method: 'GET', url: `/api/download/file/${key}` });
    expect([res.statusCode, res.body]).toEqual([200, 'mine!!']);
  });

  it('names a place only as a worker writes it', () => {
    const key = randomUUID();
    expect(isFinishedName(key, `finished/${key}/media.mp4`)).toBe(true);
    for (const name of [`finished/${key}/..`, `finished/${key}/.hidden`, `finished/${key}/a/b.mp4`, `finished/../${key}/x.mp4`, `/finished/${key}/x.mp4`, `finished/${randomUUID()}/x.mp4`, `other/${key}/x.mp4`]) {
      expect(isFinishedName(key, name), name).toBe(false);
    }
    expect(isFinishedName('..', 'finished/../x.mp4')).toBe(false);
  });
});

describe('an expiry read from Redis', () => {
  it("removes the job's own folder, never a folder its key points at", async () => {
    const mediaDir = join(tempDir('toolnest-media-names-'), 'media');
    const worker = await startMediaWorker({ ...FAST_LIMITS, services: testServices(tempDir()), dataDir: tempDir(), mediaDir, redisUrl: redis.url, concurrency: 1 });
    onCleanup(() => worker.close());
    const victim = join(mediaDir, 'victim');
    mkdirSync(victim);
    writeFileSync(join(victim, 'keep.txt'), 'keep');
    const key = randomUUID();
    mkdirSync(join(mediaDir, 'finished', key));
    writeFileSync(join(mediaDir, 'finished', key, 'media.mp4'), 'expired');

    const queue = new Queue(QUEUE_NAME, { connection: connection() });
    onCleanup(() => queue.close());
    await queue.add('expire', { key: '../victim' });
    await queue.add('expire', { key: '..' });
    await queue.add('expire', { key, name: '../victim/keep.txt', inBucket: true });
    // Last in line: once it is done, so are the others.
    await queue.add('expire', { key });
    await waitUntil(() => !existsSync(join(mediaDir, 'finished', key)), 'the real expiry', 20_000);
    expect(existsSync(join(victim, 'keep.txt'))).toBe(true);
    expect(existsSync(join(mediaDir, 'finished'))).toBe(true);
  });
});
