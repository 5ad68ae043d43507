// Usage: node scripts/service-worker.mjs [dist folder]
// Writes dist/sw.js after the prerender: service-worker/sw.ts bundled by Vite, with Workbox's
// precache list put where `self.__WB_MANIFEST` stands: every prerendered page under the address it is
// served at (/case-convert, /?category=text), each with the hash of its file as its revision, and every
// other file of the build (hashed assets by name alone). vite-plugin-pwa writes its worker at the end of
// `vite build`, before the prerender has made the pages, and workbox-build brings Babel and Rollup to make
// this one list; so the list is made here, and the caching itself is Workbox's (workbox-precaching).
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { build } from 'vite';

const root = join(import.meta.dirname, '..');
// Another build's folder may be named (offline.spec.ts makes a second deploy of a copy); the build's own by default.
const dist = resolve(process.argv[2] ?? join(root, 'dist'));
const SERVICE_WORKER = 'sw.js';

const revision = (file) => createHash('sha256').update(readFileSync(join(dist, file))).digest('hex').slice(0, 16);

/** The pages, under their addresses: not /admin (it needs the server for everything it shows). */
function pageEntries() {
  const { pages } = JSON.parse(readFileSync(join(dist, 'prerendered.json'), 'utf8'));
  const entries = [];
  for (const [path, route] of Object.entries(pages)) {
    if (path === '/admin') continue;
    entries.push({ url: path, revision: revision(route.file) });
    for (const [name, values] of Object.entries(route.query ?? {})) {
      for (const [value, file] of Object.entries(values)) entries.push({ url: `${path}?${name}=${encodeURIComponent(value)}`, revision: revision(file) });
    }
  }
  return entries;
}

// What the server answers itself or what no page loads: the pages' own files (listed above under their
// addresses), the server's shells, the build's bookkeeping, the files for crawlers, compressed copies, and
// the generated pages' frame runtime (their frames have an opaque origin, which no service worker serves).
const NOT_PRECACHED = /(?:\.html|\.br|\.gz|\.map)$|^\.vite\/|^frame\/|^(?:prerendered\.json|robots\.txt|sitemap\.xml|llms\.txt|sw\.js)$/;

function fileEntries() {
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dist, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((file) => !NOT_PRECACHED.test(file))
    .sort()
    .map((file) => (file.startsWith('assets/') ? { url: `/${file}`, revision: null } : { url: `/${file}`, revision: revision(file) }));
}

const out = join(dist, '.service-worker');
await build({
  configFile: false,
  logLevel: 'warn',
  // Workbox's messages for developers are behind this test; a library build leaves it to the app.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    outDir: out,
    emptyOutDir: true,
    lib: { entry: join(root, 'service-worker', 'sw.ts'), formats: ['iife'], name: 'toolnestServiceWorker', fileName: () => SERVICE_WORKER },
  },
});
const code = readFileSync(join(out, SERVICE_WORKER), 'utf8');
rmSync(out, { recursive: true });
const placeholder = 'self.__WB_MANIFEST';
if (code.split(placeholder).length !== 2) throw new Error(`the built service worker holds ${placeholder} ${code.split(placeholder).length - 1} times, not once`);

const manifest = [...pageEntries(), ...fileEntries()];
writeFileSync(join(dist, SERVICE_WORKER), code.replace(placeholder, () => JSON.stringify(manifest)));
console.log(`service-worker: ${SERVICE_WORKER} precaches ${manifest.length} URLs`);
