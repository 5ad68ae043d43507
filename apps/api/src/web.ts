import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { MIN_COMPRESS_BYTES, pickEncoding, type Encoding } from './response-cache';

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/** Written by the web build beside the pages it prerendered. */
export const MANIFEST_FILE = 'prerendered.json';

// Plain segments only: a ':' or '*' would be a parameter or wildcard to Fastify's router.
const PAGE_PATH = /^\/(?:[\w.~-]+(?:\/[\w.~-]+)*)?$/;
const HTML_FILE = /^(?:[\w~-][\w.~-]*\/)*[\w~-][\w.~-]*\.html$/;
const ORIGIN_FILE = /^(?:[\w~-][\w.~-]*\/)*[\w~-][\w.~-]*\.(?:html|txt|xml)$/;

const PageEntry = Type.Object({
  file: Type.String(),
  /** Parameter → value → file: `?category=video` sends the page prerendered for that value. */
  query: Type.Optional(Type.Record(Type.String(), Type.Record(Type.String(), Type.String()))),
});
export type PageEntry = Static<typeof PageEntry>;

/**
 * The build writes absolute links (canonical, og:url, JSON-LD, sitemap.xml, robots.txt, llms.txt) with a
 * placeholder origin, which the server replaces with SITE_URL at start: one build serves any origin.
 */
const SiteOrigin = Type.Object({
  placeholder: Type.String({ pattern: '^https?://[a-z0-9.-]+$' }),
  /** Every file of the build that holds the placeholder. */
  files: Type.Array(Type.String()),
});

const PrerenderManifest = Type.Object({
  pages: Type.Record(Type.String(), PageEntry),
  notFound: Type.String(),
  /** Absent in a build from before SITE_URL was read at run time: its links hold the build's origin. */
  siteOrigin: Type.Optional(SiteOrigin),
});
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
  for (const file of valid.siteOrigin?.files ?? []) {
    if (!ORIGIN_FILE.test(file)) fail(`"${file}" is not a relative .html, .txt or .xml file name.`);
    if (!existsSync(join(dir, file))) fail(`it names ${file}, which is missing.`);
  }
  return valid;
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Brotli quality 5, not the build's 11: all the site's origin-bearing files (~400 KB) take ~50 ms of CPU
// at start instead of ~1.5 s, for ~12 % more bytes (~0.3 KB a page).
const START_BROTLI_QUALITY = 5;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
};

/** A build file with SITE_URL in place of the placeholder, in every encoding it is sent in. */
interface OriginFile {
  type: string;
  /** One weak ETag per encoding, from the content, so a revalidation after a restart with the same origin is a 304. */
  etags: Partial<Record<Encoding, string>>;
  bodies: Partial<Record<Encoding, Buffer>>;
}

/** Reads the files that hold the placeholder, puts `origin` in its place and compresses them, off the event loop. */
export async function loadOriginFiles(root: string, siteOrigin: Static<typeof SiteOrigin>, origin: string): Promise<Map<string, OriginFile>> {
  const loaded = await Promise.all(
    siteOrigin.files.map(async (file): Promise<[string, OriginFile]> => {
      // split/join, not replaceAll: a '$' in a replacement string would be a pattern.
      const identity = Buffer.from((await readFile(join(root, file), 'utf8')).split(siteOrigin.placeholder).join(origin));
      const bodies: OriginFile['bodies'] = { identity };
      if (identity.length >= MIN_COMPRESS_BYTES) {
        [bodies.br, bodies.gzip] = await Promise.all([
          brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: START_BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
          gzipAsync(identity, { level: 9 }),
        ]);
      }
      const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 22);
      const etags = Object.fromEntries(Object.keys(bodies).map((encoding) => [encoding, `W/"${hash}-${encoding}"`]));
      return [file, { type: CONTENT_TYPES[extname(file)] ?? 'application/octet-stream', etags, bodies }];
    }),
  );
  return new Map(loaded);
}

/** True when If-None-Match names this ETag (weak comparison, as for GET and HEAD) or is '*'. */
function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** Sends a loaded file as @fastify/static sends the others: revalidated, in the best encoding the client accepts. */
function sendOriginFile(request: FastifyRequest, reply: FastifyReply, file: OriginFile): FastifyReply {
  const accepted = pickEncoding(request.headers['accept-encoding']);
  const encoding: Encoding = file.bodies[accepted] ? accepted : 'identity';
  const etag = file.etags[encoding]!;
  reply.header('Cache-Control', 'no-cache').header('Vary', 'Accept-Encoding').header('ETag', etag).type(file.type);
  if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
  // A 404 page is sent whole: only a 200 may turn into a 304.
  if (reply.statusCode === 200 && notModified(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.send(file.bodies[encoding]);
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
  /** Sends a file of the build (relative to its root) with the status already set on `reply`. */
  send(request: FastifyRequest, reply: FastifyReply, file: string): FastifyReply;
}

export interface WebAppOptions {
  /** The public origin (SITE_URL) that replaces the build's placeholder in every file holding it. */
  siteUrl: string;
}

/**
 * Serves the built web app, or returns null when `root` holds none. Prerendered pages get one route
 * each from the manifest; everything else is a static file: hashed assets cached for a year, the
 * rest revalidated. The .br/.gz files the web build writes beside each file go to clients that accept them.
 */
export async function registerWebApp(app: FastifyInstance, root: string, { siteUrl }: WebAppOptions): Promise<WebApp | null> {
  if (!isWebDist(root)) return null;
  const manifest = readManifest(root);
  const originFiles = manifest?.siteOrigin ? await loadOriginFiles(root, manifest.siteOrigin, siteUrl) : new Map<string, OriginFile>();
  const send = (request: FastifyRequest, reply: FastifyReply, file: string) => {
    const loaded = originFiles.get(file);
    return loaded ? sendOriginFile(request, reply, loaded) : reply.sendFile(file);
  };
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
  if (!manifest) return { fallback: { file: 'index.html', status: 200 }, send };

  const routed = new Set<string>();
  const route = (path: string, handler: (request: FastifyRequest, reply: FastifyReply) => unknown) => {
    if (routed.has(path)) return;
    routed.add(path);
    app.get(path, handler);
  };
  for (const [path, page] of Object.entries(manifest.pages)) {
    route(path, (request, reply) => send(request, reply, pickPageFile(page, request.query as Record<string, unknown>)));
  }
  for (const path of Object.keys(manifest.pages)) {
    if (path === '/') continue;
    route(`${path}/`, (request, reply) => {
      const queryStart = request.url.indexOf('?');
      return reply.redirect(queryStart === -1 ? path : path + request.url.slice(queryStart), 308);
    });
  }
  const notFound = (_request: FastifyRequest, reply: FastifyReply) => reply.callNotFound();
  const pageFiles = manifestFiles(manifest);
  // robots.txt, sitemap.xml, llms.txt: with SITE_URL, never the build's file with the placeholder.
  for (const file of originFiles.keys()) {
    if (!pageFiles.includes(file)) route(`/${file}`, (request, reply) => send(request, reply, file));
  }
  // A page is served at its path only; its file name (/tools-video.html) is not a second address.
  for (const file of pageFiles) route(`/${file}`, notFound);
  // The manifest is the server's, not the site's.
  route(`/${MANIFEST_FILE}`, notFound);
  // Without index pages a folder URL is a miss; fastify-static would answer it 403.
  route('/', notFound);
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    const folder = `/${relative(root, join(entry.parentPath, entry.name)).split(sep).join('/')}`;
    if (entry.isDirectory() && PAGE_PATH.test(folder)) route(`${folder}/`, notFound);
  }
  return { fallback: { file: manifest.notFound, status: 404 }, send };
}

/** A GET or HEAD the web app answers with an HTML page when nothing else matched. */
export function wantsPageFallback(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (isApiPath(url)) return false;
  // A missing hashed asset must fail loudly, not load HTML as a script.
  return url !== '/assets' && !url.startsWith('/assets/') && !url.startsWith('/assets?');
}
