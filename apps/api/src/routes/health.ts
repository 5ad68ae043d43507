import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthBody } from '@toolnest/api-client/schemas';

export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', { schema: { response: { 200: HealthBody } } }, async () => ({ status: 'ok' as const }));
};
