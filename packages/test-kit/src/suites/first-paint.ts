// One suite over every page with controls: a visitor who acts the moment the page has painted, on a slow phone
// (Chromium's CPU slowed 4x), gets what they would have got after hydration. No hydration wait: each load waits
// only for the first contentful paint, then pastes and types in the page's first text box, changes its first
// checkbox, radio and select, picks files where there is a picker, and clicks the primary action (which submits
// where there is a form), by mouse and keyboard at the places the HTML shows them. The outcome (every control's state, the region's text, each notice shown, every API request's
// body) must equal the same actions' outcome on the hydrated page, and the document must never load again.
// Written on the test kit's engine-neutral page, it runs in each engine: in Chromium with the CPU slowed through
// CDP, three loads a page; in Firefox and WebKit, which have no such throttling, the visitor acts right after the
// first paint at full speed, the page's scripts held back as on a slow connection until the actions are done (else
// the page is live before the first action lands), FIRST_PAINT_LOADS loads (one by default). One load that
// differs fails.
import { expect, type TestServer } from '../fixtures';
import { describePage, engineTest as test, waitFor, waitForHydrated, type EnginePage, type PickedFile } from '../engines';

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
  /** Files for the first file picker. */
  files?: PickedFile[];
  /**
   * Text the page shows once the action's outcome is final, where the page polls: between two polls a page at
   * 60% holds still for as long as the server takes, so stillness alone does not mean done.
   */
  done?: string;
}

/** Chromium's loads of each page; the other engines' (FIRST_PAINT_LOADS, one unless set: `pnpm bench`-sized runs set three). */
const THROTTLED_LOADS = 3;
const UNTHROTTLED_LOADS = Number(process.env.FIRST_PAINT_LOADS ?? 1);
const CPU_SLOWDOWN = 4;
/** Where there is no CPU throttling: how late the page's scripts may come on its early loads (they come once the actions are done). */
const SCRIPT_DELAY_MS = 5000;
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
  // Where each of the visitor's presses and releases landed, and when: what a failed load's report shows first.
  const presses: string[] = [];
  (window as unknown as { __presses: string[] }).__presses = presses;
  for (const type of ['mousedown', 'mouseup', 'click']) {
    addEventListener(type, (event) => event.isTrusted && presses.push(`${Math.round(performance.now())} ms ${type} on ${(event.target as Element).outerHTML.slice(0, 80)}`), true);
  }
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

async function snapshot(page: EnginePage, requests: string[], random = false): Promise<Outcome> {
  const state = await page.evaluate(([selector, random]) => {
    const region = (document.querySelector(selector) ?? document.querySelector('main'))!;
    const controls = [...region.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>('input, textarea, select')].map((control) => {
      if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) return `${control.value}:${control.checked}`;
      if (control.type === 'file') return 'file';
      if (random && 'readOnly' in control && control.readOnly) return `${control.value.length} characters`;
      return control.value;
    });
    return { controls, text: (region as HTMLElement).innerText, notices: (window as unknown as { __notices: string[] }).__notices };
  }, [REGION, random] as [string, boolean]);
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
  // Date and time fields are left out: a sentence typed into one is nothing a visitor does (WebKitGTK's takes the
  // letters as text and makes clicks of some of them).
  const fields = [
    ...region.querySelectorAll(
      'input:not([type=checkbox],[type=radio],[type=file],[type=hidden],[type=range],[type=color],[type=date],[type=time],[type=datetime-local],[type=month],[type=week]), textarea',
    ),
  ];
  const picker = region.querySelector<HTMLInputElement>('input[type=file]');
  const primary = region.querySelector('button[type=submit]:not([disabled])') ?? region.querySelector('button:not([disabled])');
  return {
    field: centre(fields.find((field) => field.getClientRects().length > 0)),
    checkbox: centre(region.querySelector('input[type=checkbox]')),
    radio: centre(region.querySelector('input[type=radio]:not(:checked)')),
    // The file picker's button: its label (the input itself is often hidden).
    picker: centre(picker && (picker.labels?.[0] ?? picker)),
    select: region.querySelector('select') !== null,
    primary: centre(primary),
    // Its text, to find it again once picked files have moved it.
    primaryName: primary?.textContent ?? '',
  };
}

/**
 * Where the button named `name` is once it holds still (in the page): files the page lists above it move it, and a
 * visitor aims where they see it come to rest. Its place must hold for 200 ms of frames. Where the page's scripts
 * can run, the visitor first waits to see the files they picked (`listed`, their names) in the page, 10 s at most:
 * a page still hydrating may hold still for longer than 200 ms before it lists them, and a click aimed then would
 * land on the list. Where the scripts are held, nothing lists them, and the wait is 3 s at most.
 */
function findButton([selector, name, listed]: [string, string, string[]]) {
  const region = () => (document.querySelector<HTMLElement>(selector) ?? document.querySelector('main'))!;
  const place = () => {
    const button = [...region().querySelectorAll('button')].find((candidate) => candidate.textContent === name);
    const box = button?.getBoundingClientRect();
    return box && box.width > 0 ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
  };
  const shown = () => listed.every((text) => region().innerText.includes(text));
  const start = performance.now();
  const deadline = start + (listed.length > 0 ? 10_000 : 3000);
  return new Promise<{ x: number; y: number } | null>((resolve) => {
    let last = place();
    let since = start;
    const frame = (now: number) => {
      const current = place();
      if (JSON.stringify(current) !== JSON.stringify(last)) [last, since] = [current, now];
      if ((now - since >= 200 && shown()) || now >= deadline) resolve(current);
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/** In the page: changes the region's first select to another option, through the element, as its change event reports a pick. */
function changeSelect(selector: string) {
  const region = (document.querySelector(selector) ?? document.querySelector('main'))!;
  const select = region.querySelector('select');
  const other = select && [...select.options].find((option) => option.value !== select.value);
  if (!select || !other) return;
  select.value = other.value;
  select.dispatchEvent(new Event('input', { bubbles: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * The actions, by mouse and keyboard where the HTML shows each control, with no wait for hydration: a locator's
 * action asks the page where its element is each time, and a page busy hydrating answers only once it is live.
 * The select is set through its element; files are picked through the picker the click opens where the engine
 * shows its chooser to the test (Chromium), else set on the picker's input, as a chooser does.
 */
async function act(page: EnginePage, text: string, target: FirstPaintPage, scriptsHeld = false): Promise<void> {
  const targets = await page.evaluate(findTargets, REGION);
  if (targets.field) {
    await page.clickAt(targets.field.x, targets.field.y);
    // Pasted, then its last character typed: a keystroke at a time at CPU 4x, the page would be live before the click.
    if (page.insertText) await page.insertText(text.slice(0, -1));
    else await page.type(text.slice(0, -1));
    await page.type(text.slice(-1));
  }
  if (targets.checkbox) await page.clickAt(targets.checkbox.x, targets.checkbox.y);
  if (targets.radio) await page.clickAt(targets.radio.x, targets.radio.y);
  // Asked only where there is a select: each call waits for a busy page, and could let it go live before the pick.
  if (targets.select) await page.evaluate(changeSelect, REGION);
  if (target.files && targets.picker) {
    if (page.pickThroughChooser) await page.pickThroughChooser(targets.picker.x, targets.picker.y, target.files);
    else await page.setFiles(`${REGION} input[type=file], main input[type=file]`, target.files);
    // A person looks at what they picked before they press on: a live page lists the files meanwhile, which moves
    // the button, and the visitor aims where it comes to rest. A page slowed down answers once it can, as its
    // screen shows the list only then.
    const listed = scriptsHeld ? [] : target.files.map((file) => file.name);
    targets.primary = (await page.evaluate(findButton, [REGION, targets.primaryName, listed] as [string, string, string[]])) ?? targets.primary;
  }
  if (targets.primary) await page.clickAt(targets.primary.x, targets.primary.y);
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** Requests to the API, by method, path and body (a download's random id made the same), and how many are open. */
function apiRequests(page: EnginePage): { sent: string[]; open: number } {
  const api = page.requests().filter((request) => request.url.startsWith('/api/'));
  return {
    sent: api.map((request) => `${request.method} ${request.url} ${request.body}`.replace(UUID, '<id>')),
    open: api.filter((request) => !request.done).length,
  };
}

/**
 * Waits until no API request is open (a download's progress stream included), the page shows its `done` text if
 * it has one, and the outcome has held for a second.
 */
async function quiet(page: EnginePage, { random = false, done }: FirstPaintPage): Promise<Outcome> {
  let last = '';
  let since = Date.now();
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 250))) {
    const requests = apiRequests(page);
    const outcome = await snapshot(page, requests.sent, random);
    const now = JSON.stringify(outcome);
    if (now !== last || requests.open > 0 || (done !== undefined && !outcome.text.includes(done))) {
      last = now;
      since = Date.now();
    } else if (Date.now() - since >= 1000) {
      return outcome;
    }
  }
  throw new Error('the page never settled');
}

/** Hydrated, every early input replayed, and no request open for half a second. */
async function settle(page: EnginePage): Promise<void> {
  await waitForHydrated(page, 30_000);
  // Read at an animation frame, as a frame-driven wait does: Chromium slowed through CDP, with no frame asked
  // for, gives the page no idle time, and the recorder replays when the page is idle.
  await waitFor(
    page,
    () =>
      new Promise<boolean>((resolve) =>
        requestAnimationFrame(() => resolve(((window as { __toolnestEarlyInput?: { pending(): number } }).__toolnestEarlyInput?.pending() ?? 0) === 0)),
      ),
    undefined,
    { timeout: 30_000, message: 'early input replayed' },
  );
  let since = Date.now();
  for (const deadline = Date.now() + 30_000; Date.now() - since < 500; await new Promise((resolve) => setTimeout(resolve, 50))) {
    if (page.requests().some((request) => !request.done && !request.url.includes('/progress/'))) since = Date.now();
    if (Date.now() > deadline) throw new Error('requests still open after 30 s');
  }
}

export function firstPaintSuite(pages: readonly FirstPaintPage[]): void {
  test.describe('acting from the first paint', () => {
    // Spread over the workers: each page's loads are a test of their own.
    test.describe.configure({ mode: 'parallel' });

    for (const [index, target] of pages.entries()) {
      // Two halves, so that a run can give each engine without throttling one half (playwright.config.ts).
      const half = index % 2 === 0 ? '@first-paint-half-1' : '@first-paint-half-2';
      test(`${target.path}: what a visitor does at first paint equals the hydrated outcome`, { tag: half }, async ({ engine, server }) => {
        test.setTimeout(120_000);
        const text = typeof target.text === 'function' ? target.text(server) : (target.text ?? DEFAULT_TEXT);
        // A fresh page each load: no storage, and (where the engine allows) no cache of the scripts, which would
        // make a load faster than a first visit. Tall enough that every control is on screen: the actions click
        // where the HTML put them, with no scroll.
        const open = async () => {
          const page = await engine.newPage(server.baseURL);
          await page.setViewport({ width: 1280, height: 2400 });
          await page.addInitScript(instrument);
          return page;
        };

        // The reference: the same actions on the hydrated page, at full speed.
        const reference = await open();
        await reference.goto(target.path);
        await settle(reference);
        const throttled = engine.name === 'chromium';
        await act(reference, text, target);
        await settle(reference);
        const expected = await quiet(reference, target);
        expect(reference.errors(), 'console errors and failed requests, hydrated').toEqual([]);
        await reference.close();

        const loads = throttled ? THROTTLED_LOADS : UNTHROTTLED_LOADS;
        test.info().annotations.push({
          type: 'first paint',
          description: throttled ? `${engine.name}: CPU ${CPU_SLOWDOWN}x (CDP), ${loads} loads (the last with scripts held if none acted early)` : `${engine.name}: no CPU throttling, scripts held until the actions are done, ${loads} load(s)`,
        });
        // Loads whose first action reached a control before React had hydrated it: those test the recorder.
        let earlyLoads = 0;
        for (let load = 1; load <= loads; load++) {
          const page = await open();
          try {
            if (throttled) await page.throttleCpu!(CPU_SLOWDOWN);
            // Without throttling the page is live before a test's first action lands (WebKit's every time): its
            // scripts are held back instead, as on a slow connection, until the actions are done, so that they meet
            // the HTML alone. So too the last throttled load of a page that was live before every action so far.
            const scriptsHeld = !throttled || (load === loads && earlyLoads === 0);
            if (scriptsHeld) await page.holdScripts(SCRIPT_DELAY_MS);
            await page.goto(target.path, { waitUntil: 'commit' });
            // Painted, and its HTML all there up to the footer (the first paint may come before the tool's part is
            // parsed; the scripts after the footer may be held back).
            await waitFor(page, () => performance.getEntriesByName('first-contentful-paint').length > 0 && (document.readyState !== 'loading' || document.querySelector('footer') !== null), undefined, {
              timeout: 30_000,
              message: 'first contentful paint',
            });
            await act(page, text, target, scriptsHeld);
            await page.holdScripts(0);
            if (await page.evaluate(() => (window as unknown as { __firstActionEarly?: boolean }).__firstActionEarly)) earlyLoads += 1;
            await settle(page);
            await expect.poll(() => snapshot(page, apiRequests(page).sent, target.random), { message: `load ${load}: the outcome`, timeout: 20_000 }).toEqual(expected);
            expect(page.requests().filter((request) => request.document).length, `load ${load}: documents loaded (a native form submission loads one more)`).toBe(1);
            expect(page.errors(), `load ${load}: console errors and failed requests`).toEqual([]);
          } catch (error) {
            const presses = await page.evaluate(() => (window as unknown as { __presses: string[] }).__presses.join('\n')).catch(String);
            await test.info().attach(`load ${load}`, { body: `presses:\n${presses}\n\n${await describePage(page)}`, contentType: 'text/plain' });
            throw error;
          }
          await page.close();
        }
        test.info().annotations.push({ type: 'early loads', description: `${earlyLoads} of ${loads} acted before hydration` });
        expect(earlyLoads, 'loads whose first action came before the page was live (else they tested nothing)').toBeGreaterThan(0);
      });
    }
  });
}
