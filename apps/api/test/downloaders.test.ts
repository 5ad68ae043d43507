// The downloaders' start routes (the tools' ./server plugins) in the whole app: buildApp over a
// temporary DATA_DIR (a real SQLite file), the media engine's sites pointed at the fake media site,
// the real yt-dlp and ffmpeg. Every kind of bad input (missing, mistyped, other hosts, credentials, ports, long URLs, bad ids) by inject for each route; whole
// downloads over a real socket: the start call, the progress stream read as a browser reads it, the
// saved file checked with ffprobe.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { DOWNLOAD_ID_ERROR, WATERMARK_ERROR } from '@toolnest/media';
import { FAKE_VIDEOS, probe, startFakeMediaSite, type FakeMediaSite } from '@toolnest/media/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE_NAME } from '../src/stores';
import { dataDirOf, tempDir, testApp } from './helpers';

let site: FakeMediaSite;
beforeAll(async () => {
  site = await startFakeMediaSite();
}, 60_000);
afterAll(() => site?.close());

const QUICK = { pollIntervalMs: 100, killGraceMs: 1000 };
const app = (media: Record<string, unknown> = {}) => testApp({ media: { services: site.services, ...QUICK, ...media } });
const post = (server: FastifyInstance, url: string, payload: unknown, contentType = 'application/json') =>
  server.inject({ method: 'POST', url, payload: typeof payload === 'string' ? payload : JSON.stringify(payload), headers: { 'content-type': contentType } });
let counter = 0;
const newId = () => `downloaders-${process.pid}-${++counter}`;

const ROUTES = [
  { path: '/api/download/tiktok', name: 'TikTok', url: () => site.urls.tiktok, empty: 'Please enter a TikTok video URL.', invalid: 'Please enter a valid TikTok URL.' },
  { path: '/api/download/youtube', name: 'YouTube', url: () => site.urls.youtube, empty: 'Please enter a YouTube video URL.', invalid: 'Please enter a valid YouTube URL.' },
  { path: '/api/download/facebook', name: 'Facebook', url: () => site.urls.facebook, empty: 'Please enter a Facebook video URL.', invalid: 'Please enter a valid Facebook URL.' },
];

describe.each(ROUTES)('POST $path', ({ path, name, url, empty, invalid }) => {
  it('answers every bad body with 400 { success: false, error } and its sentence', async () => {
    const server = await app();
    const cases: Array<[unknown, string]> = [
      [{ downloadId: newId() }, empty],
      [{ url: 5, downloadId: newId() }, empty],
      [{ url: '   ', downloadId: newId() }, empty],
      [{ url: `https://www.${name.toLowerCase()}.com/${'x'.repeat(2048)}`, downloadId: newId() }, invalid],
      [{ url: `https://evil.net/?v=${name.toLowerCase()}.com`, downloadId: newId() }, invalid],
      [{ url: `https://${name.toLowerCase()}.com.evil.net/watch`, downloadId: newId() }, invalid],
      [{ url: url() }, DOWNLOAD_ID_ERROR],
      [{ url: url(), downloadId: 'short' }, DOWNLOAD_ID_ERROR],
      ['{"url": ', 'The request body is not valid JSON.'],
      ['"a string"', 'Request body must be a JSON object.'],
    ];
    for (const [payload, sentence] of cases) {
      const response = await post(server, path, payload);
      expect([response.statusCode, response.json()], JSON.stringify(payload).slice(0, 60)).toEqual([400, { success: false, error: sentence }]);
    }
    if (name === 'TikTok') {
      const yes = await post(server, path, { url: url(), downloadId: newId(), withoutWatermark: 'yes' });
      expect([yes.statusCode, yes.json()]).toEqual([400, { success: false, error: WATERMARK_ERROR }]);
    }
  });

  it('answers a reused id with 409, too many starts with 429 and Retry-After', async () => {
    const server = await app({ startsPerMinute: 2 });
    const downloadId = newId();
    expect((await post(server, path, { url: url(), downloadId })).json()).toEqual({ success: true });
    const reused = await post(server, path, { url: url(), downloadId });
    expect([reused.statusCode, reused.json()]).toEqual([409, { success: false, error: 'This download id is already in use.' }]);
    expect((await post(server, path, { url: url(), downloadId: newId() })).statusCode).toBe(200);
    const limited = await post(server, path, { url: url(), downloadId: newId() });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ success: false, error: expect.stringMatching(/^Too many downloads started\. Please try again in (\d+ seconds?|1 minute)\.$/) });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the engine’s refusals reach the page as sentences', () => {
  it('answers 503 naming yt-dlp when it is missing, on every route and the info card', async () => {
    const server = await app({ ytDlpPath: join(tempDir(), 'yt-dlp') });
    for (const { path, url } of ROUTES) {
      const response = await post(server, path, { url: url(), downloadId: newId() });
      expect([response.statusCode, response.json()], path).toEqual([503, { success: false, error: 'yt-dlp is not installed on the server.' }]);
    }
    const info = await post(server, '/api/video/info', { url: site.urls.youtube });
    expect([info.statusCode, info.json()]).toEqual([503, { success: false, error: 'yt-dlp is not installed on the server.' }]);
  });
});

/** A running server on a real socket, its base URL, and its DATA_DIR. */
async function listening(): Promise<{ base: string; dataDir: string }> {
  const server = await app();
  await server.listen({ port: 0, host: '127.0.0.1' });
  return { base: `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`, dataDir: dataDirOf(server) };
}

/** Reads a progress stream to its end as an EventSource would: each `data:` line is one event. */
async function streamEvents(base: string, downloadId: string): Promise<Array<Record<string, unknown>>> {
  const response = await fetch(`${base}/api/download/progress/${downloadId}`, { headers: { accept: 'text/event-stream' }, signal: AbortSignal.timeout(45_000) });
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const text = await response.text(); // the server ends the stream after the last event
  return text
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice('data: '.length)) as Record<string, unknown>);
}

/** Starts a download over the socket, follows it, saves the file; answers its ffprobe view and name. */
async function download(base: string, path: string, body: Record<string, unknown>) {
  const downloadId = newId();
  const start = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...body, downloadId }) });
  expect([start.status, await start.json()]).toEqual([200, { success: true }]);
  const events = await streamEvents(base, downloadId);
  const last = events.at(-1)!;
  expect(last, JSON.stringify(last)).toMatchObject({ status: 'complete', progress: 100, downloadUrl: expect.stringMatching(/^\/api\/download\/file\//) });
  const progress = events.map((event) => event.progress as number);
  expect(progress).toEqual([...progress].sort((a, b) => a - b));
  const file = await fetch(`${base}${String(last.downloadUrl)}`);
  expect(file.status).toBe(200);
  const dir = mkdtempSync(join(tmpdir(), 'toolnest-saved-'));
  try {
    const saved = join(dir, 'saved.mp4');
    writeFileSync(saved, Buffer.from(await file.arrayBuffer()));
    return { event: last, disposition: file.headers.get('content-disposition') ?? '', probe: probe(saved) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const videoOf = (result: Awaited<ReturnType<typeof download>>) => result.probe.streams.find((stream) => stream.codec_type === 'video');
const codecs = (result: Awaited<ReturnType<typeof download>>) => result.probe.streams.map((stream) => stream.codec_name).sort();

describe('whole downloads over a real socket', () => {
  it('TikTok: the watermarked copy by default, the clean one without', async () => {
    const { base, dataDir } = await listening();
    expect(existsSync(join(dataDir, DATABASE_FILE_NAME))).toBe(true);
    const watermarked = await download(base, '/api/download/tiktok', { url: site.urls.tiktok });
    expect(videoOf(watermarked)?.height).toBe(FAKE_VIDEOS.tiktok.watermarkedHeight);
    const clean = await download(base, '/api/download/tiktok', { url: site.urls.tiktok, withoutWatermark: true });
    expect(videoOf(clean)?.height).toBe(FAKE_VIDEOS.tiktok.cleanHeight);
    expect(clean.event.filename).toBe(`${FAKE_VIDEOS.tiktok.title}.mp4`);
    expect(clean.disposition).toContain('attachment');
  });

  // Facebook's whole download is its page's browser test.
  it('YouTube merges the separate H.264 video and AAC audio into one MP4', async () => {
    const { base } = await listening();
    const youtube = await download(base, '/api/download/youtube', { url: site.urls.youtube });
    expect(codecs(youtube)).toEqual(['aac', 'h264']);
    expect(youtube.event.filename).toBe(`${FAKE_VIDEOS.youtube.title}.mp4`);
  });

  it("a video the site does not have ends with an error event carrying yt-dlp's reason, readable", async () => {
    const { base } = await listening();
    const downloadId = newId();
    await fetch(`${base}/api/download/youtube`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: site.urls.youtubeMissing, downloadId }) });
    const events = await streamEvents(base, downloadId);
    expect(events.at(-1)).toEqual({ progress: expect.any(Number), status: 'error', message: 'The video was not found (the site answered 404).' });
  });
});
