// The plugin as apps/api registers it (toolRouteApp: TypeBox validation, the rate-limit plugin, under /api) beside
// the media plugin, whose sites point at 127.0.0.1 (no download here reaches a site: the engine's
// answer to the start is what is checked). Every route's shared cases (sentences, 409, 429, 503, a
// whole download over a socket) are in apps/api/test/downloaders.test.ts.
import { checkServiceUrl, FACEBOOK } from '@toolnest/media';
import { toolRouteApp, type MediaTestApp } from '@toolnest/media/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { facebookDownloaderServer, toolServer } from './server';

let served: MediaTestApp | undefined;
afterEach(() => served?.close());

async function serve() {
  served = await toolRouteApp(facebookDownloaderServer);
  const app = served.app;
  return (payload: object) => app.inject({ method: 'POST', url: '/api/download/facebook', payload });
}

describe('POST /api/download/facebook', () => {
  it('starts a download, and refuses a body with a stray type or another site', async () => {
    expect(toolServer).toMatchObject({ slug: 'facebook-downloader', rateLimitVariable: 'RATE_LIMIT_FACEBOOK_DOWNLOADER_PER_MIN' });
    const post = await serve();
    const ok = await post({ url: 'http://127.0.0.1:9/www.facebook.com/watch/?v=1', downloadId: 'facebook-route-1' });
    expect([ok.statusCode, ok.json()]).toEqual([200, { success: true }]);
    const numeric = await post({ url: 42, downloadId: 'facebook-route-2' });
    expect([numeric.statusCode, numeric.json()]).toEqual([400, { success: false, error: 'Please enter a Facebook video URL.' }]);
    const other = await post({ url: 'https://evil.net/?v=facebook.com', downloadId: 'facebook-route-3' });
    expect([other.statusCode, other.json()]).toEqual([400, { success: false, error: 'Please enter a valid Facebook URL.' }]);
  });

  it('takes the real site and its short links on the server (the parsed host)', () => {
    for (const url of ['https://www.facebook.com/watch/?v=1', 'https://m.facebook.com/reel/1', 'https://fb.watch/abc/']) {
      expect(checkServiceUrl(FACEBOOK, url).ok, url).toBe(true);
    }
    for (const url of ['https://facebook.com.evil.net/watch', 'https://evil.net/?u=fb.watch', 'ftp://facebook.com/x']) {
      expect(checkServiceUrl(FACEBOOK, url).ok, url).toBe(false);
    }
  });
});
