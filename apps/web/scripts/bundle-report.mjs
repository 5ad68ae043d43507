// Bundle budgets: gzip size of the JS that `/` downloads, of what each tool page adds, and of all the JS each
// prerendered page loads and runs before it is live. Reads dist/.vite/manifest.json (vite build.manifest) and
// the prerendered pages; exits 1 when a budget is exceeded.
import { readFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Manifest keys of `key` and everything it imports statically, transitively (dynamic imports excluded). */
export function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no chunk "${key}"`);
  seen.add(key);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

/** The tool a dynamic entry belongs to, from its source path (tools/<slug>/src/...). */
export function toolSlugOf(src) {
  return /(?:^|\/)tools\/([a-z0-9-]+)\/src\//.exec(src ?? '')?.[1] ?? null;
}

/** The files a chunk brings: its own, and the module workers it starts (Vite lists a worker bundle among the chunk's assets). */
const filesOf = (chunk) => [chunk.file, ...(chunk.assets ?? []).filter((file) => file.endsWith('.js'))];

/**
 * Sizes in bytes: `entry` is every JS file of the entry's static closure; each tool adds the
 * closure of its dynamic entry (with the workers it starts) minus what the entry already loaded.
 */
export function measure(manifest, gzipSizeOf) {
  const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  if (entryKeys.length !== 1) throw new Error(`expected one entry chunk, found ${entryKeys.length}`);
  const entryFiles = new Set([...staticClosure(manifest, entryKeys[0])].flatMap((key) => filesOf(manifest[key])));
  const sum = (files) => [...files].filter((file) => file.endsWith('.js')).reduce((total, file) => total + gzipSizeOf(file), 0);

  const tools = new Map();
  const lazy = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    const slug = toolSlugOf(chunk.src ?? key);
    if (!slug) {
      // Shell chunks loaded on demand (tool-page frame, providers, not-found...): reported, not budgeted.
      const files = [...staticClosure(manifest, key)].flatMap((dep) => filesOf(manifest[dep])).filter((file) => !entryFiles.has(file));
      lazy.push({ name: chunk.src ?? key, files, gzip: sum(new Set(files)) });
      continue;
    }
    const files = tools.get(slug) ?? new Set();
    for (const dep of staticClosure(manifest, key)) {
      for (const file of filesOf(manifest[dep])) if (!entryFiles.has(file)) files.add(file);
    }
    tools.set(slug, files);
  }
  return {
    entry: { files: [...entryFiles], gzip: sum(entryFiles) },
    tools: [...tools].map(([slug, files]) => ({ slug, files: [...files], gzip: sum(files) })),
    lazy,
  };
}

/**
 * The JS a prerendered page runs before it is live, by page: the files its boot loader starts (the entry, then
 * the chunks of its route: scripts/prerender.mjs), read from each page's HTML.
 */
export function bootFiles(prerendered, readPage) {
  const pages = Object.entries(prerendered.pages).map(([path, route]) => [path, route.file]);
  return pages.map(([path, file]) => {
    const boot = /<script data-boot="([^"]*)"/.exec(readPage(file))?.[1];
    if (boot === undefined) throw new Error(`${file} has no boot loader`);
    return { path, files: boot.split(' ').map((url) => url.replace(/^\//, '')) };
  });
}

/** Budget lines with their verdicts. */
export function check(report, budgets) {
  const kb = (limit) => limit * 1000;
  const rows = [{ name: '/ (entry + static imports)', gzip: report.entry.gzip, limit: kb(budgets.entryKb) }];
  for (const tool of report.tools) {
    const limit = budgets.toolsKb?.[tool.slug] ?? budgets.defaultToolKb;
    rows.push({ name: `/${tool.slug} adds`, gzip: tool.gzip, limit: limit == null ? null : kb(limit) });
  }
  // Shell chunks with a budget of their own, by source path (the generated-page route).
  for (const [src, limit] of Object.entries(budgets.lazyKb ?? {})) {
    const chunk = report.lazy.find((candidate) => candidate.name === src);
    if (!chunk) throw new Error(`bundle-budgets.json budgets ${src}, which is no lazily loaded chunk`);
    rows.push({ name: `${src} adds`, gzip: chunk.gzip, limit: kb(limit) });
  }
  for (const page of report.beforeLive ?? []) rows.push({ name: `${page.path} before it is live`, gzip: page.gzip, limit: kb(budgets.beforeLiveKbByPage?.[page.path] ?? budgets.beforeLiveKb) });
  return rows.map((row) => ({ ...row, ok: row.limit === null || row.gzip <= row.limit }));
}

function formatKb(bytes) {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

function main() {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const dist = `${root}dist/`;
  const budgets = JSON.parse(readFileSync(`${root}bundle-budgets.json`, 'utf8'));
  const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));
  const cache = new Map();
  const gzipSizeOf = (file) => {
    if (!cache.has(file)) cache.set(file, gzipSync(readFileSync(dist + file), { level: budgets.gzipLevel }).length);
    return cache.get(file);
  };

  const prerendered = JSON.parse(readFileSync(`${dist}prerendered.json`, 'utf8'));
  const beforeLive = bootFiles(prerendered, (file) => readFileSync(dist + file, 'utf8')).map(({ path, files }) => ({
    path,
    gzip: files.reduce((total, file) => total + gzipSizeOf(file), 0),
  }));
  const report = { ...measure(manifest, gzipSizeOf), beforeLive };
  const rows = check(report, budgets);
  const width = Math.max(...rows.map((row) => row.name.length), ...report.lazy.map((chunk) => chunk.name.length));
  console.log(`\nJavaScript budgets (gzip level ${budgets.gzipLevel}, 1 kB = 1000 bytes)`);
  for (const row of rows) {
    const limit = row.limit === null ? 'no budget' : `budget ${formatKb(row.limit)}`;
    console.log(`  ${row.name.padEnd(width)}  ${formatKb(row.gzip).padStart(9)}  ${limit.padEnd(17)} ${row.ok ? 'ok' : 'OVER BUDGET'}`);
  }
  console.log('Loaded on demand, beyond the entry (no budget; shared files counted in each line):');
  for (const chunk of report.lazy) console.log(`  ${chunk.name.padEnd(width)}  ${formatKb(chunk.gzip).padStart(9)}`);
  const over = rows.filter((row) => !row.ok);
  if (over.length > 0) {
    console.error(`\n${over.length} bundle budget(s) exceeded: ${over.map((row) => row.name).join(', ')}`);
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
