import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Category } from '@toolnest/api-client/schemas';
import { Type } from 'typebox';

export const categoryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/categories', { schema: { response: { 200: Type.Array(Category) } } }, () =>
    app.db.selectFrom('categories').select(['id', 'name']).orderBy('name').orderBy('id').execute(),
  );
};
