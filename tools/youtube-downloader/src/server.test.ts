// The plugin as apps/api registers it (toolRouteApp: TypeBox validation, the rate-limit plugin, under /api) beside
// the media plugin, whose sites point at 127.0.0.1. The info route reads recorded site answers with
// the real yt-dlp (no network). Every download route's shared cases (sentences, 409, 429, 503, a
// whole download over a socket) are in apps/api/test/downloaders.test.ts.
import { recordVideo, SEPARATE_FORMATS, toolRouteApp, type MediaTestApp } from '@toolnest/media/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { toolServer, youtubeDownloaderServer } from './server';

let served: MediaTestApp | undefined;
afterEach(() => served?.close());

async function serve() {
  served = await toolRouteApp(youtubeDownloaderServer);
  const { app, recordedDir } = served;
  return {
    recordedDir,
    post: (url: string, payload: object) => app.inject({ method: 'POST', url, payload }),
  };
}

const ORIGIN = 'http://127.0.0.1:9';

describe('POST /api/download/youtube', () => {
  it('starts a download; another site or an over-long URL is refused with the page’s sentence', async () => {
    expect(toolServer).toMatchObject({ slug: 'youtube-downloader', rateLimitVariable: 'RATE_LIMIT_YOUTUBE_DOWNLOADER_PER_MIN' });
    const { post } = await serve();
    const ok = await post('/api/download/youtube', { url: `${ORIGIN}/www.youtube.com/watch?v=x`, downloadId: 'youtube-route-1' });
    expect([ok.statusCode, ok.json()]).toEqual([200, { success: true }]);
    for (const url of ['https://evil.net/?v=youtube.com', `${ORIGIN}/${'x'.repeat(2049)}`]) {
      const refused = await post('/api/download/youtube', { url, downloadId: 'youtube-route-2' });
      expect([refused.statusCode, refused.json()]).toEqual([400, { success: false, error: 'Please enter a valid YouTube URL.' }]);
    }
  });
});

describe('POST /api/video/info', () => {
  it("answers the card's fields from yt-dlp -J: duration in seconds, the quality, the merge and the 2.5-hour cut", async () => {
    const { post, recordedDir } = await serve();
    const url = recordVideo(ORIGIN, recordedDir, recordedDir, 'three-hours', {
      title: 'Three hours',
      duration: 3 * 60 * 60,
      uploader: 'Someone',
      thumbnail: 'https://i.ytimg.com/vi/x/hq.jpg',
      formats: SEPARATE_FORMATS.map((format) => ({ ...format, filesize: 1000 })),
    }, { site: 'www.youtube.com' });
    const response = await post('/api/video/info', { url });
    expect([response.statusCode, response.json()]).toEqual([
      200,
      {
        success: true,
        title: 'Three hours',
        thumbnail: 'https://i.ytimg.com/vi/x/hq.jpg',
        duration: 10800,
        uploader: 'Someone',
        selectedQuality: '36p',
        hasFFmpegMerge: true,
        isLongVideo: true,
      },
    ]);
  });

  it('refuses a missing or foreign URL with the page’s sentences, and a site that fails with 502', async () => {
    const { post } = await serve();
    const missing = await post('/api/video/info', {});
    expect([missing.statusCode, missing.json()]).toEqual([400, { success: false, error: 'Please enter a YouTube video URL.' }]);
    const foreign = await post('/api/video/info', { url: 'https://youtube.com.evil.net/watch?v=x' });
    expect([foreign.statusCode, foreign.json()]).toEqual([400, { success: false, error: 'Please enter a valid YouTube URL.' }]);
    const down = await post('/api/video/info', { url: `${ORIGIN}/www.youtube.com/watch?v=x` });
    expect(down.statusCode).toBe(502);
    expect(down.json()).toEqual({ success: false, error: expect.stringMatching(/\w/) });
  });
});
