import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@toolnest/api-client/schemas';
import { Type } from 'typebox';

// Only `{page name}.js`: a page name is [a-z0-9] runs joined by single hyphens, so no dot, slash or `%` gets through.
const MODULE_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.js$/;

/** The URL the shell `import()`s a page from; a preview token lets a ready_for_qa page through. */
export function generatedModuleUrl(pageName: string, token?: string): string {
  return `/api/generated/${pageName}.js${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`;
}

/**
 * GET /api/generated/{name}.js: a generated page's compiled module, for the shell's `import()` under
 * `script-src 'self'`. Live pages for everyone; ready_for_qa ones with a valid preview token; anything
 * else is the JSON 404 of /api.
 */
export const generatedRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/generated/:file',
    {
      schema: {
        params: Type.Object({ file: Type.String() }),
        querystring: Type.Object({ token: Type.Optional(Type.String()) }),
        // The module's bytes are sent as they are (a Buffer skips serialization); a 304 has no body.
        response: { 200: Type.Unsafe<Buffer>({}), 304: Type.Null(), 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const notFound = () => reply.code(404).send({ error: 'Not Found' });
      const pageName = MODULE_FILE.exec(request.params.file)?.[1];
      if (pageName === undefined) return notFound();
      const status = await app.toolRequests.pageStatus(pageName);
      const { token } = request.query;
      const preview = status === 'ready_for_qa' && token !== undefined && app.generatedPages.tokens.verify(pageName, token);
      if (status !== 'live' && !preview) return notFound();
      const module = await app.generatedPages.readModule(pageName);
      if (module === undefined) return notFound();
      const etag = `"${createHash('sha256').update(module).digest('base64url').slice(0, 27)}"`;
      // A live module may change on no request of its own (never, today), so it is revalidated; a preview is never kept.
      reply.header('cache-control', preview ? 'private, no-store' : 'no-cache').header('etag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return reply.type('text/javascript; charset=utf-8').send(module);
    },
  );
};
