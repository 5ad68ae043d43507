// Firefox: Debian's firefox-esr, headless, driven by puppeteer-core over WebDriver BiDi (Firefox speaks it itself,
// so no geckodriver, which Debian does not package). One browser per worker; each page in a user context of its
// own (fresh storage and cache). Requests are read at the recording front, which sees their bodies.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer, { type Browser, type ElementHandle, type KeyInput, type Page } from 'puppeteer-core';
import { failedRequests, startFront, takeBlob, type Front } from './front';
import { describeTarget, locateInPage } from './locate';
import { writePickedFiles } from './picked-files';
import type { Engine, EnginePage, Key, PickedFile, Target } from './types';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

const KEYS: Record<Key, KeyInput[]> = {
  Enter: ['Enter'],
  Escape: ['Escape'],
  Tab: ['Tab'],
  ArrowDown: ['ArrowDown'],
  ArrowUp: ['ArrowUp'],
  Backspace: ['Backspace'],
  Space: ['Space'],
  '/': ['/'],
  'Control+k': ['Control', 'k'],
  'Control+a': ['Control', 'a'],
  'Control+v': ['Control', 'v'],
};

export async function launchFirefox(): Promise<Engine> {
  if (!existsSync(FIREFOX_PATH)) throw new Error(`${FIREFOX_PATH} is missing: apt-get install firefox-esr (.ci/run installs it)`);
  const downloads = mkdtempSync(join(tmpdir(), 'toolnest-firefox-downloads-'));
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: {
      // Downloads go straight to a folder the test reads, with no dialog.
      'browser.download.dir': downloads,
      'browser.download.folderList': 2,
      'browser.download.useDownloadDir': true,
      'browser.download.always_ask_before_handling_new_types': false,
      // As in the Chromium runs: the site's service worker would precache the whole build on every first visit.
      'dom.serviceWorkers.enabled': false,
      // No transitions, as the Chromium runs (reducedMotion).
      'ui.prefersReducedMotion': 1,
    },
  });
  const fronts = new Map<string, Front>();
  const frontFor = async (origin: string) => {
    let front = fronts.get(origin);
    if (!front) fronts.set(origin, (front = await startFront(origin, { inject: false })));
    return front;
  };
  return {
    name: 'firefox',
    async newPage(origin) {
      const front = await frontFor(origin);
      front.scriptDelayMs = 0;
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      return firefoxPage(page, front, downloads, () => context.close());
    },
    async close() {
      await browser.close();
      await Promise.all([...fronts.values()].map((front) => front.close()));
      rmSync(downloads, { recursive: true, force: true });
    },
  };
}

function firefoxPage(page: Page, front: Front, downloads: string, closeContext: () => Promise<void>): EnginePage {
  const records = recordErrorsAndRequests(page, front);
  const url = (path: string) => new URL(path, front.origin).href;

  const element = async (target: Target): Promise<ElementHandle<Element>> => {
    const handle = await page.evaluateHandle(locateInPage, target);
    const found = handle.asElement() as ElementHandle<Element> | null;
    if (!found) {
      await handle.dispose();
      throw new Error(`no ${describeTarget(target)} on the page`);
    }
    return found;
  };

  return {
    engine: 'firefox',
    origin: front.origin,
    async goto(path, { waitUntil = 'load' } = {}) {
      if (waitUntil === 'load') await page.goto(url(path), { waitUntil: 'load' });
      // Not awaited: the navigation's start is enough; the caller waits for what it needs.
      else void page.goto(url(path), { waitUntil: 'load' }).catch(() => {});
    },
    evaluate: (fn, arg) => page.evaluate(fn as never, arg as never) as never,
    evaluateExpression: (expression) => page.evaluate(expression) as never,
    async click(target) {
      const handle = await element(target);
      try {
        await handle.click();
      } finally {
        await handle.dispose();
      }
    },
    clickAt: (x, y) => page.mouse.click(x, y),
    type: (text) => page.keyboard.type(text),
    async press(key) {
      const keys = KEYS[key];
      for (const k of keys) await page.keyboard.down(k);
      for (const k of [...keys].reverse()) await page.keyboard.up(k);
    },
    async setFiles(target, files: PickedFile[]) {
      const paths = writePickedFiles(files);
      const handle = (await element(target)) as ElementHandle<HTMLInputElement>;
      try {
        await handle.uploadFile(...paths);
      } finally {
        await handle.dispose();
      }
    },
    ...records,
    addInitScript: async (fn) => {
      await page.evaluateOnNewDocument(fn);
    },
    download: (name, timeoutMs) => takeDownload(front, downloads, name, timeoutMs),
    holdScripts(ms) {
      front.scriptDelayMs = ms;
      if (ms === 0) front.releaseScripts();
    },
    setViewport: (size) => page.setViewport(size),
    close: closeContext,
  };
}

/** The page's console and uncaught errors from now on, and its requests and failed ones as the front saw them. */
function recordErrorsAndRequests(page: Page, front: Front): Pick<EnginePage, 'errors' | 'requests' | 'clearRecords'> {
  let errors: string[] = [];
  let from = front.requests.length;
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught ${error instanceof Error ? error.message : String(error)}`));
  return {
    errors: () => [...errors, ...failedRequests(front, from)],
    requests: () => front.requests.slice(from),
    clearRecords() {
      errors = [];
      from = front.requests.length;
    },
  };
}

/** The file named `name` once Firefox has saved it whole in `downloads` (taken out), or the front got it as a blob. */
async function takeDownload(front: Front, downloads: string, name: string, timeoutMs = 30_000): Promise<Buffer> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const saved = join(downloads, name);
    // Firefox writes to <name>.part and renames it when the file is whole.
    if (existsSync(saved) && !readdirSync(downloads).some((file) => file.startsWith(`${name}.part`) || file.endsWith('.part'))) {
      const bytes = readFileSync(saved);
      rmSync(saved);
      return bytes;
    }
    const blob = takeBlob(front, name);
    if (blob) return blob;
    if (Date.now() > deadline) throw new Error(`no download named ${name} within ${timeoutMs} ms (saved: ${readdirSync(downloads).join(', ') || 'none'})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
