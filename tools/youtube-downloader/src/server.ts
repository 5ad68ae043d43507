// The YouTube downloader's server part (the package's "./server" export, never in the page chunk):
// POST /api/download/youtube { url, downloadId } → { success }, and POST /api/video/info { url } →
// the info card's fields from `yt-dlp -J`. The media engine (`app.media`, registered by apps/api
// before the tools) checks the parsed host (youtube.com, youtu.be), picks the best H.264/AAC MP4
// (merging separate video and audio), cuts videos over 2.5 hours, and streams the progress.
import type {} from '@fastify/rate-limit'; // the types of a route's config.rateLimit
import { registerDownloadRoute, registerVideoInfoRoute } from '@toolnest/media/server';
import type { ToolServer, ToolServerOptions } from '@toolnest/net';
import type { FastifyPluginAsync } from 'fastify';
import { VideoInfoBody, YoutubeDownloadBody } from './schemas';

export const youtubeDownloaderServer: FastifyPluginAsync<ToolServerOptions> = async (app, { rateLimit }) => {
  registerDownloadRoute(app, { path: '/download/youtube', service: 'youtube', body: YoutubeDownloadBody, rateLimit });
  // One lookup a second of typing at most (the page's debounce); the engine limits them per IP too.
  registerVideoInfoRoute(app, { path: '/video/info', service: 'youtube', body: VideoInfoBody, rateLimit });
};

/** What apps/api registers (src/tool-servers.ts): the plugin under /api, and its per-IP limit operators tune. */
export const toolServer = {
  slug: 'youtube-downloader',
  plugin: youtubeDownloaderServer,
  rateLimitVariable: 'RATE_LIMIT_YOUTUBE_DOWNLOADER_PER_MIN',
  // Each route counts apart. Above the engine's own limits (10 starts, 30 lookups a minute), whose 429s say when to retry.
  defaultPerMinute: 60,
} satisfies ToolServer<typeof youtubeDownloaderServer>;

export default youtubeDownloaderServer;
