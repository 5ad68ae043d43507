// The tool's server part (the package's "./server" export, never in the page chunk): POST /api/cloaking-checker.
// apps/api registers it from apps/api/src/tool-servers.ts with the server's NetContext and per-IP limit.
import type {} from '@fastify/rate-limit'; // the types of a route's config.rateLimit
import { ErrorBody, CloakingCheckerBody, CloakingCheckerResult } from '@toolnest/api-client/schemas';
import type { ToolServerOptions } from '@toolnest/net';
import type { FastifyPluginAsync } from 'fastify';
import { transform } from './logic';

/**
 * The tool's routes, relative to /api. `options.net` has the server's DNS resolver and `net.fetch`
 * (safeFetch with the fetch policy and the server's 8-slot limiter): reach the network only through
 * it, and answer a refused or failing target with 422 `{ error: error.message }` (a SafeFetchError's
 * sentence). A bad body gets apps/api's 400 `{ error }` from the schema.
 */
export const cloakingCheckerServer: FastifyPluginAsync<ToolServerOptions> = async (app, { rateLimit }) => {
  app.post<{ Body: CloakingCheckerBody }>(
    '/cloaking-checker',
    {
      config: { rateLimit },
      schema: { body: CloakingCheckerBody, response: { 200: CloakingCheckerResult, 400: ErrorBody, 422: ErrorBody, 429: ErrorBody } },
    },
    async (request): Promise<CloakingCheckerResult> => ({ output: transform(request.body.input) }),
  );
};

export default cloakingCheckerServer;
