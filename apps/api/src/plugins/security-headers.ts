import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { cspOrigins, cspSources } from '../generation/generated-frame';
import { isDocsPath } from './openapi';
import { isApiPath } from './web';

/**
 * Helmet's defaults with a CSP that fits the built SPA: own scripts only (and the inline scripts the build
 * names by hash), inline styles, images from anywhere secure.
 */
export const pageHelmetOptions = (inlineScripts: readonly string[] = []): HelmetOptions => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...inlineScripts.map((hash) => `'${hash}'`)],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
      // Served over plain HTTP on a LAN too; upgrading would break every asset there.
      upgradeInsecureRequests: null,
    },
  },
});

// Where generated pages' frame documents are served (routes/generated.ts).
const GENERATED_PATH = '/api/generated/';

/**
 * JSON answers are never rendered as pages, so the document headers (COOP, referrer policy, DNS
 * prefetch, …) do nothing there; OWASP's REST set remains: nosniff, a CSP that forbids everything
 * should the JSON ever be opened as a document, CORP and HSTS. It also keeps every API reply smaller.
 */
export const API_HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/**
 * The API reference page (/api/docs, Swagger UI) and its assets: a page after all, so the page set of
 * headers, with a CSP that allows only its own files: scripts and styles from our origin only (no inline
 * script or <style>, no eval; Swagger UI sets its styles through the DOM, which a CSP allows), and the document
 * it reads and "Try it out" stay on our origin.
 */
export const DOCS_HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
    },
  },
};

/** Runs helmet once against a recording response and returns the headers it sets. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * Sends helmet's headers on every response: the page set for the web app, the lean set for /api, the docs' own for /api/docs.
 * Computed once: @fastify/helmet rebuilds helmet's middleware on every request, which halved the
 * requests per second of the cached lists.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  { inlineScripts, siteUrl, generatedOrigin }: { inlineScripts?: readonly string[]; siteUrl?: string; generatedOrigin?: string } = {},
): void {
  const pageHeaders = helmetHeaders(pageHelmetOptions(inlineScripts));
  const pageCsp = pageHeaders['content-security-policy']!;
  const apiHeaders = helmetHeaders(API_HELMET_OPTIONS);
  const docsHeaders = helmetHeaders(DOCS_HELMET_OPTIONS);
  const configured = [siteUrl, generatedOrigin].filter((origin) => origin !== undefined);
  app.addHook('onRequest', (request, reply, done) => {
    if (isDocsPath(request.url)) reply.headers(docsHeaders);
    else if (isApiPath(request.url)) reply.headers(apiHeaders);
    else {
      // A page frames generated pages' documents only. A sandboxed frame may still navigate itself, and no
      // policy of its own can stop that; this one, its parent's, keeps it on those documents, so it reaches no
      // other address of this site and no other site at all. Per request, as a source with a path needs the host.
      const frameSrc = cspSources(cspOrigins(request.host, configured), [GENERATED_PATH]);
      reply.headers(pageHeaders).header('content-security-policy', `${pageCsp};frame-src ${frameSrc}`);
    }
    done();
  });
}
