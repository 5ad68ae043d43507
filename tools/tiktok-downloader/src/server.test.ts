// The plugin as apps/api registers it (toolRouteApp: TypeBox validation, the rate-limit plugin, under /api) beside
// the media plugin, whose sites point at 127.0.0.1 (no download here reaches a site: the engine's
// answer to the start is what is checked). Every route's shared cases (sentences, 409, 429, 503, a
// whole download over a socket) are in apps/api/test/downloaders.test.ts.
import { WATERMARK_ERROR } from '@toolnest/media';
import { toolRouteApp, type MediaTestApp } from '@toolnest/media/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { tiktokDownloaderServer, toolServer } from './server';

const apps: MediaTestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function serve(perMinute?: number) {
  const served = await toolRouteApp(tiktokDownloaderServer, { perMinute });
  apps.push(served);
  return (payload: object) => served.app.inject({ method: 'POST', url: '/api/download/tiktok', payload });
}

const URL = 'http://127.0.0.1:9/www.tiktok.com/@user/video/1';
let counter = 0;
const id = () => `tiktok-route-${++counter}`;

describe('POST /api/download/tiktok', () => {
  it('starts a download with or without the watermark, the default with it', async () => {
    const post = await serve();
    for (const withoutWatermark of [true, false, undefined]) {
      const response = await post({ url: URL, downloadId: id(), ...(withoutWatermark === undefined ? {} : { withoutWatermark }) });
      expect([response.statusCode, response.json()]).toEqual([200, { success: true }]);
    }
  });

  it("refuses a withoutWatermark that is not a boolean, and another site's URL, with { success: false, error }", async () => {
    const post = await serve();
    const yes = await post({ url: URL, downloadId: id(), withoutWatermark: 'yes' });
    expect([yes.statusCode, yes.json()]).toEqual([400, { success: false, error: WATERMARK_ERROR }]);
    for (const url of ['https://evil.net/?v=tiktok.com', 'https://tiktok.com.evil.net/video/1']) {
      const other = await post({ url, downloadId: id() });
      expect([other.statusCode, other.json()]).toEqual([400, { success: false, error: 'Please enter a valid TikTok URL.' }]);
    }
  });

  it('counts its starts per client IP (RATE_LIMIT_TIKTOK_DOWNLOADER_PER_MIN)', async () => {
    expect(toolServer).toMatchObject({ slug: 'tiktok-downloader', rateLimitVariable: 'RATE_LIMIT_TIKTOK_DOWNLOADER_PER_MIN' });
    const post = await serve(1);
    expect((await post({ url: URL, downloadId: id() })).statusCode).toBe(200);
    const limited = await post({ url: URL, downloadId: id() });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, error: expect.any(String) });
  });
});
