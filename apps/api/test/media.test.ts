// The media engine as apps/api registers it: its settings from the environment, app.media, the
// shared routes under /api with the API's headers and error bodies, and the programs' versions in /api/health.
import { chmodSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import { mediaServer, sendStartFailure, type MediaServerOptions } from '@toolnest/media/server';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { readMediaConfig } from '../src/config/config';
import { ERROR_SERVER_OPTIONS, registerErrorBodies } from '../src/plugins/errors';
import { onCleanup, tempDir, testApp } from './helpers';

describe('media settings (readMediaConfig)', () => {
  it('reads every variable', () => {
    expect(
      readMediaConfig({
        YTDLP_PATH: ' /opt/yt-dlp/yt-dlp ',
        FFMPEG_PATH: '/usr/local/bin/ffmpeg',
        MEDIA_CONCURRENCY: '4',
        MEDIA_MAX_QUEUED: '0',
        MEDIA_FILE_TTL_MIN: '15',
        MEDIA_JOB_TIMEOUT_S: '600',
        MEDIA_STALL_TIMEOUT_S: '30',
        MEDIA_MAX_MB: '512',
        RATE_LIMIT_MEDIA_START_PER_MIN: '20',
        MEDIA_MAX_ACTIVE_PER_IP: '1',
        MEDIA_MAX_STREAMS_PER_IP: ' 4 ',
      }),
    ).toEqual({
      ytDlpPath: '/opt/yt-dlp/yt-dlp',
      ffmpegPath: '/usr/local/bin/ffmpeg',
      concurrency: 4,
      maxQueued: 0,
      fileTtlMinutes: 15,
      jobTimeoutSeconds: 600,
      stallTimeoutSeconds: 30,
      maxMegabytes: 512,
      startsPerMinute: 20,
      maxActivePerIp: 1,
      maxStreamsPerIp: 4,
    });
  });

  it.each([
    ['MEDIA_CONCURRENCY', '0', 'MEDIA_CONCURRENCY must be a whole number from 1 to 64 (jobs running at once), got "0".'],
    ['MEDIA_CONCURRENCY', 'two', 'MEDIA_CONCURRENCY must be a whole number from 1 to 64 (jobs running at once), got "two".'],
    ['MEDIA_MAX_MB', '1.5', 'MEDIA_MAX_MB must be a whole number from 1 to 1048576 (MB a download may reach), got "1.5".'],
    ['MEDIA_FILE_TTL_MIN', '-5', 'MEDIA_FILE_TTL_MIN must be a whole number from 1 to 10080 (minutes a finished file is kept), got "-5".'],
    ['MEDIA_JOB_TIMEOUT_S', '1e3', 'MEDIA_JOB_TIMEOUT_S must be a whole number from 1 to 86400 (seconds a job may run), got "1e3".'],
    [
      'RATE_LIMIT_MEDIA_START_PER_MIN',
      '0',
      'RATE_LIMIT_MEDIA_START_PER_MIN must be a whole number from 1 to 10000 (downloads started per minute per client IP), got "0".',
    ],
    ['MEDIA_MAX_ACTIVE_PER_IP', '0', 'MEDIA_MAX_ACTIVE_PER_IP must be a whole number from 1 to 1000 (jobs queued or running per client IP), got "0".'],
    ['MEDIA_MAX_STREAMS_PER_IP', '0', 'MEDIA_MAX_STREAMS_PER_IP must be a whole number from 1 to 1000 (progress streams open at once per client IP), got "0".'],
    ['MEDIA_MAX_STREAMS_PER_IP', '1001', 'MEDIA_MAX_STREAMS_PER_IP must be a whole number from 1 to 1000 (progress streams open at once per client IP), got "1001".'],
    ['MEDIA_MAX_STREAMS_PER_IP', 'ten', 'MEDIA_MAX_STREAMS_PER_IP must be a whole number from 1 to 1000 (progress streams open at once per client IP), got "ten".'],
  ])('stops the start-up on %s=%s', (name, value, message) => {
    expect(() => readMediaConfig({ [name]: value })).toThrow(message);
  });
});

describe('the media engine in the API', () => {
  it('is registered: app.media, the shared routes with { error } bodies, and the health body as before until the versions are read', async () => {
    const app = await testApp({ media: { unknownDownloadWaitMs: 50 } });
    expect(typeof app.media.startDownload).toBe('function');
    expect(typeof app.media.startConversion).toBe('function');

    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.body).toBe('{"status":"ok","versions":{"ytDlp":null,"ffmpeg":null}}');

    const badId = await app.inject({ method: 'GET', url: '/api/download/progress/..%2Fx' });
    expect([badId.statusCode, badId.json()]).toEqual([400, { error: 'Invalid download id.' }]);
    const unknownConversion = await app.inject({ method: 'GET', url: '/api/convert/progress/00000000-0000-4000-8000-000000000000' });
    expect(unknownConversion.statusCode).toBe(404);
    expect(unknownConversion.json()).toHaveProperty('error');
    const unknownFile = await app.inject({ method: 'GET', url: '/api/download/file/00000000-0000-4000-8000-000000000000' });
    expect(unknownFile.statusCode).toBe(404);
    expect(unknownFile.headers['x-content-type-options']).toBe('nosniff');

    // The stream keeps the API's security headers; an id no start claims ends with an error event.
    const stream = await app.inject({ method: 'GET', url: '/api/download/progress/no-such-download' });
    expect(stream.statusCode).toBe(200);
    expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(stream.headers['x-content-type-options']).toBe('nosniff');
    expect(stream.body).toBe('data: {"progress":0,"message":"This download was not found. Please start it again.","status":"error"}\n\n');
  });

  it('shows the versions yt-dlp and ffmpeg said at start in /api/health', async () => {
    const ytDlp = join(tempDir(), 'yt-dlp');
    writeFileSync(ytDlp, '#!/bin/sh\ncase "$1" in --version) echo 2026.11.20 ;; --help) echo "    --js-runtimes RUNTIME[:PATH]" ;; esac\n');
    chmodSync(ytDlp, 0o755);
    const ffmpeg = join(tempDir(), 'ffmpeg');
    writeFileSync(ffmpeg, '#!/bin/sh\necho "ffmpeg version 7.1.2-test Copyright (c) 2000-2025 the FFmpeg developers"\n');
    chmodSync(ffmpeg, 0o755);
    const app = await testApp({ media: { ytDlpPath: ytDlp, ffmpegPath: ffmpeg, logVersions: true } });
    await app.media.programInfo.readPrograms();
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect([health.statusCode, health.json()]).toEqual([200, { status: 'ok', versions: { ytDlp: '2026.11.20', ffmpeg: '7.1.2-test' } }]);
  });

  it('starts without yt-dlp, and the start calls name it', async () => {
    const app = await testApp({ media: { ytDlpPath: join(tempDir(), 'yt-dlp'), logVersions: true } });
    await app.media.programInfo.readPrograms();
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toEqual({ status: 'ok', versions: { ytDlp: null, ffmpeg: expect.stringMatching(/\d/) } });
    expect(
      await app.media.startDownload({ service: 'youtube', url: 'https://www.youtube.com/watch?v=x', downloadId: 'abcdefgh' }, '127.0.0.1'),
    ).toEqual({ ok: false, status: 503, error: 'yt-dlp is not installed on the server.' });
  });
});

/**
 * A server wired like buildApp's (the API's error bodies, TypeBox, the media plugin) with a start
 * route written as packages/media/README.md shows the tool packages' (buildApp is ready before a
 * test could add one, and no tool package has its route yet).
 */
async function appWithStartRoute(media: Omit<MediaServerOptions, 'dataDir'>) {
  const app = Fastify({ bodyLimit: 16 * 1024, ...ERROR_SERVER_OPTIONS }).withTypeProvider<TypeBoxTypeProvider>();
  onCleanup(() => app.close());
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  registerErrorBodies(app);
  await app.register(mediaServer, { ...media, dataDir: tempDir() });
  const DownloadBody = Type.Object({ url: Type.String(), downloadId: Type.String() });
  app.post('/api/download/youtube', { schema: { body: DownloadBody } }, async (request, reply) => {
    const { url, downloadId } = request.body;
    const started = await app.media.startDownload({ service: 'youtube', url, downloadId }, request.ip);
    return started.ok ? { success: true } : sendStartFailure(reply, started);
  });
  await app.ready();
  return (payload: string) =>
    app.inject({ method: 'POST', url: '/api/download/youtube', payload, headers: { 'content-type': 'application/json' } });
}

describe('a media start route under the API', () => {
  const video = JSON.stringify({ url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', downloadId: 'route-test-1' });

  it('answers malformed JSON, a missing field and a too-large body with { error }, not Fastify’s own body', async () => {
    const post = await appWithStartRoute({ ytDlpPath: join(tempDir(), 'yt-dlp') });
    const malformed = await post('{"url": ');
    expect([malformed.statusCode, malformed.json()]).toEqual([400, { error: 'The request body is not valid JSON.' }]);
    const missing = await post('{"downloadId": "route-test-1"}');
    expect([missing.statusCode, missing.json()]).toEqual([400, { error: 'URL is required.' }]);
    const large = await post(JSON.stringify({ url: 'x'.repeat(17 * 1024), downloadId: 'route-test-1' }));
    expect([large.statusCode, large.json()]).toEqual([413, { error: 'The request body is too large.' }]);
  });

  it('answers the engine’s 503s with { error } and Retry-After when there is one', async () => {
    const noYtDlp = await appWithStartRoute({ ytDlpPath: join(tempDir(), 'yt-dlp') });
    const missing = await noYtDlp(video);
    expect([missing.statusCode, missing.json(), missing.headers['retry-after']]).toEqual([
      503,
      { error: 'yt-dlp is not installed on the server.' },
      undefined,
    ]);
    const lowDisk = await appWithStartRoute({ maxMegabytes: 1024 ** 4 });
    const disk = await lowDisk(video);
    expect([disk.statusCode, disk.json(), disk.headers['retry-after']]).toEqual([
      503,
      { error: 'The server is low on disk space. Please try again later.' },
      '300',
    ]);
  });
});
