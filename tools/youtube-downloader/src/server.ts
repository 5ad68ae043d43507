// The YouTube downloader's server part (the package's "./server" export, never in the page chunk):
// POST /api/download/youtube { url, downloadId } → { success }, and POST /api/video/info { url } →
// the info card's fields from `yt-dlp -J`. The media engine (`app.media`, registered by apps/api
// before the tools) checks the parsed host (youtube.com, youtu.be), picks the best H.264/AAC MP4
// (merging separate video and audio), cuts videos over 2.5 hours, and streams the progress.
import { downloaderToolServer } from '@toolnest/media/server';
import { routeDocs } from './route-docs';
import { VideoInfoBody, YoutubeDownloadBody } from './schemas';

/** What apps/api registers (src/tool-servers.ts): the plugin under /api, and its per-IP limit operators tune. */
export const toolServer = downloaderToolServer({
  slug: 'youtube-downloader',
  rateLimitVariable: 'RATE_LIMIT_YOUTUBE_DOWNLOADER_PER_MIN',
  // Each route counts apart. Above the engine's own limits (10 starts, 30 lookups a minute), whose 429s say when to retry.
  defaultPerMinute: 60,
  download: { path: '/download/youtube', service: 'youtube', body: YoutubeDownloadBody },
  // One lookup a second of typing at most (the page's debounce); the engine limits them per IP too.
  videoInfo: { path: '/video/info', body: VideoInfoBody },
  routeDocs,
});

export const youtubeDownloaderServer = toolServer.plugin;
export default youtubeDownloaderServer;
