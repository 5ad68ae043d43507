// The document a generated page runs in. A generated page is code nobody wrote by hand (a template filled
// with a visitor's text, or an LLM's draft), so it never runs in the site's origin: the site shows it in an
// <iframe sandbox="allow-scripts">, and this document's own CSP repeats the sandbox, so even opened on its
// own it has an opaque origin (no storage, cookies or credentials of the site). Its scripts are exactly the
// frame runtime (React, the shared controls) and the page's module, by URL; it may load no image but data:,
// connect nowhere, submit no form and be framed only by the site. The runtime is the web build's
// dist/frame (apps/web/vite.frame.config.ts), found through that build's Vite manifest.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Where the web build writes the frame runtime, inside its dist folder, and the URL path it is served at. */
export const FRAME_DIR = 'frame';
const FRAME_MANIFEST = join(FRAME_DIR, '.vite', 'manifest.json');

/** The frame runtime's files as site paths: its entry module, the modules it imports, its stylesheets. */
export interface FrameRuntime {
  entry: string;
  modules: string[];
  styles: string[];
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const ASSET_FILE = /^assets\/[\w.-]+\.(?:js|css)$/;

/** Reads the frame runtime's manifest from a web build; null when the build has none (an API-only server, an older build). */
export function readFrameRuntime(webDist: string): FrameRuntime | null {
  const file = join(webDist, FRAME_MANIFEST);
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  if (entries.length !== 1) throw new Error(`${file} names ${entries.length} entries; the frame runtime has exactly one`);
  const seen = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${file} imports ${key}, which it does not list`);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entries[0]!);
  const path = (asset: string) => {
    // Paths go into HTML attributes and a CSP as they are: nothing but a plain asset name may.
    if (!ASSET_FILE.test(asset)) throw new Error(`${file} names ${JSON.stringify(asset)}, not an asset file`);
    return `/${FRAME_DIR}/${asset}`;
  };
  return {
    entry: path(manifest[entries[0]!]!.file),
    modules: [...seen].map((key) => path(manifest[key]!.file)),
    styles: [...styles].map(path),
  };
}

// A Host a CSP source can name: a DNS name or IPv4 address, and a port. An IPv6 literal cannot be one.
const CSP_HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?::\d{1,5})?$/i;

/**
 * The origins a CSP source may name files of this server on: the Host the request came to (a source with no
 * scheme takes the document's), and the configured origins (SITE_URL, GENERATED_ORIGIN), for a proxy that
 * passes another Host on. A Host or origin a source cannot name (an IPv6 literal) is left out. The Host is the
 * browser's: another client that lies gets a policy for a host it does not reach.
 */
export function cspOrigins(requestHost: string | undefined, configured: readonly string[]): string[] {
  const origins = new Set<string>();
  if (requestHost !== undefined && CSP_HOST.test(requestHost)) origins.add(requestHost.toLowerCase());
  for (const origin of configured) {
    if (CSP_HOST.test(new URL(origin).host)) origins.add(origin);
  }
  return [...origins];
}

/** CSP sources for `paths` on each of `origins`, or 'self' when there is none. */
export function cspSources(origins: readonly string[], paths: readonly string[]): string {
  return origins.length === 0 ? "'self'" : origins.flatMap((origin) => paths.map((path) => `${origin}${path}`)).join(' ');
}

export interface FrameDocumentOptions {
  runtime: FrameRuntime;
  /** The page's module, as the document imports it (with a preview's token). */
  moduleUrl: string;
  /** Where this server is, through cspOrigins. */
  origins: readonly string[];
  /** Who may frame it: the site's origin (SITE_URL) when frames are served from GENERATED_ORIGIN, else null for 'self'. */
  siteOrigin: string | null;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The frame document's CSP. The query of a module URL is not part of what a source matches, so the path is enough. */
export function frameCsp({ runtime, moduleUrl, origins, siteOrigin }: FrameDocumentOptions): string {
  const modulePath = moduleUrl.split('?', 1)[0]!;
  return [
    "default-src 'none'",
    `script-src ${cspSources(origins, [...runtime.modules, modulePath])}`,
    `style-src ${cspSources(origins, runtime.styles)}`,
    'img-src data:',
    "form-action 'none'",
    "base-uri 'none'",
    `frame-ancestors ${siteOrigin ?? "'self'"}`,
    // Without allow-same-origin, allow-top-navigation, allow-popups, allow-forms or allow-modals.
    'sandbox allow-scripts',
  ].join('; ');
}

/** The frame document: the runtime's stylesheet and module, and the page module it is to import. */
export function frameDocument({ runtime, moduleUrl }: FrameDocumentOptions): string {
  const styles = runtime.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`);
  return [
    '<!doctype html>',
    `<html lang="en" data-page-module="${escapeHtml(moduleUrl)}">`,
    '<head>',
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    '<meta name="robots" content="noindex" />',
    '<title>Toolnest tool</title>',
    ...styles,
    `<script type="module" src="${escapeHtml(runtime.entry)}"></script>`,
    '</head>',
    '<body><div id="root"></div></body>',
    '</html>',
    '',
  ].join('\n');
}

// What GENERATED_ORIGIN serves: frame documents with their modules, and the frame runtime.
const GENERATED_ORIGIN_PATH = new RegExp(`^/(?:api/generated|${FRAME_DIR}/assets)/[^/]+$`);

/**
 * On GENERATED_ORIGIN, everything but generated pages' frames is a 404: the site (its admin page, its storage)
 * lives on SITE_URL alone, so nothing of it ever shares an origin with generated code.
 */
export function registerGeneratedOriginGuard(app: FastifyInstance, generatedOrigin: string): void {
  const generatedHost = new URL(generatedOrigin).host;
  app.addHook('onRequest', async (request, reply) => {
    if (request.host.toLowerCase() !== generatedHost) return;
    if (!GENERATED_ORIGIN_PATH.test(request.url.split('?', 1)[0]!)) return reply.code(404).send({ error: 'Not Found' });
  });
}
