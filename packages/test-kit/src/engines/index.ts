// The engine-neutral checks' test: the kit's `test` (its servers) with
// - `engineName`, a project option: 'chromium' (Playwright's browser, the default), 'firefox' or 'webkit';
// - `engine`: that engine's browser, one per worker for its whole run;
// - `enginePage`: one page per worker, shared by the tests that ask for it (each opens its own address); its
//   records are cleared before each test.
import { test as base } from '../fixtures';
import { chromiumEngine } from './chromium';
import { describePage, waitFor } from './checks';
import { launchFirefox } from './firefox';
import type { Engine, EngineName, EnginePage } from './types';
import { launchWebKit } from './webkit';

export type { Engine, EngineName, EnginePage, Key, PickedFile, RecordedRequest, Role, Target } from './types';
export { locateInPage } from './locate';
export * from './checks';

export const engineTest = base.extend<{ enginePage: EnginePage }, { engineName: EngineName; engine: Engine; sharedEnginePage: EnginePage }>({
  engineName: ['chromium', { scope: 'worker', option: true }],
  engine: [
    async ({ engineName, playwright }, provide, workerInfo) => {
      // WebKit runs in the dark colour scheme and Firefox in the light one: neither can switch at run time
      // (no media emulation over BiDi in Firefox 153 nor over classic WebDriver), so between them both are seen.
      if (engineName === 'chromium') {
        // The project's own Chromium (its launch options), launched here so that the other engines' workers start none.
        const browser = await playwright.chromium.launch(workerInfo.project.use.launchOptions);
        await provide(chromiumEngine(browser));
        await browser.close();
        return;
      }
      const engine = engineName === 'firefox' ? await launchFirefox() : await launchWebKit({ dark: true });
      await provide(engine);
      await engine.close();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  sharedEnginePage: [
    async ({ engine, server }, provide) => {
      const page = await engine.newPage(server.baseURL);
      await provide(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
  enginePage: async ({ sharedEnginePage: page }, provide, testInfo) => {
    page.clearRecords();
    await provide(page);
    if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('page', { body: await describePage(page), contentType: 'text/plain' });
    // The test's document is left for a blank one, so what it still had under way (a lookup a second after the
    // last keystroke, an open stream) ends here and not among the next test's requests.
    // (The evaluation may lose its document to the navigation before it answers: the wait below is the check.)
    await page.evaluate(() => location.replace('about:blank')).catch(() => {});
    await waitFor(page, () => location.href === 'about:blank', undefined, { message: 'the blank page after the test' });
  },
});
