// The per-IP cap on open progress streams (MEDIA_MAX_STREAMS_PER_IP): one stream more than the cap
// is a 429 with no stream opened, the open ones keep working, and every way a stream ends (the
// client leaving, the terminal event, the wait for a start call running out, shutdown) frees its
// slot exactly once. Inject and the real sockets both come from 127.0.0.1, so they share one count.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import type { DownloadProgressEvent } from '../src/schemas';
import { TOO_MANY_STREAMS_ERROR } from '../src/server';
import { fakeMediaServerForFile, newDownloadId, testApp, waitUntil, type TestApp } from './helpers';

const server = fakeMediaServerForFile();
const IP = '127.0.0.1';
const CAP = 10;

function get(setup: TestApp, path: string): Promise<IncomingMessage> {
  const { port } = setup.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path }, resolve).on('error', reject).end();
  });
}

function readAll(response: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => resolve(Buffer.concat(chunks).toString()));
    response.on('error', reject);
  });
}

const lastEvent = (body: string): DownloadProgressEvent =>
  JSON.parse(body.split('\n\n').filter((block) => block.startsWith('data: ')).at(-1)!.slice('data: '.length)) as DownloadProgressEvent;

async function startDownload(setup: TestApp, downloadId: string) {
  const url = `${server.current.origin}/clips/muxed.mp4`;
  const response = await setup.app.inject({ method: 'POST', url: '/api/test/download', payload: { service: 'direct', url, downloadId } });
  expect(response.json()).toEqual({ success: true });
}

const progressUrl = (downloadId: string) => `/api/download/progress/${downloadId}`;

describe('the per-IP cap on progress streams', () => {
  it('inject: the 11th stream gets 429 and opens nothing; the 10 open ones get every event, and their end frees every slot', async () => {
    // A long wait: the streams stay open until the start call below, never until a timer.
    const setup = await testApp(server, { unknownDownloadWaitMs: 600_000 });
    const downloadId = newDownloadId();
    const open = Array.from({ length: CAP }, () => setup.app.inject({ method: 'GET', url: progressUrl(downloadId) }));
    await waitUntil(() => setup.engine.streams.count(IP) === CAP, 'ten open streams');

    const refused = await setup.app.inject({ method: 'GET', url: progressUrl(downloadId) });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toMatch(/^application\/json/);
    expect(refused.json()).toEqual({ error: TOO_MANY_STREAMS_ERROR });
    expect(setup.engine.streams.count(IP)).toBe(CAP);

    // The terminal event closes all ten and frees their slots.
    await startDownload(setup, downloadId);
    for (const response of await Promise.all(open)) {
      expect(response.statusCode).toBe(200);
      expect(lastEvent(response.body)).toMatchObject({ progress: 100, status: 'complete' });
    }
    expect(setup.engine.streams.count(IP)).toBe(0);

    // Ten fresh streams fit again, and the 11th is refused again.
    const again = Array.from({ length: CAP }, () => setup.app.inject({ method: 'GET', url: progressUrl(newDownloadId()) }));
    await waitUntil(() => setup.engine.streams.count(IP) === CAP, 'ten open streams again');
    expect((await setup.app.inject({ method: 'GET', url: progressUrl(newDownloadId()) })).statusCode).toBe(429);
    // Shutdown ends them with its error event and frees them too.
    await setup.app.close();
    for (const response of await Promise.all(again)) expect(lastEvent(response.body).status).toBe('error');
    expect(setup.engine.streams.count(IP)).toBe(0);
  });

  it('a real socket: the 11th gets 429, a visitor who leaves frees one slot (once), and the others keep streaming', async () => {
    const setup = await testApp(server, { unknownDownloadWaitMs: 600_000 });
    await setup.app.listen({ port: 0, host: '127.0.0.1' });
    const downloadId = newDownloadId();
    const streams = await Promise.all(Array.from({ length: CAP }, () => get(setup, progressUrl(downloadId))));
    expect(streams.map((response) => response.statusCode)).toEqual(Array(CAP).fill(200));
    expect(setup.engine.streams.count(IP)).toBe(CAP);

    const refused = await get(setup, progressUrl(downloadId));
    expect(refused.statusCode).toBe(429);
    expect(JSON.parse(await readAll(refused))).toEqual({ error: TOO_MANY_STREAMS_ERROR });
    expect(setup.engine.streams.count(IP)).toBe(CAP);

    // One visitor leaves: exactly one slot frees, and a new stream takes it.
    const [leaving, ...staying] = streams;
    leaving!.destroy();
    await waitUntil(() => setup.engine.streams.count(IP) === CAP - 1, 'the slot of the stream that closed');
    const replacement = await get(setup, progressUrl(downloadId));
    expect(replacement.statusCode).toBe(200);
    expect(setup.engine.streams.count(IP)).toBe(CAP);
    expect((await get(setup, progressUrl(downloadId))).statusCode).toBe(429);

    // The ten open streams (nine old, one new) all see the download to its end.
    const bodies = Promise.all([...staying, replacement].map(readAll));
    await startDownload(setup, downloadId);
    for (const body of await bodies) expect(lastEvent(body)).toMatchObject({ progress: 100, status: 'complete' });
    await waitUntil(() => setup.engine.streams.count(IP) === 0, 'every slot to be free');
  });

  it('frees the slot when an id no start claims runs out its wait', async () => {
    const setup = await testApp(server, { unknownDownloadWaitMs: 50, maxStreamsPerIp: 1 });
    for (let round = 0; round < 3; round += 1) {
      const response = await setup.app.inject({ method: 'GET', url: progressUrl(newDownloadId()) });
      expect(response.statusCode).toBe(200);
      expect(lastEvent(response.body)).toEqual({ progress: 0, message: 'This download was not found. Please start it again.', status: 'error' });
      expect(setup.engine.streams.count(IP)).toBe(0);
    }
  });

  it('counts each client IP on its own, and a malformed id takes no slot', async () => {
    const setup = await testApp(server, { unknownDownloadWaitMs: 600_000, maxStreamsPerIp: 1 });
    const held = setup.app.inject({ method: 'GET', url: progressUrl(newDownloadId()) });
    await waitUntil(() => setup.engine.streams.count(IP) === 1, 'the first stream');
    const other = setup.app.inject({ method: 'GET', url: progressUrl(newDownloadId()), remoteAddress: '10.0.0.2' });
    await waitUntil(() => setup.engine.streams.count('10.0.0.2') === 1, 'the other client’s stream');
    expect((await setup.app.inject({ method: 'GET', url: progressUrl('..%2Fx') })).statusCode).toBe(400);
    expect((await setup.app.inject({ method: 'GET', url: progressUrl(newDownloadId()) })).statusCode).toBe(429);
    await setup.app.close();
    await Promise.all([held, other]);
    expect([setup.engine.streams.count(IP), setup.engine.streams.count('10.0.0.2')]).toEqual([0, 0]);
  });
});
