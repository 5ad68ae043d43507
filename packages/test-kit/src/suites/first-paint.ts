// One suite over every page with controls: a visitor who acts the moment the page has painted, on a slow phone
// (Chromium's CPU slowed 4x), gets what they would have got after hydration. No hydration wait: each load waits
// only for the first contentful paint, then types in the page's first text box, changes its first checkbox,
// radio and select, picks files where there is a picker, and clicks the primary action (which submits where
// there is a form). The outcome (every control's state, the region's text, each notice shown, every API request's
// body) must equal the same actions' outcome on the hydrated page, and the document must never load again.
// Three loads a page; one that differs fails.
import type { Page } from '@playwright/test';
import { expect, test, type TestServer } from '../fixtures';
import { waitForHydration } from '../hydrated';
import { watchConsole } from '../page';

export interface FirstPaintPage {
  /** The page's address ('/case-convert'). */
  path: string;
  /** What to type in the first text box (given the test server, whose fake media site a downloader needs); a short sentence by default. */
  text?: string | ((server: TestServer) => string);
  /** Files for the first file picker (Playwright's setInputFiles payloads). */
  files?: { name: string; mimeType: string; buffer: Buffer }[];
}

const LOADS = 3;
const CPU_SLOWDOWN = 4;
const DEFAULT_TEXT = 'Hello first paint';

/** What the visitor sees and sends, as compared between the hydrated and the early loads. */
interface Outcome {
  controls: string[];
  text: string;
  notices: string[];
  requests: string[];
}

// In the page before its own scripts: a repeatable crypto (the password generator's output), and a record of every
// notice (toast) shown, which a snapshot taken later could miss.
function instrument() {
  let seed = 1;
  crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
    if (array) {
      const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
      for (let index = 0; index < bytes.length; index++) {
        seed = (seed * 1103515245 + 12345) & 0x7fffffff;
        bytes[index] = seed >> 16;
      }
    }
    return array;
  };
  const notices: string[] = [];
  (window as unknown as { __notices: string[] }).__notices = notices;
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof HTMLElement && node.matches('li[role="status"], li[data-state]') && node.closest('[aria-label^="Notifications"], ol')) {
          notices.push(node.innerText.trim());
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

/** The tool's own section on a tool page, else the page's main region. */
const REGION = 'main section[aria-label], main';

async function snapshot(page: Page, requests: string[]): Promise<Outcome> {
  const state = await page.evaluate((selector) => {
    const region = document.querySelector(selector)!;
    const controls = [...region.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')].map((control) =>
      control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio') ? `${control.value}:${control.checked}` : control.type === 'file' ? 'file' : control.value,
    );
    return { controls, text: (region as HTMLElement).innerText, notices: (window as unknown as { __notices: string[] }).__notices };
  }, REGION);
  // Sorted: requests sent together (a page's lists) may leave in either order.
  return { ...state, requests: [...requests].sort() };
}

/** The actions, found in the page's prerendered HTML and done by mouse and keyboard, with no wait for hydration. */
async function act(page: Page, text: string, target: FirstPaintPage): Promise<void> {
  const region = page.locator(REGION).first();
  const visible = ':visible';
  const field = region.locator(`input:not([type=checkbox],[type=radio],[type=file],[type=hidden],[type=range],[type=color])${visible}, textarea${visible}`).first();
  if ((await field.count()) > 0) {
    await field.click({ force: true });
    await page.keyboard.type(text);
  }
  const checkbox = region.locator('input[type=checkbox]').first();
  if ((await checkbox.count()) > 0) await checkbox.click({ force: true });
  const radio = region.locator('input[type=radio]:not(:checked)').first();
  if ((await radio.count()) > 0) await radio.click({ force: true });
  const select = region.locator('select').first();
  if ((await select.count()) > 0) {
    const values = await select.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    const current = await select.inputValue();
    const other = values.find((value) => value !== current);
    if (other !== undefined) await select.selectOption(other, { force: true });
  }
  const picker = region.locator('input[type=file]').first();
  if (target.files && (await picker.count()) > 0) await picker.setInputFiles(target.files);
  const submit = region.locator('button[type=submit]:not([disabled])').first();
  const primary = (await submit.count()) > 0 ? submit : region.locator('button:not([disabled])').first();
  if ((await primary.count()) > 0) await primary.click({ force: true });
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** Requests to the API, by method, path and body (a download's random id made the same), and how many are open. */
function recordRequests(page: Page): { sent: string[]; open: () => number } {
  const sent: string[] = [];
  const pending = new Set<unknown>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith('/api/')) return;
    sent.push(`${request.method()} ${url.pathname}${url.search} ${request.postData() ?? ''}`.replace(UUID, '<id>'));
    pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return { sent, open: () => pending.size };
}

/** Waits until no API request is open (a download's progress stream included) and the outcome has held for a second. */
async function quiet(page: Page, requests: ReturnType<typeof recordRequests>): Promise<Outcome> {
  let last = '';
  let since = Date.now();
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await page.waitForTimeout(250)) {
    const outcome = await snapshot(page, requests.sent);
    const now = JSON.stringify(outcome);
    if (now !== last || requests.open() > 0) {
      last = now;
      since = Date.now();
    } else if (Date.now() - since >= 1000) {
      return outcome;
    }
  }
  throw new Error('the page never settled');
}

async function settle(page: Page): Promise<void> {
  await waitForHydration(page);
  await page.waitForFunction(() => ((window as { __toolnestEarlyInput?: { pending(): number } }).__toolnestEarlyInput?.pending() ?? 0) === 0);
  await page.waitForLoadState('networkidle');
}

export function firstPaintSuite(pages: readonly FirstPaintPage[]): void {
  test.describe('acting from the first paint', () => {
    test.use({ waitForHydration: false });

    for (const target of pages) {
      test(`${target.path}: what a visitor does at first paint, CPU ${CPU_SLOWDOWN}x, equals the hydrated outcome, ${LOADS} loads`, async ({ browser, server }) => {
        test.setTimeout(120_000);
        const text = typeof target.text === 'function' ? target.text(server) : (target.text ?? DEFAULT_TEXT);
        const { viewport, reducedMotion, serviceWorkers } = test.info().project.use;
        // A fresh context each load: no storage, and no cache of the scripts (which would make a load faster than a first visit).
        const open = async () => {
          const context = await browser.newContext({ baseURL: server.baseURL, viewport, reducedMotion, serviceWorkers });
          const page = await context.newPage();
          await page.addInitScript(instrument);
          return { context, page, errors: watchConsole(page), requests: recordRequests(page) };
        };

        // The reference: the same actions on the hydrated page, at full speed.
        const reference = await open();
        await reference.page.goto(target.path);
        await settle(reference.page);
        await act(reference.page, text, target);
        await settle(reference.page);
        const expected = await quiet(reference.page, reference.requests);
        await reference.context.close();
        expect(reference.errors, 'console errors, hydrated').toEqual([]);

        for (let load = 1; load <= LOADS; load++) {
          const { context, page, errors, requests } = await open();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
          let documents = 0;
          page.on('request', (request) => {
            if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
          });
          await page.goto(target.path, { waitUntil: 'commit' });
          await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, { polling: 'raf' });
          const liveAlready = await page.evaluate(() => {
            const control = document.querySelector('main button, main input, main textarea');
            return control !== null && Object.keys(control).some((key) => key.startsWith('__reactProps$'));
          });
          expect(liveAlready, `load ${load}: the page was live before the visitor acted, so this load tested nothing`).toBe(false);
          await act(page, text, target);
          await settle(page);
          await expect.poll(() => snapshot(page, requests.sent), { message: `load ${load}: the outcome`, timeout: 20_000 }).toEqual(expected);
          expect(documents, `load ${load}: documents loaded (a native form submission loads one more)`).toBe(1);
          expect(errors, `load ${load}: console errors`).toEqual([]);
          await context.close();
        }
      });
    }
  });
}
