// The start calls' checks of bad input: refusals never spawn anything, and the limits
// answer with the right status and a message that says when to try again.
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventsOf, fakeMediaServerForFile, newDownloadId, survivors, tempDir, testEngine, waitUntil } from './helpers';

const server = fakeMediaServerForFile();
const slowClip = () => `${server.current.origin}/slow/muxed.mp4?rate=1000`;

describe('start checks', () => {
  it('refuses bad URLs and ids with 400, spawning nothing and asking the site nothing', async () => {
    const { engine, spawned } = await testEngine(server);
    const before = server.current.requests.length;
    const good = `${server.current.origin}/clips/muxed.mp4`;
    const cases: Array<[unknown, unknown, string]> = [
      [undefined, newDownloadId(), 'Please enter a test video URL.'],
      [42, newDownloadId(), 'Please enter a test video URL.'],
      ['https://example.com/video.mp4', newDownloadId(), 'Please enter a valid test URL.'],
      ['javascript:alert(1)', newDownloadId(), 'Please enter a valid test URL.'],
      [`http://u:p@127.0.0.1:${new URL(good).port}/clips/muxed.mp4`, newDownloadId(), 'Please enter a valid test URL.'],
      ['https://127.0.0.1.evil.net/clips/muxed.mp4', newDownloadId(), 'Please enter a valid test URL.'],
      ['-o/tmp/x', newDownloadId(), 'Please enter a valid test URL.'],
      [`${good}?${'a'.repeat(3000)}`, newDownloadId(), 'Please enter a valid test URL.'],
      [good, '../x', 'The download id must be 8 to 64 letters, digits, "-" or "_".'],
      [good, 'short', 'The download id must be 8 to 64 letters, digits, "-" or "_".'],
      [good, undefined, 'The download id must be 8 to 64 letters, digits, "-" or "_".'],
    ];
    for (const [url, downloadId, error] of cases) {
      expect(await engine.startDownload({ service: 'direct', url, downloadId }, '10.3.0.1')).toEqual({ ok: false, status: 400, error });
    }
    expect(await engine.startDownload({ service: 'direct', url: good, downloadId: newDownloadId(), withoutWatermark: 'yes' }, '10.3.0.1')).toMatchObject({
      status: 400,
    });
    // The built-in services check their own hosts the same way.
    expect(await engine.startDownload({ service: 'youtube', url: 'https://youtube.com.evil.net/watch?v=x', downloadId: newDownloadId() }, '10.3.0.1')).toEqual({
      ok: false,
      status: 400,
      error: 'Please enter a valid YouTube URL.',
    });
    expect(spawned).toEqual([]);
    expect(server.current.requests.length).toBe(before);
    expect(engine.jobs.stats.jobs).toBe(0);
  });

  it('answers 409 for a download id in use', async () => {
    const { engine } = await testEngine(server);
    const downloadId = newDownloadId();
    const url = `${server.current.origin}/missing`;
    expect((await engine.startDownload({ service: 'direct', url, downloadId }, '10.3.0.2')).ok).toBe(true);
    expect(await engine.startDownload({ service: 'direct', url, downloadId }, '10.3.0.2')).toEqual({
      ok: false,
      status: 409,
      error: 'This download id is already in use.',
    });
    await eventsOf(engine, downloadId);
    // Still taken once it has ended (its events stay readable until the file time-to-live).
    expect((await engine.startDownload({ service: 'direct', url, downloadId }, '10.3.0.2')).ok).toBe(false);
  });

  it('limits accepted starts per IP a minute; a refused start costs nothing', async () => {
    const { engine } = await testEngine(server, { startsPerMinute: 2 });
    const url = `${server.current.origin}/missing`;
    const ids = [newDownloadId(), newDownloadId()];
    expect((await engine.startDownload({ service: 'direct', url: 'nope', downloadId: newDownloadId() }, '10.3.0.3')).ok).toBe(false);
    for (const downloadId of ids) expect((await engine.startDownload({ service: 'direct', url, downloadId }, '10.3.0.3')).ok).toBe(true);
    const refused = await engine.startDownload({ service: 'direct', url, downloadId: newDownloadId() }, '10.3.0.3');
    expect(refused).toMatchObject({ ok: false, status: 429 });
    if (refused.ok) return;
    expect(refused.error).toMatch(/^Too many downloads started\. Please try again in (\d+ seconds|1 minute)\.$/);
    expect(refused.retryAfterSeconds).toBeGreaterThan(50);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another visitor is not affected.
    expect((await engine.startDownload({ service: 'direct', url, downloadId: newDownloadId() }, '10.3.0.4')).ok).toBe(true);
    await Promise.all(ids.map((downloadId) => eventsOf(engine, downloadId)));
  });

  it('limits active jobs per IP', async () => {
    const { engine } = await testEngine(server, { maxActivePerIp: 1 });
    const first = newDownloadId();
    expect((await engine.startDownload({ service: 'direct', url: slowClip(), downloadId: first }, '10.3.0.5')).ok).toBe(true);
    expect(await engine.startDownload({ service: 'direct', url: slowClip(), downloadId: newDownloadId() }, '10.3.0.5')).toEqual({
      ok: false,
      status: 429,
      error: 'You already have 1 download in progress. Please try again when one of them has finished.',
      retryAfterSeconds: 30,
    });
    expect((await engine.startDownload({ service: 'direct', url: slowClip(), downloadId: newDownloadId() }, '10.3.0.6')).ok).toBe(true);
  });

  it('queues first in, first out, tells each job its place, and answers 503 when the queue is full', async () => {
    const { engine, spawned } = await testEngine(server, { concurrency: 1, maxQueued: 2 });
    const [a, b, c] = [newDownloadId(), newDownloadId(), newDownloadId()];
    const start = (downloadId: string, ip: string) => engine.startDownload({ service: 'direct', url: slowClip(), downloadId }, ip);
    expect(await start(a, '10.3.1.1')).toMatchObject({ ok: true, position: 0 });
    expect(await start(b, '10.3.1.2')).toMatchObject({ ok: true, position: 1 });
    expect(await start(c, '10.3.1.3')).toMatchObject({ ok: true, position: 2 });
    expect(engine.progress.ofDownload(b)).toEqual({ progress: 0, message: 'Waiting in queue (position 1)...' });
    expect(engine.progress.ofDownload(c)).toEqual({ progress: 0, message: 'Waiting in queue (position 2)...' });
    expect(await start(newDownloadId(), '10.3.1.4')).toEqual({
      ok: false,
      status: 503,
      error: 'The server is busy with other downloads. Please try again in a minute.',
      retryAfterSeconds: 60,
    });
    // Only the running job has started a program.
    await waitUntil(() => spawned.length > 0, 'the first job to start');
    expect(new Set(spawned.map((event) => event.jobKey)).size).toBe(1);
    // Shutdown ends the waiting jobs too.
    await engine.close();
    expect(survivors(spawned)).toEqual([]);
    for (const id of [a, b, c]) {
      expect(engine.progress.ofDownload(id)).toMatchObject({ status: 'error', message: 'The server is shutting down. Please try again in a moment.' });
    }
  });

  it('moves the line when a job ends', async () => {
    const { engine } = await testEngine(server, { concurrency: 1 });
    const [a, b, c] = [newDownloadId(), newDownloadId(), newDownloadId()];
    await engine.startDownload({ service: 'direct', url: `${server.current.origin}/missing`, downloadId: a }, '10.3.2.1');
    await engine.startDownload({ service: 'direct', url: slowClip(), downloadId: b }, '10.3.2.2');
    await engine.startDownload({ service: 'direct', url: slowClip(), downloadId: c }, '10.3.2.3');
    const events = await eventsOf(engine, a);
    expect(events.at(-1)!.status).toBe('error');
    await waitUntil(() => engine.progress.ofDownload(c)?.message === 'Waiting in queue (position 1)...', 'c to move up');
    expect(engine.progress.ofDownload(b)?.message).not.toMatch(/Waiting/);
  });

  it('answers 503 when DATA_DIR has less free space than the byte cap', async () => {
    const { engine, spawned } = await testEngine(server, { maxMegabytes: 1024 * 1024 * 1024 * 1024 });
    expect(await engine.startDownload({ service: 'direct', url: slowClip(), downloadId: newDownloadId() }, '10.3.3.1')).toEqual({
      ok: false,
      status: 503,
      error: 'The server is low on disk space. Please try again later.',
      retryAfterSeconds: 300,
    });
    expect(spawned).toEqual([]);
  });

  it('a missing program leaves the engine up and answers 503 naming it', async () => {
    const missing = join(tempDir(), 'no-such-yt-dlp');
    const { engine } = await testEngine(server, { ytDlpPath: missing });
    expect(engine.programs['yt-dlp']).toBeNull();
    expect(await engine.startDownload({ service: 'direct', url: slowClip(), downloadId: newDownloadId() }, '10.3.4.1')).toEqual({
      ok: false,
      status: 503,
      error: 'yt-dlp is not installed on the server.',
    });
    const notExecutable = join(tempDir(), 'ffmpeg');
    writeFileSync(notExecutable, '');
    chmodSync(notExecutable, 0o644);
    const other = await testEngine(server, { ffmpegPath: notExecutable });
    expect(await other.engine.startConversion({ service: 'direct', url: slowClip() }, '10.3.4.1')).toEqual({
      ok: false,
      status: 503,
      error: 'ffmpeg is not installed on the server.',
    });
  });
});
