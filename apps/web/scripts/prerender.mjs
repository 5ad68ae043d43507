// Runs after both `vite build`s: renders every route the shell knows to static HTML (with its own
// title, description, canonical link, Open Graph tags and, on tool pages, JSON-LD) into dist/, plus
// prerendered.json (which file answers which URL, read by the server), icons.svg, robots.txt,
// sitemap.xml and llms.txt. Absolute links name PLACEHOLDER, not a real origin: the server puts its
// SITE_URL in its place when it starts, so one build (and turbo's cache of it) serves any origin.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { iconSprite } from '@toolnest/ui/icon-sprite';
import { minify, transformWithOxc } from 'vite';
import { staticClosure, toolSlugOf } from './bundle-report.mjs';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
// .invalid can never resolve (RFC 2606), so the token is no one's real address; the check below proves
// that nothing else in the output holds it.
const PLACEHOLDER = 'https://toolnest.invalid';
const site = PLACEHOLDER;
// Each origin-bearing output is made a second time with CHECK; it must equal the first with the
// placeholder replaced, which is what the server does: so the placeholder is only where an origin goes.
const CHECK = 'https://check.toolnest.invalid';
const originFiles = [];
function writeWithOrigin(file, make) {
  const text = make(site);
  if (text.split(PLACEHOLDER).join(CHECK) !== make(CHECK)) throw new Error(`${file} holds ${PLACEHOLDER} where no origin was put`);
  if (!text.includes(PLACEHOLDER)) throw new Error(`${file} names no origin`);
  writeFileSync(join(dist, file), text);
  originFiles.push(file);
}
if (process.env.SITE_URL) console.log('prerender: SITE_URL is read by the server when it starts, not by the build');

const server = await import(pathToFileURL(join(root, 'dist-server', 'entry-server.js')).href);
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
// The app's one stylesheet, inlined: as a <link> it blocked the first paint for a round trip (Lighthouse's
// render-blocking request), and at about 9 kB gzip it costs less inside each page than that request.
const template = inlineStylesheet(readFileSync(join(dist, 'index.html'), 'utf8'));
function inlineStylesheet(html) {
  const links = [...html.matchAll(/<link rel="stylesheet"[^>]*? href="\/(assets\/[^"]+\.css)"[^>]*>/g)];
  if (links.length !== 1) throw new Error(`index.html links ${links.length} stylesheets; the prerender inlines exactly one`);
  const css = readFileSync(join(dist, links[0][1]), 'utf8');
  if (/<\/style/i.test(css)) throw new Error(`${links[0][1]} holds "</style", which would end the inlined element early`);
  return html.replace(links[0][0], () => `<style>${css}</style>`);
}

const escapeHtml = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
// JSON inside <script>: no "</script>" or "<!--" can end the element early.
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

// Files the entry chunk already loads: no page preloads them again.
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const loaded = new Set([...staticClosure(manifest, entryKey)].map((key) => manifest[key].file));

/** JS files a route's lazy module needs beyond the entry, preloaded so hydration does not wait on a waterfall. */
function preloadsFor(page) {
  const keys = Object.keys(manifest).filter((key) => {
    const src = manifest[key].src ?? key;
    if (!manifest[key].isDynamicEntry) return false;
    // The not-found page answers single segments too, which hydrate through the generated-page route.
    if (page.chunk === 'not-found') return src.endsWith('src/pages/NotFoundPage.tsx') || src.endsWith('src/pages/GeneratedPage.tsx');
    if (page.chunk === 'generated') return src.endsWith('src/pages/GeneratedPage.tsx');
    if (page.chunk === 'submissions') return src.endsWith('src/pages/SubmissionsPage.tsx') || src.endsWith('src/providers/ToolProviders.tsx');
    if (page.chunk === 'admin') return src.endsWith('src/pages/AdminPage.tsx') || src.endsWith('src/providers/ToolProviders.tsx');
    if (page.chunk === 'tool') {
      return src.endsWith('src/pages/ToolRoute.tsx') || toolSlugOf(src) === page.slug;
    }
    return false;
  });
  const files = new Set(keys.flatMap((key) => [...staticClosure(manifest, key)].map((dep) => manifest[dep].file)));
  return [...files].filter((file) => file.endsWith('.js') && !loaded.has(file));
}

// A prerendered page loads its JavaScript after it has painted. Vite's module <script> and the route's
// modulepreloads in <head> started ~350 kB of downloads and a hydration pass ahead of the first frame on a
// slow phone (Lighthouse counts them all against FCP and LCP). This loader, the last element of <body>, adds
// the entry and the route's chunks (its data-boot attribute, the entry first) once the whole page was parsed
// and a frame has been drawn after it, provided the first contentful paint has happened by then (else at it). It
// reads the paint from the performance timeline at that moment rather than waiting for an observer's callback:
// the browser delivers those at low priority, 50-100 ms late on a slow phone busy laying out the page. A hidden
// tab paints nothing, so there it starts at once. The preloads start in the same task as the entry: started a
// task or two later, their responses came in after the entry's, and the main thread read them only once the
// entry had run (at CPU 4x, the route's last chunk was in 150 ms later than with every request started at once).
// The page's CSP allows exactly this text, by its hash (prerendered.json's inlineScripts).
const BOOT_LOADER = [
  "{const[e,...r]=document.currentScript.dataset.boot.split(' ');",
  "const start=()=>{const s=document.createElement('script');s.type='module';s.src=e;document.head.append(s);",
  "for(const h of r){const l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.append(l)}};",
  "const painted=()=>performance.getEntriesByName('first-contentful-paint').length>0;",
  "const go=()=>{if(document.hidden||painted()||!PerformanceObserver.supportedEntryTypes?.includes('paint'))start();",
  "else new PerformanceObserver((list,observer)=>{if(painted()){observer.disconnect();start()}}).observe({type:'paint',buffered:true})};",
  'if(document.hidden)start();else requestAnimationFrame(()=>setTimeout(go))}',
].join('');
const BOOT_LOADER_HASH = `sha256-${createHash('sha256').update(BOOT_LOADER).digest('base64')}`;
const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const entryFile = ENTRY_SCRIPT.exec(template)?.[1];
if (!entryFile) throw new Error(`index.html has no ${ENTRY_SCRIPT}`);
// V8 reads the entry's compile hint (vite.config.ts) only on its very first line.
if (!readFileSync(join(dist, entryFile), 'utf8').startsWith('//# allFunctionsCalledOnLoad\n')) throw new Error(`${entryFile} does not start with its compile hint`);

// Records what the visitor does before React has hydrated the part they act on, and replays it after
// (src/early-input/early-input.ts says how). Inlined at the end of <head>: it is in place before any content
// paints. Its CSP hash joins the loader's.
async function earlyInputScript() {
  const source = readFileSync(join(root, 'src', 'early-input', 'early-input.ts'), 'utf8');
  const { code } = await transformWithOxc(source, 'early-input.ts', { lang: 'ts' });
  const script = `{${code.replace(/^export function installEarlyInput\(/m, 'function installEarlyInput(')}\ninstallEarlyInput(window)}`;
  const minified = await minify('early-input.js', script, { compress: true, mangle: true });
  if (minified.errors.length > 0 || !minified.code.includes('installEarlyInput')) throw new Error('early-input.ts did not minify to an inline script');
  if (/<\/script/i.test(minified.code)) throw new Error('the early-input script holds "</script", which would end it early');
  return minified.code.trim();
}
const EARLY_INPUT = await earlyInputScript();
const EARLY_INPUT_HASH = `sha256-${createHash('sha256').update(EARLY_INPUT).digest('base64')}`;

function bootLoader(page) {
  const files = [entryFile, ...preloadsFor(page).map((file) => `/${file}`)];
  return `<script data-boot="${escapeHtml(files.join(' '))}">${BOOT_LOADER}</script>`;
}

function headTags(page) {
  const { title, description, canonical, jsonLd } = page.head;
  const tags = [];
  if (canonical) {
    tags.push(
      `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
      `<meta property="og:type" content="website" />`,
      `<meta property="og:site_name" content="Toolnest" />`,
      `<meta property="og:title" content="${escapeHtml(title)}" />`,
      `<meta property="og:description" content="${escapeHtml(description)}" />`,
      `<meta property="og:url" content="${escapeHtml(canonical)}" />`,
      `<meta name="twitter:card" content="summary" />`,
    );
  } else {
    tags.push('<meta name="robots" content="noindex" />');
  }
  if (jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(jsonLd)}</script>`);
  tags.push(`<script>${EARLY_INPUT}</script>`);
  return tags.map((tag) => `    ${tag}\n`).join('');
}

function replaceOnce(text, pattern, replacement) {
  if (!pattern.test(text)) throw new Error(`index.html has no ${pattern}`);
  return text.replace(pattern, () => replacement);
}

function pageHtml(page, body) {
  let html = replaceOnce(template, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.head.title)}</title>`);
  html = replaceOnce(html, /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(page.head.description)}" />`);
  html = replaceOnce(html, ENTRY_SCRIPT, '');
  html = replaceOnce(html, /\s*<\/head>/, `\n${headTags(page)}  </head>`);
  html = replaceOnce(html, /<div id="root"><\/div>/, `<div id="root">${body}</div>`);
  return replaceOnce(html, /\s*<\/body>/, `\n    ${bootLoader(page)}\n  </body>`);
}

const pages = await server.pagesToRender(site);
const checkPages = new Map((await server.pagesToRender(CHECK)).map((page) => [page.file, page]));
const routes = {};
for (const page of pages) {
  const body = await server.renderPage(page.url);
  if (page.head.canonical) writeWithOrigin(page.file, (origin) => pageHtml(origin === site ? page : checkPages.get(page.file), body));
  else if (pageHtml(page, body).includes(PLACEHOLDER)) throw new Error(`${page.file} holds ${PLACEHOLDER} without a canonical link`);
  else writeFileSync(join(dist, page.file), pageHtml(page, body));
  if (page.chunk === 'not-found') continue;
  const { pathname, searchParams } = new URL(page.url, site);
  const route = (routes[pathname] ??= { file: '' });
  const category = searchParams.get('category');
  if (category) ((route.query ??= { category: {} }).category[category] = page.file);
  else route.file = page.file;
}

// A generated page's shell: index.html unrendered, with the route's chunks preloaded. The server
// puts the page's title and description in and sends it at a live /{slug}; the browser renders it, so there
// is nothing to hydrate and nothing to mismatch.
const GENERATED_SHELL = 'generated.html';
const shellPreloads = preloadsFor({ chunk: 'generated' }).map((file) => `    <link rel="modulepreload" crossorigin href="/${file}" />\n`);
writeFileSync(join(dist, GENERATED_SHELL), replaceOnce(template, /\s*<\/head>/, `\n${shellPreloads.join('')}  </head>`));

writeFileSync(join(dist, 'icons.svg'), await iconSprite(server.spriteIconNames()));
// The API's reference page is for people and crawlers alike; the JSON routes are not (the longer rule wins).
writeWithOrigin('robots.txt', (origin) => `User-agent: *\nAllow: /\nAllow: /api/docs\nDisallow: /api/\nDisallow: /admin\n\nSitemap: ${origin}/sitemap.xml\n`);
writeWithOrigin('sitemap.xml', (origin) => {
  const urls = server.sitemapPaths().map((path) => `  <url><loc>${escapeHtml(origin + path)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
});
const summary = /<meta\s+name="description"\s+content="([^"]*)"/.exec(template)[1];
writeWithOrigin('llms.txt', (origin) => server.llmsText(origin, summary));

// siteOrigin: which files the server rewrites at start (and compress.mjs leaves to it).
const prerendered = {
  pages: routes,
  notFound: '404.html',
  generatedShell: GENERATED_SHELL,
  siteOrigin: { placeholder: PLACEHOLDER, files: originFiles },
  inlineScripts: [EARLY_INPUT_HASH, BOOT_LOADER_HASH],
};
writeFileSync(join(dist, 'prerendered.json'), `${JSON.stringify(prerendered, null, 2)}\n`);
console.log(`prerender: ${pages.length} pages, with icons.svg, robots.txt, sitemap.xml and llms.txt; ${originFiles.length} files name the origin`);
