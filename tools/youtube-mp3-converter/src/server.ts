// The converter's server part (the package's "./server" export, never in the page chunk):
// POST /api/convert/youtube-mp3 { url, quality } → { conversionId }. The media engine (`app.media`,
// registered by apps/api before the tools) checks the URL's parsed host, queues the job, runs yt-dlp
// and ffmpeg, and serves the progress polling and the finished file on its own routes.
import type {} from '@fastify/rate-limit'; // the types of a route's config.rateLimit
import { QUALITY_ERROR } from '@toolnest/media';
import { fieldErrorHandler, sendStartFailure, urlSentences } from '@toolnest/media/server';
import type { ToolServer, ToolServerOptions } from '@toolnest/net';
import type { FastifyPluginAsync } from 'fastify';
import { EMPTY_URL_ERROR, INVALID_URL } from './logic';
import { routeDocs } from './route-docs';
import { ConvertBody, ConvertResult } from './schemas';

/** The route's sentences for a URL: the page's (not the downloaders'), as sentences. */
export const URL_MESSAGES = { emptyUrlMessage: EMPTY_URL_ERROR, invalidUrlMessage: `${INVALID_URL.description}.` };

/**
 * A bad body is a 400 `{ error }` naming what to fix: the URL's sentences above (the empty one for
 * a URL that is missing or not a string, the invalid one for one over 2,048 characters or on another
 * host), the engine's for a quality; malformed JSON gets apps/api's sentence. The engine's refusals
 * keep their status and Retry-After (429, 503).
 */
export const youtubeMp3ConverterServer: FastifyPluginAsync<ToolServerOptions> = async (app, { rateLimit }) => {
  app.post<{ Body: ConvertBody }>(
    '/convert/youtube-mp3',
    {
      config: { rateLimit },
      schema: { body: ConvertBody, response: { 200: ConvertResult } },
      errorHandler: fieldErrorHandler({ url: urlSentences(URL_MESSAGES), quality: { missing: QUALITY_ERROR, invalid: QUALITY_ERROR } }),
    },
    async (request, reply) => {
      const { url, quality } = request.body;
      const started = await app.media.startConversion({ url, quality, urlMessages: URL_MESSAGES }, request.ip);
      return started.ok ? { conversionId: started.conversionId } : sendStartFailure(reply, started);
    },
  );
};

/** What apps/api registers (src/tool-servers.ts): the plugin under /api, and its per-IP limit operators tune. */
export const toolServer = {
  slug: 'youtube-mp3-converter',
  plugin: youtubeMp3ConverterServer,
  rateLimitVariable: 'RATE_LIMIT_YOUTUBE_MP3_CONVERTER_PER_MIN',
  // Above the engine's own start limit (RATE_LIMIT_MEDIA_START_PER_MIN, 10), whose 429 says when to retry.
  defaultPerMinute: 30,
  routeDocs,
} satisfies ToolServer<typeof youtubeMp3ConverterServer>;

export default youtubeMp3ConverterServer;
