// The home page's JavaScript budget, measured on what the browser really downloads (the bundle
// report after `vite build` reads the manifest; this catches a chunk it would not predict).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from '@toolnest/test-kit';

const dist = join(import.meta.dirname, '..', 'dist');
const budgets = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'bundle-budgets.json'), 'utf8')) as {
  gzipLevel: number;
  entryKb: number;
};

test(`/ downloads at most ${budgets.entryKb} kB of gzipped JavaScript, served compressed`, async ({ page }) => {
  const scripts = new Map<string, string | undefined>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') {
      scripts.set(new URL(response.url()).pathname, response.headers()['content-encoding']);
    }
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');

  expect(scripts.size).toBeGreaterThan(0);
  let gzipBytes = 0;
  for (const [path, encoding] of scripts) {
    expect(encoding, `${path} is sent compressed`).toMatch(/^(br|gzip)$/);
    gzipBytes += gzipSync(readFileSync(join(dist, path)), { level: budgets.gzipLevel }).length;
  }
  console.log(`/ downloaded ${scripts.size} scripts, ${(gzipBytes / 1000).toFixed(1)} kB gzip`);
  expect(gzipBytes).toBeLessThanOrEqual(budgets.entryKb * 1000);
});

// Issue 22's first paint: what Lighthouse finds varies on a loaded machine (pnpm bench measures it), its
// causes do not. A prerendered page paints from its HTML alone: no stylesheet request to wait for (the
// prerender inlines the one stylesheet), and the chunks it preloads are its own route's, no other tool's.
test('a prerendered page requests no stylesheet, and a tool page preloads no other tool’s chunk', async ({ page }) => {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; src?: string; isDynamicEntry?: boolean }>;
  const toolChunks = Object.values(manifest).filter((chunk) => chunk.isDynamicEntry && chunk.src?.startsWith('../../tools/'));
  expect(toolChunks.length, 'tool chunks in the manifest').toBeGreaterThan(1);

  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  for (const path of ['/', '/case-convert']) {
    const html = await (await page.goto(path))!.text();
    expect(html, `${path} links no stylesheet`).not.toMatch(/<link[^>]*rel="stylesheet"/);
    expect(/<style>([\s\S]*?)<\/style>/.exec(html)?.[1]?.length, `${path}'s inline styles, in characters`).toBeGreaterThan(10_000);
    const preloads = new Set([...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+)"/g)].map((match) => match[1]));
    for (const chunk of toolChunks) {
      const own = path === '/case-convert' && chunk.src!.startsWith('../../tools/case-convert/');
      expect(preloads.has(chunk.file), `${path} preloads ${chunk.src}`).toBe(own);
    }
    await page.waitForLoadState('networkidle');
  }
  expect(stylesheets).toEqual([]);
});
