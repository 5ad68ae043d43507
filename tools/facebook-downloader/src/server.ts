// The Facebook downloader's server part (the package's "./server" export, never in the page chunk):
// POST /api/download/facebook { url, downloadId } → { success }. The media engine (`app.media`,
// registered by apps/api before the tools) checks the parsed host (facebook.com, fb.watch), queues
// the job and streams its progress on GET /api/download/progress/:downloadId.
import type {} from '@fastify/rate-limit'; // the types of a route's config.rateLimit
import { registerDownloadRoute } from '@toolnest/media/server';
import type { ToolServer, ToolServerOptions } from '@toolnest/net';
import type { FastifyPluginAsync } from 'fastify';
import { FacebookDownloadBody } from './schemas';

export const facebookDownloaderServer: FastifyPluginAsync<ToolServerOptions> = async (app, { rateLimit }) => {
  registerDownloadRoute(app, { path: '/download/facebook', service: 'facebook', body: FacebookDownloadBody, rateLimit });
};

/** What apps/api registers (src/tool-servers.ts): the plugin under /api, and its per-IP limit operators tune. */
export const toolServer = {
  slug: 'facebook-downloader',
  plugin: facebookDownloaderServer,
  rateLimitVariable: 'RATE_LIMIT_FACEBOOK_DOWNLOADER_PER_MIN',
  // Above the engine's own start limit (RATE_LIMIT_MEDIA_START_PER_MIN, 10), whose 429 says when to retry.
  defaultPerMinute: 30,
} satisfies ToolServer<typeof facebookDownloaderServer>;

export default facebookDownloaderServer;
