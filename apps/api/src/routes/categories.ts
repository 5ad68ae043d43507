import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Category } from '@toolnest/api-client/schemas';
import { Type } from 'typebox';
import { sendCached } from '../stores/response-cache';

export const categoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Read with the live list on every catalogue visit; changes only when the admin edits categories.
  app.get('/categories', { schema: { response: { 200: Type.Array(Category) } } }, (request, reply) =>
    sendCached(request, reply, app.categories.listCache, () => app.categories.list()),
  );
};
