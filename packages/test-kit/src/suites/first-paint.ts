// One suite over every page with controls: a visitor who acts the moment the page has painted, on a slow phone
// (Chromium's CPU slowed 4x), gets what they would have got after hydration. No hydration wait: each load waits
// only for the first contentful paint, then pastes and types in the page's first text box, changes its first
// checkbox, radio and select, picks files where there is a picker, and clicks the primary action (which submits
// where there is a form), by mouse and keyboard at the places the HTML shows them. The outcome (every control's state, the region's text, each notice shown, every API request's
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
  /**
   * Its output is random (a password): its read-only fields are compared by length. How many passwords a load
   * draws before the last differs with when the visitor acted, so a repeatable random source cannot line them up.
   */
  random?: boolean;
  /** Files for the first file picker (Playwright's setInputFiles payloads). */
  files?: { name: string; mimeType: string; buffer: Buffer }[];
  /**
   * Text the page shows once the action's outcome is final, where the page polls: between two polls a page at
   * 60% holds still for as long as the server takes, so stillness alone does not mean done.
   */
  done?: string;
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

// In the page before its own scripts: a repeatable crypto (random output of the same make-up each load), and a
// record of every notice (toast) shown, which a snapshot taken later could miss.
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
  // Whether the visitor's first action reached a control React had not hydrated, read as it happens: a check made
  // later through Playwright would wait behind the page's busy main thread.
  const first = window as unknown as { __firstActionEarly?: boolean };
  for (const type of ['mousedown', 'keydown', 'input', 'change']) {
    addEventListener(
      type,
      (event) => {
        if (first.__firstActionEarly !== undefined || !(event.target instanceof Element)) return;
        first.__firstActionEarly = !Object.keys(event.target).some((key) => key.startsWith('__reactProps$'));
      },
      true,
    );
  }
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

/** The tool's own section on a tool page, else the page's main region (in the page). */
const REGION = 'main section[aria-label]';

async function snapshot(page: Page, requests: string[], random = false): Promise<Outcome> {
  const state = await page.evaluate(([selector, random]) => {
    const region = (document.querySelector(selector) ?? document.querySelector('main'))!;
    const controls = [...region.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')].map((control) => {
      if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) return `${control.value}:${control.checked}`;
      if (control.type === 'file') return 'file';
      if (random && 'readOnly' in control && control.readOnly) return `${control.value.length} characters`;
      return control.value;
    });
    return { controls, text: (region as HTMLElement).innerText, notices: (window as unknown as { __notices: string[] }).__notices };
  }, [REGION, random] as const);
  // Reads (GET) once each, as a set: how often a page polls depends on timing. Sorted: requests sent together (a
  // page's lists) may leave in either order. Writes keep their count: a start must be sent once.
  const reads = new Set(requests.filter((request) => request.startsWith('GET ')));
  return { ...state, requests: [...reads, ...requests.filter((request) => !request.startsWith('GET '))].sort() };
}

/** Where each action lands, read from the page's prerendered HTML in one call (a busy page answers each call late). */
function findTargets(selector: string) {
  const region = (document.querySelector(selector) ?? document.querySelector('main'))!;
  const centre = (element: Element | null | undefined) => {
    const box = element?.getBoundingClientRect();
    return box && box.width > 0 ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
  };
  const fields = [...region.querySelectorAll('input:not([type=checkbox],[type=radio],[type=file],[type=hidden],[type=range],[type=color]), textarea')];
  const picker = region.querySelector<HTMLInputElement>('input[type=file]');
  return {
    field: centre(fields.find((field) => field.getClientRects().length > 0)),
    checkbox: centre(region.querySelector('input[type=checkbox]')),
    radio: centre(region.querySelector('input[type=radio]:not(:checked)')),
    // The file picker's button: its label (the input itself is often hidden).
    picker: centre(picker && (picker.labels?.[0] ?? picker)),
    primary: centre(region.querySelector('button[type=submit]:not([disabled])') ?? region.querySelector('button:not([disabled])')),
  };
}

/**
 * The actions, by mouse and keyboard where the HTML shows each control, with no wait for hydration: a locator's
 * action asks the page where its element is each time, and a page busy hydrating answers only once it is live.
 * The select is set through its element; files are picked through the picker the click opens.
 */
async function act(page: Page, text: string, target: FirstPaintPage): Promise<void> {
  const targets = await page.evaluate(findTargets, REGION);
  if (targets.field) {
    await page.mouse.click(targets.field.x, targets.field.y);
    // Pasted, then its last character typed: a keystroke at a time at CPU 4x, the page would be live before the click.
    await page.keyboard.insertText(text.slice(0, -1));
    await page.keyboard.type(text.slice(-1));
  }
  if (targets.checkbox) await page.mouse.click(targets.checkbox.x, targets.checkbox.y);
  if (targets.radio) await page.mouse.click(targets.radio.x, targets.radio.y);
  const region = page.locator(`${REGION}, main:not(:has(${REGION}))`).first();
  const select = region.locator('select').first();
  if ((await select.count()) > 0) {
    const values = await select.locator('option').evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    const current = await select.inputValue();
    const other = values.find((value) => value !== current);
    if (other !== undefined) await select.selectOption(other, { force: true });
  }
  if (target.files && targets.picker) {
    await pickFiles(page, targets.picker, target.files);
    // A person looks at what they picked before they press on: the page reads the files meanwhile (PDF to ZIP's
    // button waits for that), and the replay keeps the pause. A click 5 ms after the pick raced the read.
    await page.waitForTimeout(300);
  }
  if (targets.primary) await page.mouse.click(targets.primary.x, targets.primary.y);
}

/** Clicks the picker's button and picks `files` in the chooser it opens. */
async function pickFiles(page: Page, at: { x: number; y: number }, files: NonNullable<FirstPaintPage['files']>): Promise<void> {
  const opened = page.waitForEvent('filechooser', { timeout: 15_000 });
  await page.mouse.click(at.x, at.y);
  await (await opened).setFiles(files);
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

/**
 * Waits until no API request is open (a download's progress stream included), the page shows its `done` text if
 * it has one, and the outcome has held for a second.
 */
async function quiet(page: Page, requests: ReturnType<typeof recordRequests>, { random = false, done }: FirstPaintPage): Promise<Outcome> {
  let last = '';
  let since = Date.now();
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await page.waitForTimeout(250)) {
    const outcome = await snapshot(page, requests.sent, random);
    const now = JSON.stringify(outcome);
    if (now !== last || requests.open() > 0 || (done !== undefined && !outcome.text.includes(done))) {
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
    // Spread over the workers: each page's four loads are a test of their own.
    test.describe.configure({ mode: 'parallel' });

    for (const target of pages) {
      test(`${target.path}: what a visitor does at first paint, CPU ${CPU_SLOWDOWN}x, equals the hydrated outcome, ${LOADS} loads`, async ({ browser, server }) => {
        test.setTimeout(120_000);
        const text = typeof target.text === 'function' ? target.text(server) : (target.text ?? DEFAULT_TEXT);
        const { reducedMotion, serviceWorkers } = test.info().project.use;
        // Tall enough that every control is on screen: the actions click where the HTML put them, with no scroll.
        const viewport = { width: 1280, height: 2400 };
        // A fresh context each load: no storage, and no cache of the scripts (which would make a load faster than a first visit).
        const open = async () => {
          const context = await browser.newContext({ baseURL: server.baseURL, viewport, reducedMotion, serviceWorkers });
          const page = await context.newPage();
          await page.addInitScript(instrument);
          // File choosers are caught from the start. Caught only from the pick on (waitForEvent), the first
          // chooser could open before Playwright caught it, and then no other opened (seen with CI=true, where
          // no trace slows Playwright down).
          page.on('filechooser', () => {});
          return { context, page, errors: watchConsole(page), requests: recordRequests(page) };
        };

        // The reference: the same actions on the hydrated page, at full speed.
        const reference = await open();
        await reference.page.goto(target.path);
        await settle(reference.page);
        await act(reference.page, text, target);
        await settle(reference.page);
        const expected = await quiet(reference.page, reference.requests, target);
        await reference.context.close();
        expect(reference.errors, 'console errors, hydrated').toEqual([]);

        // Loads whose first action reached a control before React had hydrated it: those test the recorder.
        let earlyLoads = 0;
        for (let load = 1; load <= LOADS; load++) {
          const { context, page, errors, requests } = await open();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
          let documents = 0;
          page.on('request', (request) => {
            if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
          });
          await page.goto(target.path, { waitUntil: 'commit' });
          // Painted, and its HTML all there (the first paint may come before the tool's part is parsed).
          await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0 && document.readyState !== 'loading', null, { polling: 'raf' });
          await act(page, text, target);
          if (await page.evaluate(() => (window as unknown as { __firstActionEarly?: boolean }).__firstActionEarly)) earlyLoads += 1;
          await settle(page);
          await expect.poll(() => snapshot(page, requests.sent, target.random), { message: `load ${load}: the outcome`, timeout: 20_000 }).toEqual(expected);
          expect(documents, `load ${load}: documents loaded (a native form submission loads one more)`).toBe(1);
          expect(errors, `load ${load}: console errors`).toEqual([]);
          await context.close();
        }
        expect(earlyLoads, 'loads whose first action came before the page was live (else they tested nothing)').toBeGreaterThan(0);
      });
    }
  });
}
