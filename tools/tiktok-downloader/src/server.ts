// The TikTok downloader's server part (the package's "./server" export, never in the page chunk):
// POST /api/download/tiktok { url, downloadId, withoutWatermark? } → { success }. The media engine
// (`app.media`, registered by apps/api before the tools) checks the parsed host, queues the job
// and streams its progress on GET /api/download/progress/:downloadId.
import { downloaderToolServer, downloadStartDoc } from '@toolnest/media/server';
import { TiktokDownloadBody } from './schemas';

/** What apps/api registers (src/tool-servers.ts): the plugin under /api, and its per-IP limit operators tune. */
export const toolServer = downloaderToolServer({
  slug: 'tiktok-downloader',
  rateLimitVariable: 'RATE_LIMIT_TIKTOK_DOWNLOADER_PER_MIN',
  // Above the engine's own start limit (RATE_LIMIT_MEDIA_START_PER_MIN, 10), whose 429 says when to retry.
  defaultPerMinute: 30,
  download: { path: '/download/tiktok', service: 'tiktok', body: TiktokDownloadBody },
  // The OpenAPI document's summary and examples of the route.
  routeDocs: { 'POST /download/tiktok': downloadStartDoc('TikTok', 'www.tiktok.com/@scout2015/video/6718335390845095173', { withoutWatermark: true }) },
});

export const tiktokDownloaderServer = toolServer.plugin;
export default tiktokDownloaderServer;
