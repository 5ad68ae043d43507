import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/** Written by the web build beside the pages it prerendered. */
export const MANIFEST_FILE = 'prerendered.json';

// Plain segments only: a ':' or '*' would be a parameter or wildcard to Fastify's router.
const PAGE_PATH = /^\/(?:[\w.~-]+(?:\/[\w.~-]+)*)?$/;
const HTML_FILE = /^(?:[\w~-][\w.~-]*\/)*[\w~-][\w.~-]*\.html$/;

const PageEntry = Type.Object({
  file: Type.String(),
  /** Parameter → value → file: `?category=video` sends the page prerendered for that value. */
  query: Type.Optional(Type.Record(Type.String(), Type.Record(Type.String(), Type.String()))),
});
export type PageEntry = Static<typeof PageEntry>;

const PrerenderManifest = Type.Object({ pages: Type.Record(Type.String(), PageEntry), notFound: Type.String() });
export type PrerenderManifest = Static<typeof PrerenderManifest>;

/** True when `dir` holds a built web app: a prerender manifest, or the index.html of an older build. */
export function isWebDist(dir: string | undefined | null): dir is string {
  return Boolean(dir) && (existsSync(join(dir!, MANIFEST_FILE)) || existsSync(join(dir!, 'index.html')));
}

export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0]!;
  return path === '/api' || path.startsWith('/api/');
}

/** Every HTML file a manifest names. */
export function manifestFiles(manifest: PrerenderManifest): string[] {
  const files = [manifest.notFound];
  for (const page of Object.values(manifest.pages)) {
    files.push(page.file);
    for (const variants of Object.values(page.query ?? {})) files.push(...Object.values(variants));
  }
  return [...new Set(files)];
}

/** Reads `dir`/prerendered.json: null when there is none; throws naming the problem when it is wrong. */
export function readManifest(dir: string): PrerenderManifest | null {
  const file = join(dir, MANIFEST_FILE);
  if (!existsSync(file)) return null;
  const fail = (problem: string): never => {
    throw new Error(`The web build's ${file} is not usable: ${problem}`);
  };
  let manifest: unknown;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    fail((error as Error).message);
  }
  if (!Value.Check(PrerenderManifest, manifest)) {
    const [first] = Value.Errors(PrerenderManifest, manifest);
    fail(`${first?.instancePath || '/'} ${first?.message ?? 'has the wrong shape'}`);
  }
  const valid = manifest as PrerenderManifest;
  for (const path of Object.keys(valid.pages)) {
    if (!PAGE_PATH.test(path)) fail(`"${path}" is not a page path the server can route (/a-z, 0-9, -, _, ., ~ and / only).`);
    if (isApiPath(path) || !wantsPageFallback('GET', path)) fail(`"${path}" is under /api or /assets, which are not pages.`);
  }
  for (const html of manifestFiles(valid)) {
    if (!HTML_FILE.test(html)) fail(`"${html}" is not a relative .html file name.`);
    if (!existsSync(join(dir, html))) fail(`it names ${html}, which is missing.`);
  }
  return valid;
}

/** The file for one request: a query variant when the query has that parameter exactly once with a listed value. */
export function pickPageFile(page: PageEntry, query: Record<string, unknown>): string {
  for (const [name, variants] of Object.entries(page.query ?? {})) {
    const value = query[name];
    // hasOwn: a value such as "constructor" must not find Object.prototype's.
    if (typeof value === 'string' && Object.hasOwn(variants, value)) return variants[value]!;
  }
  return page.file;
}

export interface WebApp {
  /** What a GET for an unknown page path answers: the 404 page, or an older build's index.html as a 200. */
  fallback: { file: string; status: 200 | 404 };
}

/**
 * Serves the built web app, or returns null when `root` holds none. Prerendered pages get one route
 * each from the manifest; everything else is a static file: hashed assets cached for a year, the
 * rest revalidated. The .br/.gz files the web build writes beside each file go to clients that accept them.
 */
export async function registerWebApp(app: FastifyInstance, root: string): Promise<WebApp | null> {
  if (!isWebDist(root)) return null;
  const manifest = readManifest(root);
  const assets = join(root, 'assets') + sep;
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    cacheControl: false,
    // With a manifest, pages go through it (or the 404 page), never through a folder's index.html.
    index: manifest ? false : ['index.html'],
    setHeaders(res, filePath) {
      res.header('Cache-Control', filePath.startsWith(assets) ? `public, max-age=${YEAR_IN_SECONDS}, immutable` : 'no-cache');
      if (filePath.endsWith('.html')) res.header('Content-Type', 'text/html; charset=utf-8');
    },
  });
  if (!manifest) return { fallback: { file: 'index.html', status: 200 } };

  const routed = new Set<string>();
  const route = (path: string, handler: (request: FastifyRequest, reply: FastifyReply) => unknown) => {
    if (routed.has(path)) return;
    routed.add(path);
    app.get(path, handler);
  };
  for (const [path, page] of Object.entries(manifest.pages)) {
    route(path, (request, reply) => reply.sendFile(pickPageFile(page, request.query as Record<string, unknown>)));
  }
  for (const path of Object.keys(manifest.pages)) {
    if (path === '/') continue;
    route(`${path}/`, (request, reply) => {
      const queryStart = request.url.indexOf('?');
      return reply.redirect(queryStart === -1 ? path : path + request.url.slice(queryStart), 308);
    });
  }
  const notFound = (_request: FastifyRequest, reply: FastifyReply) => reply.callNotFound();
  // A page is served at its path only; its file name (/tools-video.html) is not a second address.
  for (const file of manifestFiles(manifest)) route(`/${file}`, notFound);
  // Without index pages a folder URL is a miss; fastify-static would answer it 403.
  route('/', notFound);
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const folder = `/${relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')}`;
    if (entry.isDirectory() && PAGE_PATH.test(folder)) route(`${folder}/`, notFound);
  }
  return { fallback: { file: manifest.notFound, status: 404 } };
}

/** A GET or HEAD the web app answers with an HTML page when nothing else matched. */
export function wantsPageFallback(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (isApiPath(url)) return false;
  // A missing hashed asset must fail loudly, not load HTML as a script.
  return url !== '/assets' && !url.startsWith('/assets/') && !url.startsWith('/assets?');
}
