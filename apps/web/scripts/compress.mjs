// Writes a .br and a .gz file beside every text asset of dist/, once at build time at the highest
// levels, so the server sends them as they are (@fastify/static preCompressed) instead of the raw files.
// Not for the files that name the site's origin (prerendered.json's siteOrigin): the server puts its
// SITE_URL in them and compresses them itself at start, so a .br of the placeholder would never be sent.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|css|html|svg|json|txt|map)$/;
const dist = join(import.meta.dirname, '..', 'dist');
const { siteOrigin } = JSON.parse(readFileSync(join(dist, 'prerendered.json'), 'utf8'));
const leftToServer = new Set(siteOrigin.files.map((file) => join(dist, file)));

let files = 0;
for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !COMPRESSIBLE.test(entry.name) || entry.parentPath.includes('.vite')) continue;
  const path = join(entry.parentPath, entry.name);
  if (leftToServer.has(path)) continue;
  const body = readFileSync(path);
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  writeFileSync(
    `${path}.br`,
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
  );
  files += 1;
}
console.log(`compress: wrote .br and .gz for ${files} files in dist/`);
