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
