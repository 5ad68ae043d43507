// The Facebook downloader's server part (the package's "./server" export, never in the page chunk):
// POST /api/download/facebook { url, downloadId } → { success }. The media engine (`app.media`,
// registered by apps/api before the tools) checks the parsed host (facebook.com, fb.watch), queues
// the job and streams its progress on GET /api/download/progress/:downloadId.
import { downloaderToolServer, downloadStartDoc } from '@toolnest/media/server';
import { FacebookDownloadBody } from './schemas';

/** What apps/api registers (src/tool-servers.ts): the plugin under /api, and its per-IP limit operators tune. */
export const toolServer = downloaderToolServer({
  slug: 'facebook-downloader',
  rateLimitVariable: 'RATE_LIMIT_FACEBOOK_DOWNLOADER_PER_MIN',
  // Above the engine's own start limit (RATE_LIMIT_MEDIA_START_PER_MIN, 10), whose 429 says when to retry.
  defaultPerMinute: 30,
  download: { path: '/download/facebook', service: 'facebook', body: FacebookDownloadBody },
  // The OpenAPI document's summary and examples of the route.
  routeDocs: { 'POST /download/facebook': downloadStartDoc('Facebook', 'www.facebook.com/watch/?v=10153231379946729') },
});

export const facebookDownloaderServer = toolServer.plugin;
export default facebookDownloaderServer;
