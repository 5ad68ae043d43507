// How long after its first paint each tool page's controls answer, at CPU 4x (Lighthouse's phone), in Debian's
// whole Chromium, run by `pnpm bench` (the playwright config's bench project). "Live" is when React has hydrated
// every control of the page (the test kit's hydration check, polled every 10 ms). Median of 5 fresh loads a page; reported, never
// asserted: the early-input recorder keeps what a visitor does in between (first-paint.spec.ts checks that).
import { chromium, type Browser } from '@playwright/test';
import { builtInTools } from '@toolnest/registry';
import { controlsHydrated, test } from '@toolnest/test-kit';
import { systemChromium } from '@toolnest/test-kit/chromium';

const LOADS = Number(process.env.LIVE_LOADS ?? 5);
const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

// The whole browser, as Lighthouse runs it: the tests' headless shell paints and hydrates sooner.
let browser: Browser | undefined;
test.afterAll(async () => browser?.close());

for (const path of ['/', ...builtInTools.map((tool) => tool.href)]) {
  test(`live after paint ${path}`, { tag: '@bench' }, async ({ baseURL }) => {
    browser ??= await chromium.launch(systemChromium);
    const windows: number[] = [];
    const paints: number[] = [];
    for (let load = 0; load < LOADS; load++) {
      const context = await browser.newContext({ baseURL, serviceWorkers: 'block', viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // The test kit's hydration check, polled from the start (it answers true where there is no #root yet).
      await page.addInitScript(`{const controlsHydrated = ${controlsHydrated};
        const timer = setInterval(() => { if (document.getElementById('root') && controlsHydrated()) { window.__live = performance.now(); clearInterval(timer); } }, 10);}`);
      await page.goto(path);
      await page.waitForFunction(() => (window as unknown as { __live?: number }).__live, null, { timeout: 30_000 });
      const { paint, live } = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
        live: (window as unknown as { __live: number }).__live,
      }));
      paints.push(paint);
      windows.push(live - paint);
      await context.close();
    }
    const line = `${path}: first paint ${Math.round(median(paints))} ms, controls live ${Math.round(median(windows))} ms after it (median of ${LOADS}; ${windows.map(Math.round).join(', ')})`;
    console.log(line);
    test.info().annotations.push({ type: 'live after paint', description: line });
  });
}
