// The shared routes of the ./server plugin: the progress stream (inject and a real socket), MP3
// progress polling and the file download (Range, RFC 5987 name), plus the start API behind a
// test route standing in for the tool packages' start routes.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DownloadProgressEvent } from '../src/schemas';
import {
  eventsOf,
  fakeMediaServerForFile,
  newDownloadId,
  recordVideo,
  SEPARATE_FORMATS,
  survivors,
  tempDir,
  testApp,
  waitUntil,
  type TestApp,
} from './helpers';

const server = fakeMediaServerForFile();

/** The events of an event-stream body (and whether anything else than data and comments was in it). */
function parseStream(body: string): { events: DownloadProgressEvent[]; comments: string[] } {
  const blocks = body.split('\n\n').filter(Boolean);
  const events: DownloadProgressEvent[] = [];
  const comments: string[] = [];
  for (const block of blocks) {
    if (block.startsWith(':')) comments.push(block);
    else {
      expect(block).toMatch(/^data: \{.*\}$/);
      events.push(JSON.parse(block.slice('data: '.length)) as DownloadProgressEvent);
    }
  }
  return { events, comments };
}

async function startDownload(setup: TestApp, url: string, downloadId = newDownloadId(), service = 'direct') {
  const response = await setup.app.inject({ method: 'POST', url: '/api/test/download', payload: { service, url, downloadId } });
  expect(response.json()).toEqual({ success: true });
  return downloadId;
}

/** GET over a real socket; resolves with the response once its headers are in. */
function get(setup: TestApp, path: string, headers: Record<string, string> = {}): Promise<IncomingMessage> {
  const { port } = setup.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path, headers }, resolve).on('error', reject).end();
  });
}

function readAll(response: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => resolve(Buffer.concat(chunks)));
    response.on('error', reject);
  });
}

describe('GET /api/download/progress/:downloadId', () => {
  it('streams every event of a download as text/event-stream and closes after the last one', async () => {
    const setup = await testApp(server);
    const downloadId = await startDownload(setup, `${server.current.origin}/clips/muxed.mp4`);
    const response = await setup.app.inject({ method: 'GET', url: `/api/download/progress/${downloadId}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache, no-transform');
    const { events } = parseStream(response.body);
    expect(events.at(-1)).toMatchObject({ progress: 100, status: 'complete', filename: 'muxed.mp4', title: 'muxed' });
    expect(events.slice(0, -1).every((event) => event.status === undefined)).toBe(true);
    const progress = events.map((event) => event.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));

    // A late subscriber gets the latest event at once, and the stream closes.
    const late = await setup.app.inject({ method: 'GET', url: `/api/download/progress/${downloadId}` });
    expect(parseStream(late.body).events).toEqual([events.at(-1)]);
  });

  it('waits for a start call that lands after the stream opened', async () => {
    const setup = await testApp(server);
    const downloadId = newDownloadId();
    const stream = setup.app.inject({ method: 'GET', url: `/api/download/progress/${downloadId}` });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await startDownload(setup, `${server.current.origin}/clips/muxed.mp4`, downloadId);
    const { events } = parseStream((await stream).body);
    expect(events[0]).toEqual({ progress: 0, message: 'Starting download...' });
    expect(events.at(-1)!.status).toBe('complete');
  });

  it('answers 200 at once for an unknown id, sends heartbeats, then an error event when no start comes', async () => {
    // Heartbeats every 50 ms for 450 ms: at least two arrive even when a busy machine runs the timers late.
    const setup = await testApp(server, { unknownDownloadWaitMs: 450, heartbeatMs: 50 });
    const started = Date.now();
    const response = await setup.app.inject({ method: 'GET', url: `/api/download/progress/${newDownloadId()}` });
    expect(Date.now() - started).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBe(200);
    const { events, comments } = parseStream(response.body);
    expect(events).toEqual([{ progress: 0, message: 'This download was not found. Please start it again.', status: 'error' }]);
    expect(comments.length).toBeGreaterThanOrEqual(2);
    expect(comments.every((comment) => comment === ': heartbeat')).toBe(true);
  });

  it('answers 400 for a malformed id', async () => {
    const setup = await testApp(server);
    for (const id of ['..%2Fx', 'short', 'a'.repeat(65), 'bad%20id%20here']) {
      const response = await setup.app.inject({ method: 'GET', url: `/api/download/progress/${id}` });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Invalid download id.' });
    }
  });

  it('over a real socket: events arrive as they happen, and a visitor who leaves is forgotten', async () => {
    const setup = await testApp(server);
    await setup.app.listen({ port: 0, host: '127.0.0.1' });
    const downloadId = await startDownload(setup, `${server.current.origin}/slow/muxed.mp4?rate=12000`);
    const response = await get(setup, `/api/download/progress/${downloadId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const first = await new Promise<string>((resolve) => response.once('data', (chunk: Buffer) => resolve(chunk.toString())));
    expect(first).toMatch(/^data: \{/);
    expect(setup.engine.progress.listenerCount(downloadId)).toBe(1);
    response.destroy();
    await waitUntil(() => setup.engine.progress.listenerCount(downloadId) === 0, 'the listener to go');

    // A second visitor reads to the end.
    const again = await get(setup, `/api/download/progress/${downloadId}`);
    const { events } = parseStream((await readAll(again)).toString());
    expect(events.at(-1)).toMatchObject({ status: 'complete' });
  });

  it('shutdown ends open streams with an error event and kills the jobs', async () => {
    const setup = await testApp(server);
    await setup.app.listen({ port: 0, host: '127.0.0.1' });
    const downloadId = await startDownload(setup, `${server.current.origin}/slow/muxed.mp4?rate=1000`);
    const waiting = await get(setup, `/api/download/progress/${newDownloadId()}`);
    const following = await get(setup, `/api/download/progress/${downloadId}`);
    await waitUntil(() => setup.spawned.length > 0, 'the job to start');
    const bodies = Promise.all([readAll(waiting), readAll(following)]);
    await setup.app.close();
    const [waitingBody, followingBody] = (await bodies).map((body) => parseStream(body.toString()).events.at(-1));
    const shutdown = { progress: 0, message: 'The server is shutting down. Please try again in a moment.', status: 'error' };
    expect(waitingBody).toEqual(shutdown);
    expect(followingBody).toMatchObject({ status: 'error', message: shutdown.message });
    expect(survivors(setup.spawned)).toEqual([]);
  });
});

describe('GET /api/convert/progress/:conversionId', () => {
  it('answers the conversion’s state until it is complete', async () => {
    const setup = await testApp(server);
    const url = recordVideo(server.current.origin, server.clipsDir, setup.recordedDir, 'poll', { title: 'Polled', duration: 3, formats: SEPARATE_FORMATS });
    const start = await setup.app.inject({ method: 'POST', url: '/api/test/convert', payload: { service: 'recorded', url, quality: '128' } });
    const { conversionId } = start.json() as { conversionId: string };
    const first = await setup.app.inject({ method: 'GET', url: `/api/convert/progress/${conversionId}` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(first.json()).toEqual({ status: 'extracting', progress: 10, message: 'Extracting audio from YouTube video...' });
    let last: Record<string, unknown> = {};
    await waitUntil(() => {
      void setup.app.inject({ method: 'GET', url: `/api/convert/progress/${conversionId}` }).then((response) => (last = response.json()));
      return last.status === 'complete';
    }, 'the conversion');
    expect(last).toEqual({
      status: 'complete',
      progress: 100,
      message: 'Conversion complete!',
      title: 'Polled',
      downloadUrl: `/api/download/file/${conversionId}`,
      filename: 'Polled.mp3',
    });
  });

  it('answers 404 for unknown or malformed ids', async () => {
    const setup = await testApp(server);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      const response = await setup.app.inject({ method: 'GET', url: `/api/convert/progress/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'This conversion was not found. It may have expired; please convert again.' });
    }
  });
});

describe('GET /api/download/file/:job', () => {
  it('sends the file as an attachment named after the title, with Range', async () => {
    const setup = await testApp(server);
    await setup.app.listen({ port: 0, host: '127.0.0.1' });
    const url = recordVideo(server.current.origin, server.clipsDir, setup.recordedDir, 'named', {
      title: 'Café « naïve » 100%',
      duration: 3,
      formats: SEPARATE_FORMATS,
    });
    const downloadId = await startDownload(setup, url, newDownloadId(), 'recorded');
    const stream = await setup.app.inject({ method: 'GET', url: `/api/download/progress/${downloadId}` });
    const done = parseStream(stream.body).events.at(-1)!;
    const key = done.downloadUrl!.split('/').at(-1)!;
    const bytes = readFileSync(setup.engine.files.finished(key)!.path);

    const whole = await setup.app.inject({ method: 'GET', url: done.downloadUrl! });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-length']).toBe(String(bytes.length));
    expect(whole.headers['content-disposition']).toBe(
      `attachment; filename="Caf_ _ na_ve _ 100_.mp4"; filename*=UTF-8''Caf%C3%A9%20%C2%AB%20na%C3%AFve%20%C2%BB%20100%25.mp4`,
    );
    expect(whole.rawPayload.equals(bytes)).toBe(true);

    const part = await setup.app.inject({ method: 'GET', url: done.downloadUrl!, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${bytes.length}`);
    expect(part.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);

    const beyond = await setup.app.inject({ method: 'GET', url: done.downloadUrl!, headers: { range: `bytes=${bytes.length}-` } });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.json()).toEqual({ error: 'The requested range is beyond the end of the file.' });
    expect(beyond.headers['content-range']).toBe(`bytes */${bytes.length}`);

    const head = await setup.app.inject({ method: 'HEAD', url: done.downloadUrl! });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(bytes.length));
    expect(head.body).toBe('');

    // Over a real socket: the tail of the file by a suffix range.
    const tail = await get(setup, done.downloadUrl!, { range: 'bytes=-500' });
    expect(tail.statusCode).toBe(206);
    expect((await readAll(tail)).equals(bytes.subarray(bytes.length - 500))).toBe(true);
    const full = await get(setup, done.downloadUrl!);
    expect((await readAll(full)).equals(bytes)).toBe(true);
  });

  it('answers 404 for unknown ids and unfinished jobs', async () => {
    const setup = await testApp(server);
    const downloadId = await startDownload(setup, `${server.current.origin}/slow/muxed.mp4?rate=1000`);
    void downloadId;
    for (const id of ['00000000-0000-4000-8000-000000000000', '..%2F..%2Fetc%2Fpasswd', 'x']) {
      const response = await setup.app.inject({ method: 'GET', url: `/api/download/file/${id}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'This file is not available. It may have expired; please download it again.' });
    }
  });
});

describe('the start API behind a route (the bad-input table)', () => {
  it('answers 400, 409, 413, 429 and 503 as docs/api.md says, with { error } and Retry-After', async () => {
    const setup = await testApp(server, { startsPerMinute: 3, maxActivePerIp: 2 });
    const post = (payload: unknown, headers: Record<string, string> = {}) =>
      setup.app.inject({ method: 'POST', url: '/api/test/download', payload: payload as string, headers: { 'content-type': 'application/json', ...headers } });
    const slow = `${server.current.origin}/slow/muxed.mp4?rate=1000`;

    // Plain Fastify answers its own 400 body here; apps/api's error handler makes it { error } (apps/api/test/media.test.ts).
    expect((await post('{"url": ')).statusCode).toBe(400);
    const missing = await post({ downloadId: newDownloadId() });
    expect([missing.statusCode, missing.json()]).toEqual([400, { error: 'Please enter a test video URL.' }]);
    const other = await post({ url: 'https://www.youtube.com/watch?v=x', downloadId: newDownloadId() });
    expect([other.statusCode, other.json()]).toEqual([400, { error: 'Please enter a valid test URL.' }]);
    expect((await post({ url: slow, downloadId: '../x' })).statusCode).toBe(400);
    expect((await post({ url: slow, downloadId: newDownloadId(), padding: 'x'.repeat(17 * 1024) })).statusCode).toBe(413);
    expect(setup.spawned).toEqual([]);

    const id = newDownloadId();
    expect((await post({ url: slow, downloadId: id })).statusCode).toBe(200);
    expect((await post({ url: slow, downloadId: id })).statusCode).toBe(409);
    expect((await post({ url: slow, downloadId: newDownloadId() })).statusCode).toBe(200);
    const busy = await post({ url: slow, downloadId: newDownloadId() });
    expect(busy.statusCode).toBe(429);
    expect(busy.headers['retry-after']).toBe('30');
    expect(busy.json()).toEqual({ error: 'You already have 2 downloads in progress. Please try again when one of them has finished.' });
  });

  it('answers 503 { error } for a full queue (Retry-After), low disk and a missing program, and 429 with when to retry', async () => {
    const post = (setup: TestApp, payload: Record<string, unknown>, remoteAddress = '10.9.0.1') =>
      setup.app.inject({ method: 'POST', url: '/api/test/download', payload, remoteAddress });
    const slow = `${server.current.origin}/slow/muxed.mp4?rate=1000`;

    // One running, none may wait: the next start is refused, whoever sends it.
    const full = await testApp(server, { concurrency: 1, maxQueued: 0 });
    expect((await post(full, { url: slow, downloadId: newDownloadId() })).statusCode).toBe(200);
    const busy = await post(full, { url: slow, downloadId: newDownloadId() }, '10.9.0.2');
    expect([busy.statusCode, busy.json(), busy.headers['retry-after']]).toEqual([
      503,
      { error: 'The server is busy with other downloads. Please try again in a minute.' },
      '60',
    ]);
    expect(new Set(full.spawned.map((event) => event.jobKey)).size).toBe(1);

    // DATA_DIR's free space is under MEDIA_MAX_MB (a cap no disk has).
    const lowDisk = await testApp(server, { maxMegabytes: 1024 ** 4 });
    const disk = await post(lowDisk, { url: slow, downloadId: newDownloadId() });
    expect([disk.statusCode, disk.json(), disk.headers['retry-after']]).toEqual([
      503,
      { error: 'The server is low on disk space. Please try again later.' },
      '300',
    ]);

    const noYtDlp = await testApp(server, { ytDlpPath: join(tempDir(), 'yt-dlp') });
    const missing = await post(noYtDlp, { url: slow, downloadId: newDownloadId() });
    expect([missing.statusCode, missing.json()]).toEqual([503, { error: 'yt-dlp is not installed on the server.' }]);
    expect(lowDisk.spawned.concat(noYtDlp.spawned)).toEqual([]);

    // RATE_LIMIT_MEDIA_START_PER_MIN: the second start in the minute is refused, saying when to retry.
    const limited = await testApp(server, { startsPerMinute: 1 });
    const first = newDownloadId();
    expect((await post(limited, { url: `${server.current.origin}/missing`, downloadId: first })).statusCode).toBe(200);
    await eventsOf(limited.engine, first);
    const again = await post(limited, { url: slow, downloadId: newDownloadId() });
    expect(again.statusCode).toBe(429);
    const retryAfter = Number(again.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const when = retryAfter === 60 ? 'in 1 minute' : retryAfter === 1 ? 'in 1 second' : `in ${retryAfter} seconds`;
    expect(again.json()).toEqual({ error: `Too many downloads started. Please try again ${when}.` });
    // Another visitor may still start.
    expect((await post(limited, { url: `${server.current.origin}/missing`, downloadId: newDownloadId() }, '10.9.0.3')).statusCode).toBe(200);
  });
});
