// The tool's server part (the package's "./server" export, never in the page chunk): POST /api/facebook-downloader.
// apps/api registers its `toolServer` from apps/api/src/tool-servers.ts with the server's NetContext and
// the per-IP limit it reads from the variable named below (list it in the README's environment table).
import type {} from '@fastify/rate-limit'; // the types of a route's config.rateLimit
import { ErrorBody } from '@toolnest/api-client/schemas';
import type { ToolServer, ToolServerOptions } from '@toolnest/net';
import type { FastifyPluginAsync } from 'fastify';
import { transform } from './logic';
import { FacebookDownloaderBody, FacebookDownloaderResult } from './schemas';

/**
 * The tool's routes, relative to /api. `options.net` has the server's DNS resolver and `net.fetch`
 * (safeFetch with the fetch policy and the server's 8-slot limiter): reach the network only through
 * it, and answer a refused or failing target with 422 `{ error: error.message }` (a SafeFetchError's
 * sentence). A bad body gets apps/api's 400 `{ error }` from the schema.
 */
export const facebookDownloaderServer: FastifyPluginAsync<ToolServerOptions> = async (app, { rateLimit }) => {
  app.post<{ Body: FacebookDownloaderBody }>(
    '/facebook-downloader',
    {
      config: { rateLimit },
      schema: { body: FacebookDownloaderBody, response: { 200: FacebookDownloaderResult, 400: ErrorBody, 422: ErrorBody, 429: ErrorBody } },
    },
    async (request): Promise<FacebookDownloaderResult> => ({ output: transform(request.body.input) }),
  );
};

/** What apps/api registers (src/tool-servers.ts): the plugin under /api, and its per-IP limit operators tune. */
export const toolServer = {
  slug: 'facebook-downloader',
  plugin: facebookDownloaderServer,
  rateLimitVariable: 'RATE_LIMIT_FACEBOOK_DOWNLOADER_PER_MIN',
  defaultPerMinute: 10,
} satisfies ToolServer<typeof facebookDownloaderServer>;

export default facebookDownloaderServer;
