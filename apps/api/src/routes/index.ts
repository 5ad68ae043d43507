import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminApi, type AdminApiOptions } from './admin';
import { categoryRoutes } from './categories';
import { generatedRoutes, type GeneratedRoutesOptions } from './generated';
import { healthRoutes } from './health';
import { toolRequestRoutes, type ToolRequestRoutesOptions } from './tool-requests';

export type ApiRoutesOptions = ToolRequestRoutesOptions & AdminApiOptions & { frames: GeneratedRoutesOptions };

/** Every API route; registered once with `{ prefix: '/api' }`, so route files use paths relative to it. */
export const apiRoutes: FastifyPluginAsyncTypebox<ApiRoutesOptions> = async (app, options) => {
  await app.register(healthRoutes);
  await app.register(categoryRoutes);
  await app.register(generatedRoutes, options.frames);
  await app.register(toolRequestRoutes, { rateLimit: options.rateLimit });
  await app.register(adminApi, { prefix: '/admin', failedLogins: options.failedLogins });
};
