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
import { FRAME_DIR } from '../generation/generated-frame';
import { MIN_COMPRESS_BYTES, pickEncoding, type Encoding } from '../stores/response-cache';
import type { GeneratedPageSource, LivePage } from '../stores/tool-requests';

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
  /** The unrendered shell a live generated page is sent in; absent in a build from before them. */
  generatedShell: Type.Optional(Type.String()),
  /** Absent in a build from before SITE_URL was read at run time: its links hold the build's origin. */
  siteOrigin: Type.Optional(SiteOrigin),
  /** CSP hashes of the inline scripts the pages hold (the loader that starts the app after the first paint). */
  inlineScripts: Type.Optional(Type.Array(Type.String({ pattern: '^sha256-[A-Za-z0-9+/]{43}=$' }))),
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
  const files = [manifest.notFound, ...(manifest.generatedShell ? [manifest.generatedShell] : [])];
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
  /**
   * Sends the shell of the generated page at the request's path: true when it did, false when there is none there.
   * A boolean, not the reply: a FastifyReply is a thenable, which `await` turns into undefined.
   */
  sendGeneratedPage(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

export interface WebAppOptions {
  /** The public origin (SITE_URL) that replaces the build's placeholder in every file holding it. */
  siteUrl: string;
  /** Omitted: no generated pages (the build's pages only). */
  generatedPages?: GeneratedPageSource;
  /** `root`'s prerendered.json as readManifest gave it: the caller reads it once (its CSP needs the inline script hashes). */
  manifest: PrerenderManifest | null;
}

// A generated page's path: one page name ([a-z0-9] runs joined by single hyphens), as Generate makes them.
const GENERATED_PAGE_PATH = /^\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The shell with a page's title and description (escaped); a live page's with its canonical link and Open Graph
 * tags, as the prerendered pages have them; a preview (no `canonical`) `noindex`, as it is never indexed.
 */
export function generatedShellHtml(shell: string, head: { title: string; description: string; canonical?: string }): string {
  // Functions as replacements: a '$' in a tool's name must not be a pattern.
  const html = shell
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(/<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(head.description)}" />`);
  const tags =
    head.canonical === undefined
      ? ['<meta name="robots" content="noindex" />']
      : [
          `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
          '<meta property="og:type" content="website" />',
          '<meta property="og:site_name" content="Toolnest" />',
          `<meta property="og:title" content="${escapeHtml(head.title)}" />`,
          `<meta property="og:description" content="${escapeHtml(head.description)}" />`,
          `<meta property="og:url" content="${escapeHtml(head.canonical)}" />`,
          '<meta name="twitter:card" content="summary" />',
        ];
  return html.replace(/<\/head>/, () => `${tags.map((tag) => `  ${tag}\n`).join('')}  </head>`);
}

// One line of text: a request's name or description may hold line breaks, which would end a list item.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** sitemap.xml and llms.txt with the live generated pages added. */
export function withLivePages(file: 'sitemap.xml' | 'llms.txt', text: string, origin: string, pages: readonly LivePage[]): string {
  if (pages.length === 0) return text;
  if (file === 'sitemap.xml') {
    const urls = pages.map((page) => `  <url><loc>${escapeHtml(origin + page.path)}</loc></url>\n`).join('');
    return text.replace(/<\/urlset>/, () => `${urls}</urlset>`);
  }
  const links = pages.map((page) => `- [${oneLine(page.toolName).replace(/[[\]\\]/g, '\\$&')}](${origin}${page.path}): ${oneLine(page.description)}`);
  return `${text.trimEnd()}\n\n## Requested tools\n\n${links.join('\n')}\n`;
}

/**
 * Serves the built web app, or returns null when `root` holds none. Prerendered pages get one route
 * each from the manifest; everything else is a static file: hashed assets cached for a year, the
 * rest revalidated. The .br/.gz files the web build writes beside each file go to clients that accept them.
 */
export async function registerWebApp(app: FastifyInstance, root: string, { siteUrl, generatedPages, manifest }: WebAppOptions): Promise<WebApp | null> {
  if (!isWebDist(root)) return null;
  const originFiles = manifest?.siteOrigin ? await loadOriginFiles(root, manifest.siteOrigin, siteUrl) : new Map<string, OriginFile>();
  const send = (request: FastifyRequest, reply: FastifyReply, file: string) => {
    const loaded = originFiles.get(file);
    return loaded ? sendOriginFile(request, reply, loaded) : reply.sendFile(file);
  };
  await registerStaticFiles(app, root, manifest !== null);
  const noGeneratedPage = async () => false;
  if (!manifest) return { fallback: { file: 'index.html', status: 200 }, send, sendGeneratedPage: noGeneratedPage };

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
    if (pageFiles.includes(file)) continue;
    const listsPages = generatedPages && (file === 'sitemap.xml' || file === 'llms.txt');
    route(`/${file}`, async (request, reply) => {
      const live = listsPages ? await generatedPages.list() : [];
      if (live.length === 0) return send(request, reply, file);
      const text = withLivePages(file as 'sitemap.xml' | 'llms.txt', originFiles.get(file)!.bodies.identity!.toString(), siteUrl, live);
      return reply.header('Cache-Control', 'no-cache').type(CONTENT_TYPES[extname(file)]!).send(text);
    });
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
  const shellFile = manifest.generatedShell;
  if (!shellFile || !generatedPages) return { fallback: { file: manifest.notFound, status: 404 }, send, sendGeneratedPage: noGeneratedPage };
  const shell = readFileSync(join(root, shellFile), 'utf8');
  return { fallback: { file: manifest.notFound, status: 404 }, send, sendGeneratedPage: generatedPageSender(shell, generatedPages, siteUrl) };
}

/**
 * Serves the build's files: hashed assets cached for a year, the rest revalidated. Pages go through the
 * manifest when there is one, else through a folder's index.html.
 */
async function registerStaticFiles(app: FastifyInstance, root: string, hasManifest: boolean) {
  const assets = join(root, 'assets') + sep;
  const frameAssets = join(root, FRAME_DIR, 'assets') + sep;
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    cacheControl: false,
    // With a manifest, pages go through it (or the 404 page), never through a folder's index.html.
    index: hasManifest ? false : ['index.html'],
    setHeaders(res, filePath) {
      const frameAsset = filePath.startsWith(frameAssets);
      res.header('Cache-Control', frameAsset || filePath.startsWith(assets) ? `public, max-age=${YEAR_IN_SECONDS}, immutable` : 'no-cache');
      if (filePath.endsWith('.html')) res.header('Content-Type', 'text/html; charset=utf-8');
      // The frame runtime is loaded by generated pages' documents, whose origin is opaque (generated-frame.ts).
      if (frameAsset) res.header('Access-Control-Allow-Origin', '*');
    },
  });
}

/** WebApp's sendGeneratedPage: the shell, headed for the live page at the request's path, or for a preview. */
function generatedPageSender(shell: string, generatedPages: GeneratedPageSource, siteUrl: string): WebApp['sendGeneratedPage'] {
  return async (request, reply) => {
    const [path, query = ''] = request.url.split('?', 2) as [string, string?];
    const pageName = GENERATED_PAGE_PATH.exec(path)?.[1];
    if (pageName === undefined) return false;
    // A preview's page is shown by the browser only to the admin's stored credential; the server cannot
    // tell, so any page name may carry the shell, named after no tool and never indexed.
    if (new URLSearchParams(query).has('preview')) {
      const head = { title: 'Preview — not live | Toolnest', description: 'A generated tool page awaiting review.' };
      reply.header('Cache-Control', 'no-store').type('text/html; charset=utf-8').send(generatedShellHtml(shell, head));
      return true;
    }
    const page = await generatedPages.live(pageName);
    if (!page) return false;
    const head = { title: `${page.toolName} | Toolnest`, description: page.description, canonical: `${siteUrl}${page.path}` };
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(generatedShellHtml(shell, head));
    return true;
  };
}

/** A GET or HEAD the web app answers with an HTML page when nothing else matched. */
export function wantsPageFallback(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (isApiPath(url)) return false;
  // A missing hashed asset must fail loudly, not load HTML as a script.
  return url !== '/assets' && !url.startsWith('/assets/') && !url.startsWith('/assets?');
}
