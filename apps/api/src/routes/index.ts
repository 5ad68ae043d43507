import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { categoryRoutes } from './categories';
import { healthRoutes } from './health';
import { toolRequestRoutes, type ToolRequestRoutesOptions } from './tool-requests';

export type ApiRoutesOptions = ToolRequestRoutesOptions;

/** Every API route; registered once with `{ prefix: '/api' }`, so route files use paths relative to it. */
export const apiRoutes: FastifyPluginAsyncTypebox<ApiRoutesOptions> = async (app, options) => {
  await app.register(healthRoutes);
  await app.register(categoryRoutes);
  await app.register(toolRequestRoutes, { rateLimit: options.rateLimit });
};
