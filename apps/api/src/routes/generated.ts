import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorBody } from '@toolnest/api-client/schemas';
import { Type } from 'typebox';
import { cspOrigins, frameCsp, frameDocument, type FrameRuntime } from '../generation/generated-frame';

// Only `{page name}.js` or `.html`: a page name is [a-z0-9] runs joined by single hyphens, so no dot, slash or `%` gets through.
const PAGE_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.(js|html)$/;

const withToken = (path: string, token?: string) => `${path}${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`;

/** The URL the frame document imports a page's module from; a preview token lets a ready_for_qa page through. */
export function generatedModuleUrl(pageName: string, token?: string): string {
  return withToken(`/api/generated/${pageName}.js`, token);
}

/** The URL of the document a page runs in, which the site shows in its sandboxed frame. */
export function generatedFrameUrl(pageName: string, token?: string): string {
  return withToken(`/api/generated/${pageName}.html`, token);
}

export interface GeneratedRoutesOptions {
  /** The web build's frame runtime; null (no web build) = no frame documents, only modules. */
  frameRuntime: FrameRuntime | null;
  /** GENERATED_ORIGIN: frame documents are sent from there only, framed by `siteUrl` alone. */
  generatedOrigin?: string;
  siteUrl: string;
}

/**
 * GET /api/generated/{name}.html: the document a generated page runs in (generated-frame.ts), and
 * GET /api/generated/{name}.js: its compiled module, which that document imports from an opaque origin, so
 * it is sent with `Access-Control-Allow-Origin: *` (it is public, or behind a token in its URL, never a
 * cookie). Live pages for everyone; ready_for_qa ones with a valid preview token; anything else is the JSON
 * 404 of /api.
 */
export const generatedRoutes: FastifyPluginAsyncTypebox<GeneratedRoutesOptions> = async (app, { frameRuntime, generatedOrigin, siteUrl }) => {
  const generatedHost = generatedOrigin === undefined ? undefined : new URL(generatedOrigin).host;
  app.get(
    '/generated/:file',
    {
      schema: {
        params: Type.Object({ file: Type.String() }),
        querystring: Type.Object({ token: Type.Optional(Type.String()) }),
        // The bytes are sent as they are (a Buffer or a string skips serialization); a 304 and a redirect have no body.
        response: { 200: Type.Unsafe<Buffer | string>({}), 304: Type.Null(), 307: Type.Null(), 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const notFound = () => reply.code(404).send({ error: 'Not Found' });
      const [, pageName, extension] = PAGE_FILE.exec(request.params.file) ?? [];
      if (pageName === undefined) return notFound();
      const status = await app.toolRequests.generations.pageStatus(pageName);
      const { token } = request.query;
      const preview = status === 'ready_for_qa' && token !== undefined && app.generatedPages.tokens.verify(pageName, token);
      if (status !== 'live' && !preview) return notFound();
      // A live document may change on no request of its own (never, today), so it is revalidated; a preview is never kept.
      const cacheControl = preview ? 'private, no-store' : 'no-cache';

      if (extension === 'html') {
        if (frameRuntime === null) return notFound();
        if (generatedHost !== undefined && request.host.toLowerCase() !== generatedHost) {
          return reply.header('cache-control', 'no-store').redirect(`${generatedOrigin}${request.url}`, 307);
        }
        const frame = {
          runtime: frameRuntime,
          moduleUrl: generatedModuleUrl(pageName, preview ? token : undefined),
          origins: cspOrigins(request.host, [generatedOrigin ?? siteUrl]),
          siteOrigin: generatedOrigin === undefined ? null : siteUrl,
        };
        // Replaces the lean CSP of /api; the page's own URL is in the frame's Referer, so none is sent on.
        return reply
          .header('content-security-policy', frameCsp(frame))
          .header('referrer-policy', 'no-referrer')
          .header('cache-control', cacheControl)
          .type('text/html; charset=utf-8')
          .send(frameDocument(frame));
      }

      const module = await app.generatedPages.readModule(pageName);
      if (module === undefined) return notFound();
      const etag = `"${createHash('sha256').update(module).digest('base64url').slice(0, 27)}"`;
      reply.header('cache-control', cacheControl).header('etag', etag).header('access-control-allow-origin', '*');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return reply.type('text/javascript; charset=utf-8').send(module);
    },
  );
};
