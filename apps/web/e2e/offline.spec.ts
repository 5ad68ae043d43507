// Works offline: after one visit the service worker (service-worker/sw.ts) has precached every page
// and chunk, so a browser-only tool never opened before opens and works with the network off; a tool that needs
// the server says the browser is offline; /api/* is never answered from a cache; the site is installable.
// The other specs block service workers (playwright.config.ts); this one lets the site's run.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { OFFLINE_MESSAGE } from '@toolnest/tool-kit';
import { expect, notices, test } from '@toolnest/test-kit';
import { freePort, startServer } from '@toolnest/test-kit/server';

test.use({ serviceWorkers: 'allow' });

test('after one visit: Spam Score Checker says it is offline, /api is not cached, Word Count opens and works offline; installable', async ({ page, context }) => {
  await page.goto('/case-convert');
  // Resolves once the worker is active, that is, once its precache is complete.
  expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL)).toMatch(/\/sw\.js$/);

  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Chromium's own installability checks (manifest, icons, worker); a Playwright context is an incognito one,
  // where nothing installs, so that one reason is not the site's.
  expect(installabilityErrors.filter(({ errorId }) => errorId !== 'in-incognito')).toEqual([]);

  await context.setOffline(true);
  try {
    // On to the server tool inside this page, as a link would: Chromium's offline emulation is not carried into
    // a document loaded after it (navigator.onLine reads true there), where a browser really offline says false.
    await page.evaluate(() => {
      history.pushState(null, '', '/spam-score-checker');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: 'Domain or email address' }).fill('example.test');
    await main.getByRole('button', { name: 'Check Spam Score' }).click();
    await expect(notices(page).getByText(OFFLINE_MESSAGE)).toBeVisible();
    expect(await page.evaluate(() => fetch('/api/health').then(() => 'answered', () => 'failed'))).toBe('failed');

    // A page never opened, loaded whole from the precache.
    await page.goto('/word-count');
    await main.getByRole('textbox', { name: 'Your text' }).fill('offline and still counting');
    await expect(main.locator('dt', { hasText: 'Words' }).locator('xpath=following-sibling::dd[1]')).toHaveText('4');
  } finally {
    await context.setOffline(false);
  }
});

test('a new deploy: the next visit offers "Updated — reload", the old pages stay whole until then, Reload brings the new', async ({ page }) => {
  // Two servers started and a worker built in the test: 17–19 s on a quiet machine, past the 20 s timeout under load.
  test.slow();
  // Two deploys of one origin: a copy of the build, then the same copy with a page changed and its worker made again.
  const dist = mkdtempSync(join(tmpdir(), 'toolnest-deploy-'));
  const options = { env: { WEB_DIST: dist }, port: await freePort() };
  cpSync(join(import.meta.dirname, '..', 'dist'), dist, { recursive: true });
  const first = await startServer(options);
  const pageHtml = () => page.evaluate(() => fetch('/case-convert').then((response) => response.text()));
  try {
    await page.goto(`${first.baseURL}/case-convert`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload(); // Now under the worker.
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
  } finally {
    await first.stop();
  }

  const marker = '<!-- the second deploy -->';
  const file = join(dist, 'case-convert.html');
  writeFileSync(file, readFileSync(file, 'utf8').replace('</head>', `${marker}</head>`));
  await promisify(execFile)(process.execPath, [join(import.meta.dirname, '..', 'scripts', 'service-worker.mjs'), dist]);
  rmSync(join(dist, 'sw.js.br'));
  rmSync(join(dist, 'sw.js.gz'));
  const second = await startServer(options);
  try {
    await page.goto(`${second.baseURL}/word-count`);
    await expect(notices(page).getByText('Updated — reload')).toBeVisible();
    // Until the visitor says so, the old worker answers with the old deploy's files.
    expect(await pageHtml()).not.toContain(marker);
    // Reload hands over to the new worker, and the page reloads under it: asked before that reload ends, the
    // page's fetch would lose its document (a fresh-clone run failed so).
    const reloaded = page.waitForEvent('load');
    await notices(page).getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    expect(await pageHtml()).toContain(marker);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Word Count');
  } finally {
    await second.stop();
    rmSync(dist, { recursive: true, force: true });
  }
});
