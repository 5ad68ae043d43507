// How long after its first paint each page's controls answer, at CPU 4x (Lighthouse's phone), in Debian's whole
// Chromium, run by `pnpm bench` (the playwright config's bench project). "Live" is when React has hydrated and
// committed every control: of the tool (the page's tool section, or its main region), and of the whole page (the
// test kit's hydration check). Median of 5 fresh loads a page; reported, never asserted: the early-input recorder
// keeps what a visitor does in between (first-paint.spec.ts checks that).
import { chromium, type Browser, type ConsoleMessage } from '@playwright/test';
import { builtInTools } from '@toolnest/registry';
import { controlsHydrated, test } from '@toolnest/test-kit';
import { systemChromium } from '@toolnest/test-kit/chromium';

const LOADS = Number(process.env.LIVE_LOADS ?? 5);
const median = (values: number[]) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)]!;

// In the page from its start: polls every 10 ms, and says when each part is live on the console. Playwright is not
// asked anything until then: its first call into a page evaluates its own script there, 50 ms at CPU 4x, which
// would land in the middle of the hydration being measured.
const PROBE = `{
  const controlsHydrated = ${controlsHydrated};
  const toolHydrated = () => controlsHydrated(['main section[aria-label]', 'main']);
  const live = {};
  const timer = setInterval(() => {
    // Once the whole HTML is there: a half-parsed page has no controls yet, which every() would call live.
    if (document.readyState === 'loading') return;
    // One check a tick, the tool's first: the whole page's walks hundreds of controls, work that would otherwise
    // land in the middle of the tool's hydration. The page's time may read up to one tick late.
    if (live.tool === undefined) {
      if (toolHydrated()) live.tool = performance.now();
    } else if (controlsHydrated()) {
      live.page = performance.now();
    }
    if (live.tool === undefined || live.page === undefined) return;
    clearInterval(timer);
    const paint = performance.getEntriesByName('first-contentful-paint')[0].startTime;
    console.debug('toolnest-live ' + JSON.stringify({ paint, tool: live.tool - paint, page: live.page - paint }));
  }, 10);
}`;

interface Live {
  paint: number;
  tool: number;
  page: number;
}

// The whole browser, as Lighthouse runs it: the tests' headless shell paints and hydrates sooner.
let browser: Browser | undefined;
test.afterAll(async () => browser?.close());

for (const path of ['/', ...builtInTools.map((tool) => tool.href)]) {
  test(`live after paint ${path}`, { tag: '@bench' }, async ({ baseURL }) => {
    browser ??= await chromium.launch(systemChromium);
    const loads: Live[] = [];
    for (let load = 0; load < LOADS; load++) {
      const context = await browser.newContext({ baseURL, serviceWorkers: 'block', viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.addInitScript(PROBE);
      const reported = page.waitForEvent('console', { predicate: (message: ConsoleMessage) => message.text().startsWith('toolnest-live '), timeout: 30_000 });
      await page.goto(path, { waitUntil: 'commit' });
      loads.push(JSON.parse((await reported).text().slice('toolnest-live '.length)) as Live);
      await context.close();
    }
    const figure = (key: keyof Live) => Math.round(median(loads.map((live) => live[key])));
    const line =
      `${path}: first paint ${figure('paint')} ms; tool live ${figure('tool')} ms after it (${loads.map((live) => Math.round(live.tool)).join(', ')}), ` +
      `whole page ${figure('page')} ms (median of ${LOADS})`;
    console.log(line);
    test.info().annotations.push({ type: 'live after paint', description: line });
  });
}
