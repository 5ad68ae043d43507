import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthBody } from '@toolnest/api-client/schemas';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The versions as read at start, never read here: a health check must answer at once.
  app.get('/health', { schema: { response: { 200: HealthBody } } }, async () => ({ status: 'ok' as const, versions: app.media.programInfo.versions() }));
};
