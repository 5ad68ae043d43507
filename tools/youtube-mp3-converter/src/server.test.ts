// @vitest-environment node
// POST /api/convert/youtube-mp3 with the real media engine: refusals by inject (nothing spawned),
// and one conversion over a real socket with real yt-dlp and ffmpeg against the fake media site.
import { MP3_QUALITIES as ENGINE_QUALITIES, QUALITY_ERROR } from '@toolnest/media';
import type { MediaServerOptions } from '@toolnest/media/server';
import { probe, startFakeMediaSite, toolRouteApp, type FakeMediaSite } from '@toolnest/media/testing';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MAX_URL_LENGTH, MP3_QUALITIES, type ProgressAnswer } from './logic';
import { youtubeMp3ConverterServer } from './server';

const EMPTY = 'Please enter a YouTube URL to convert.';
const INVALID = 'Please enter a valid YouTube URL.';

let site: FakeMediaSite;
beforeAll(async () => {
  site = await startFakeMediaSite();
});
afterAll(() => site?.close());

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Served {
  app: FastifyInstance;
  spawned: string[];
}

/**
 * The plugin as apps/api registers it (toolRouteApp), the media engine over a temporary DATA_DIR.
 * `fake`: the engine's YouTube is the fake site; otherwise it is the real one (only refusals then).
 */
async function serve({ fake = false, perMinute, media = {} }: { fake?: boolean; perMinute?: number; media?: Partial<MediaServerOptions> } = {}): Promise<Served> {
  const spawned: string[] = [];
  const { app, close } = await toolRouteApp(youtubeMp3ConverterServer, {
    perMinute,
    media: { onSpawn: (event) => spawned.push(event.file), services: fake ? site.services : [], ...media },
  });
  cleanups.push(close);
  return { app, spawned };
}

const convert = (app: FastifyInstance, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: '/api/convert/youtube-mp3',
    ...(typeof payload === 'string' ? { payload, headers: { 'content-type': 'application/json' } } : { payload: payload as object }),
  });

describe('POST /api/convert/youtube-mp3', () => {
  it('offers the engine’s qualities, no more, no fewer', () => {
    expect(MP3_QUALITIES).toEqual(ENGINE_QUALITIES);
  });

  it('refuses a bad body with a 400 sentence and starts nothing', async () => {
    const { app, spawned } = await serve();
    const video = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
    const cases: Array<[unknown, string]> = [
      [{}, EMPTY],
      [{ url: '' }, EMPTY],
      [{ url: '   ' }, EMPTY],
      [{ quality: '128' }, EMPTY],
      // Not a string: no URL at all, as the engine says too.
      [{ url: 5 }, EMPTY],
      [{ url: null }, EMPTY],
      [{ url: `${video}&t=${'1'.repeat(MAX_URL_LENGTH)}` }, INVALID],
      // The host rule runs on the parsed URL: naming YouTube elsewhere is not enough.
      [{ url: 'https://evil.net/?v=youtube.com' }, INVALID],
      [{ url: 'https://youtube.com.evil.net/watch?v=x' }, INVALID],
      [{ url: 'https://notyoutube.com/watch?v=x' }, INVALID],
      [{ url: 'ftp://www.youtube.com/watch?v=x' }, INVALID],
      [{ url: 'javascript:youtube.com' }, INVALID],
      [{ url: 'https://user:pass@www.youtube.com/watch?v=x' }, INVALID],
      [{ url: video, quality: 'loudest' }, QUALITY_ERROR],
      [{ url: video, quality: 128 }, QUALITY_ERROR],
      [{ url: video, quality: '64' }, QUALITY_ERROR],
      [{ url: video, quality: null }, QUALITY_ERROR],
    ];
    for (const [payload, error] of cases) {
      const response = await convert(app, payload);
      expect([response.statusCode, response.json()], JSON.stringify(payload).slice(0, 60)).toEqual([400, { error }]);
    }
    expect(QUALITY_ERROR).toBe('The quality must be one of 320, 256, 192, 128, 96 kbps.');

    for (const malformed of ['{"url": "https://youtu.be/x",', 'not json']) {
      const response = await convert(app, malformed);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: expect.stringMatching(/JSON/) });
    }
    expect(spawned).toEqual([]);
  });

  it('passes YouTube’s hosts to the engine, whose refusals keep their status: yt-dlp missing is a 503 naming it', async () => {
    const { app, spawned } = await serve({ media: { ytDlpPath: '/nonexistent/yt-dlp' } });
    for (const url of ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://youtu.be/dQw4w9WgXcQ', 'http://m.youtube.com/shorts/abc', 'https://music.youtube.com/watch?v=x']) {
      const response = await convert(app, { url, quality: '192' });
      expect([response.statusCode, response.json()], url).toEqual([503, { error: 'yt-dlp is not installed on the server.' }]);
    }
    expect(spawned).toEqual([]);
  });

  it('too many starts: the engine’s 429 with its sentence and Retry-After; the route’s own limit too', async () => {
    const { app } = await serve({ fake: true, media: { startsPerMinute: 1 } });
    const first = await convert(app, { url: site.urls.youtube, quality: '96' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ conversionId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const second = await convert(app, { url: site.urls.youtube, quality: '96' });
    expect(second.statusCode).toBe(429);
    expect(second.json()).toEqual({ error: expect.stringMatching(/^Too many downloads started\. Please try again in (1 minute|\d+ seconds?)\.$/) });
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);

    const limited = await serve({ perMinute: 1, media: { ytDlpPath: '/nonexistent/yt-dlp' } });
    expect((await convert(limited.app, { url: 'https://youtu.be/x' })).statusCode).toBe(503);
    expect((await convert(limited.app, { url: 'https://youtu.be/x' })).statusCode).toBe(429);
  });

  it('over a real socket: starts, is polled to complete, and serves a 128 kbps MP3 made by yt-dlp and ffmpeg', async () => {
    const { app, spawned } = await serve({ fake: true });
    const origin = await app.listen({ port: 0, host: '127.0.0.1' });
    const started = await fetch(`${origin}/api/convert/youtube-mp3`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ url: site.urls.youtube, quality: '128' }),
    });
    expect(started.status).toBe(200);
    const { conversionId } = (await started.json()) as { conversionId: string };

    const seen: ProgressAnswer[] = [];
    const deadline = Date.now() + 45_000;
    for (;;) {
      const answer = (await (await fetch(`${origin}/api/convert/progress/${conversionId}`)).json()) as ProgressAnswer;
      seen.push(answer);
      if (answer.status === 'complete' || answer.status === 'error') break;
      if (Date.now() > deadline) throw new Error(`no end: ${JSON.stringify(answer)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seen[0]).toMatchObject({ status: 'extracting', progress: 10, message: 'Extracting audio from YouTube video...' });
    expect(seen.at(-1)).toEqual({
      status: 'complete',
      progress: 100,
      message: 'Conversion complete!',
      title: 'Fake YouTube clip',
      downloadUrl: `/api/download/file/${conversionId}`,
      filename: 'Fake YouTube clip.mp3',
    });
    expect(spawned.some((file) => file.endsWith('yt-dlp'))).toBe(true);
    expect(spawned.some((file) => file.endsWith('ffmpeg'))).toBe(true);

    const file = await fetch(`${origin}${seen.at(-1)!.downloadUrl}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('audio/mpeg');
    expect(file.headers.get('content-disposition')).toContain('Fake YouTube clip.mp3');
    const dir = mkdtempSync(join(tmpdir(), 'toolnest-mp3-file-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    const saved = join(dir, 'saved.mp3');
    writeFileSync(saved, Buffer.from(await file.arrayBuffer()));
    const { streams, format } = probe(saved);
    expect(streams).toEqual([expect.objectContaining({ codec_type: 'audio', codec_name: 'mp3', bit_rate: '128000' })]);
    expect(Number(format.duration)).toBeCloseTo(3, 0);
  });
});
