// Chromium behind the engine-neutral page: Playwright's own browser of the run (Debian's headless shell), each
// page in a fresh context. Playwright sees requests, console and downloads itself; CDP adds the CPU throttling
// that only Chromium has.
import { readFile } from 'node:fs/promises';
import type { Browser, Download, ElementHandle, Page } from '@playwright/test';
import { describeTarget, locateInPage } from './locate';
import type { Engine, EnginePage, Key, RecordedRequest, Target } from './types';

/** Playwright's own notice that it kept the site's service worker out: the test's doing, not the page's. */
const SERVICE_WORKER_BLOCKED = /^Service Worker registration blocked by Playwright/;

export function chromiumEngine(browser: Browser, options: { reducedMotion?: 'reduce' | 'no-preference' | null } = {}): Engine {
  return {
    name: 'chromium',
    async newPage(origin) {
      const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 800 }, reducedMotion: options.reducedMotion ?? 'reduce', serviceWorkers: 'block' });
      return chromiumPage(await context.newPage(), origin);
    },
    // The browser is Playwright's, closed by Playwright.
    close: async () => {},
  };
}

function chromiumPage(page: Page, origin: string): EnginePage {
  const records = recordErrorsAndRequests(page, origin);
  const downloads = keepDownloads(page);
  // File choosers caught from the start: caught only from a pick on, the first could open before Playwright
  // caught it, and then no other opened.
  page.on('filechooser', () => {});
  const element = async (target: Target): Promise<ElementHandle<Element>> => {
    const handle = (await page.evaluateHandle(locateInPage, target)).asElement();
    if (!handle) throw new Error(`no ${describeTarget(target)} on the page`);
    return handle as ElementHandle<Element>;
  };
  const scripts = holdableScripts(page, origin);
  return {
    engine: 'chromium',
    origin,
    async goto(path, { waitUntil = 'load' } = {}) {
      await page.goto(path, { waitUntil });
    },
    evaluate: (fn, arg) => page.evaluate(fn as never, arg as never) as never,
    evaluateExpression: (expression) => page.evaluate(expression) as never,
    async click(target) {
      await (await element(target)).click();
    },
    clickAt: (x, y) => page.mouse.click(x, y),
    type: (text) => page.keyboard.type(text),
    press: (key: Key) => page.keyboard.press(key === 'Space' ? ' ' : key),
    async setFiles(target, files) {
      await (await element(target)).setInputFiles(files);
    },
    ...records,
    async addInitScript(fn) {
      await page.addInitScript(fn);
    },
    ...downloads,
    setViewport: (size) => page.setViewportSize(size),
    insertText: (text) => page.keyboard.insertText(text),
    async pickThroughChooser(x, y, files) {
      const opened = page.waitForEvent('filechooser', { timeout: 15_000 });
      await page.mouse.click(x, y);
      await (await opened).setFiles(files);
    },
    holdScripts: scripts.hold,
    async throttleCpu(rate) {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    },
    close: () => page.context().close(),
  };
}

/**
 * The page's own scripts held back while `hold(ms)` says so, as Firefox's and WebKit's fronts do. Requests are
 * routed through Playwright only from the first hold on: routing costs every request a round trip.
 */
function holdableScripts(page: Page, origin: string): { hold(ms: number): Promise<void> } {
  let held: Promise<void> = Promise.resolve();
  let release = () => {};
  let routed = false;
  return {
    async hold(ms) {
      release();
      if (ms === 0) return;
      held = new Promise((resolve) => {
        release = resolve;
        setTimeout(resolve, ms);
      });
      if (routed) return;
      routed = true;
      await page.route(
        (url) => url.origin === origin && url.pathname.endsWith('.js'),
        async (route) => {
          await held;
          await route.continue();
        },
      );
    },
  };
}

/** The page's console errors, uncaught errors and failed requests, and its requests to `origin`, from now on. */
function recordErrorsAndRequests(page: Page, origin: string): Pick<EnginePage, 'errors' | 'requests' | 'clearRecords'> {
  let errors: string[] = [];
  let requests: (RecordedRequest & { request: unknown })[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !SERVICE_WORKER_BLOCKED.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught ${error.message}`));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin) return;
    requests.push({ request, method: request.method(), url: url.pathname + url.search, body: request.postData() ?? '', status: 0, document: request.resourceType() === 'document', done: false });
  });
  const find = (request: unknown) => requests.find((entry) => entry.request === request);
  page.on('response', (response) => {
    const entry = find(response.request());
    if (entry) entry.status = response.status();
    if (entry && response.status() >= 400) errors.push(`failed request ${entry.method} ${entry.url}: ${response.status()}`);
  });
  page.on('requestfinished', (request) => {
    const entry = find(request);
    if (entry) entry.done = true;
  });
  page.on('requestfailed', (request) => {
    const entry = find(request);
    if (!entry) return;
    entry.done = true;
    // A stream the page closed itself (a progress stream once done) is not a failure.
    if (!/ERR_ABORTED/.test(request.failure()?.errorText ?? '')) {
      entry.status = -1;
      errors.push(`failed request ${entry.method} ${entry.url}: ${request.failure()?.errorText}`);
    }
  });
  return {
    errors: () => [...errors],
    requests: () => requests.map(({ request: _request, ...entry }) => entry),
    clearRecords() {
      errors = [];
      requests = [];
    },
  };
}

/** The page's downloads, kept from now on: `download` takes one by its name, waiting for it. */
function keepDownloads(page: Page): Pick<EnginePage, 'download'> {
  const downloads: Download[] = [];
  page.on('download', (download) => downloads.push(download));
  return {
    async download(name, timeoutMs = 30_000) {
      for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await page.waitForTimeout(100)) {
        const index = downloads.findIndex((download) => download.suggestedFilename() === name);
        if (index >= 0) return readFile(await downloads.splice(index, 1)[0]!.path());
      }
      throw new Error(`no download named ${name} within ${timeoutMs} ms`);
    },
  };
}
