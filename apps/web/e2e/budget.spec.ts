// The home page's JavaScript budget, measured on what the browser really downloads (the bundle
// report after `vite build` reads the manifest; this catches a chunk it would not predict).
import { createHash } from 'node:crypto';
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

// First paint: what Lighthouse finds varies on a loaded machine (pnpm bench measures it), its
// causes do not. A prerendered page paints from its HTML alone: no stylesheet request to wait for (the
// prerender inlines the one stylesheet), and no script or preload in it: its loader, allowed by its hash in the
// page's CSP, adds the entry and its own route's chunks (no other tool's) once the page has painted.
test('a prerendered page requests no stylesheet, and loads only its own route’s scripts, after it has painted', async ({ page }) => {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean }
  >;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!;
  const toolChunks = Object.values(manifest).filter((chunk) => chunk.isDynamicEntry && chunk.src?.startsWith('../../tools/'));
  expect(toolChunks.length, 'tool chunks in the manifest').toBeGreaterThan(1);

  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  for (const path of ['/', '/case-convert']) {
    const response = (await page.goto(path))!;
    const html = await response.text();
    expect(html, `${path} links no stylesheet`).not.toMatch(/<link[^>]*rel="stylesheet"/);
    expect(/<style>([\s\S]*?)<\/style>/.exec(html)?.[1]?.length, `${path}'s inline styles, in characters`).toBeGreaterThan(10_000);
    expect(html, `${path} names no script or preload for the parser to fetch`).not.toMatch(/<script[^>]* src=|rel="modulepreload"/);

    const [, boot] = /<script data-boot="([^"]+)">([^<]+)<\/script>\s*<\/body>/.exec(html) ?? [];
    // Its inline scripts (the early-input recorder in <head>, the loader at the end of <body>), each allowed by its hash.
    const inline = [...html.matchAll(/<script(?: data-boot="[^"]*")?>([^<]+)<\/script>/g)].map(([, text]) => `'sha256-${createHash('sha256').update(text!).digest('base64')}'`);
    expect(inline, `${path}'s inline scripts`).toHaveLength(2);
    expect(response.headers()['content-security-policy'], `${path}'s CSP allows its inline scripts`).toContain(`script-src 'self' ${inline.join(' ')};`);
    const files = boot!.split(' ');
    expect(files[0], `${path} loads the entry first`).toBe(`/${entry.file}`);
    for (const chunk of toolChunks) {
      const own = path === '/case-convert' && chunk.src!.startsWith('../../tools/case-convert/');
      expect(files.includes(`/${chunk.file}`), `${path} loads ${chunk.src}`).toBe(own);
    }

    // Every script request started after the first paint of the page's content.
    await page.waitForLoadState('networkidle');
    const { firstPaint, firstScript } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      firstScript: Math.min(...performance.getEntriesByType('resource').filter((entry) => /\.js$/.test(entry.name)).map((entry) => entry.startTime)),
    }));
    expect(firstScript, `${path}'s first script request, against its first paint`).toBeGreaterThanOrEqual(firstPaint);
  }
  expect(stylesheets).toEqual([]);
});
