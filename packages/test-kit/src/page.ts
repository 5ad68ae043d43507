// Helpers for what a tool page does: its controls by name, its notices, pastes and timed updates in the page.
import type { Locator } from '@playwright/test';
import { expect, test, type Page } from './fixtures';
import { expectNoSeriousA11yViolations } from './a11y';

/** A text box of the page's main region by its exact accessible name. */
export const mainTextbox = (page: Page, name: string) => page.getByRole('main').getByRole('textbox', { name, exact: true });
/** A button of the page's main region by its exact accessible name. */
export const mainButton = (page: Page, name: string) => page.getByRole('main').getByRole('button', { name, exact: true });
/** The Toaster's region (it appears with the first notice). */
export const notices = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/** Playwright's own notice that it kept the site's service worker out (playwright.config.ts): the test's doing, not the page's. */
const SERVICE_WORKER_BLOCKED = /^Service Worker registration blocked by Playwright/;

/**
 * The page's console messages of the given types and its uncaught errors, from now on, in the array returned
 * (which fills as they come). Playwright's own notice of the blocked service worker is left out.
 */
export function watchConsole(page: Page, types: readonly ('error' | 'warning')[] = ['error']): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if ((types as readonly string[]).includes(message.type()) && !SERVICE_WORKER_BLOCKED.test(message.text())) messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  return messages;
}

/**
 * Runs `act` and answers how many requests the page made to a URL ending in `path` meanwhile (the listener
 * goes afterwards, so a shared page keeps none): for a check that something is refused before it is sent.
 */
export async function requestsDuring(page: Page, path: string, act: () => Promise<void>): Promise<number> {
  let sent = 0;
  const onRequest = (request: { url(): string }) => {
    if (request.url().endsWith(path)) sent += 1;
  };
  page.on('request', onRequest);
  try {
    await act();
  } finally {
    page.off('request', onRequest);
  }
  return sent;
}

/** A paste made in the page: the pieces joined (numbers as UTF-16 code units), the whole repeated `times`. */
interface Paste {
  pieces: (string | number)[];
  times: number;
}

/** A timed update's main-thread time in ms, and how much of it the browser spent rendering frames (style, layout, paint). */
export interface MainThreadTime {
  ms: number;
  renderingMs: number;
}

/** "81 ms", or "3305 ms, 3180 ms of it the browser's rendering" when frames drawn before the output changed took long. */
export const formatMainThread = ({ ms, renderingMs }: MainThreadTime): string =>
  renderingMs >= 1 ? `${ms.toFixed(0)} ms, ${renderingMs.toFixed(0)} ms of it the browser's rendering` : `${ms.toFixed(0)} ms`;

/** How long a timed paste's output may take to change before the test fails. */
const UPDATE_TIMEOUT_MS = 180_000;

/**
 * Pastes in the page. With an `output`, returns its main-thread time in ms: from the paste to the first
 * animation frame after `output` changed (a form control's value, or another element's text). That takes
 * in the tool's handlers, React's render and commit (a deferred value's render comes later still) and
 * whatever else kept the main thread busy until the browser could draw, but not the layout and paint of
 * that frame, which come after its animation-frame callbacks. When frames are drawn in between (a deferred
 * render comes after the frame that lays out a paste), their rendering counts too, and is given apart as
 * `renderingMs` (from the Long Animation Frames API, which sees frames over 50 ms). Fails when the output
 * has not changed within 3 minutes. Without an output, resolves once the browser has drawn the frame after
 * the paste.
 */
async function pasteAndTime(target: Locator, output: Locator | null, paste: Paste): Promise<MainThreadTime> {
  const watched = output && (await output.elementHandle());
  try {
    return await target.evaluate(
      async (element, { watched, paste, timeout }) => {
        // A task after the next animation frame runs once that frame's layout and paint are done.
        const drawn = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
        const read = () =>
          watched instanceof HTMLTextAreaElement || watched instanceof HTMLInputElement ? watched.value : watched?.textContent;
        // Start from a quiet page: what an earlier frame had to lay out is not this update's.
        await drawn();
        const before = read();
        const frames: PerformanceEntry[] = [];
        const observer = new PerformanceObserver((list) => frames.push(...list.getEntries()));
        observer.observe({ type: 'long-animation-frame' });
        // A paste over the whole text, as it arrives: the paste event, the browser inserting the text, then
        // one input event. Only the page's part is timed: its paste handlers, then all from the input event on.
        const area = element as HTMLTextAreaElement;
        const text = paste.pieces.map((piece) => (typeof piece === 'number' ? String.fromCharCode(piece) : piece)).join('');
        const pasted = text.repeat(paste.times);
        area.setSelectionRange(0, area.value.length);
        const clipboardData = new DataTransfer();
        clipboardData.setData('text/plain', pasted);
        const firstStart = performance.now();
        area.dispatchEvent(new ClipboardEvent('paste', { clipboardData, bubbles: true, cancelable: true }));
        let elapsed = performance.now() - firstStart;
        Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(area, pasted);
        const start = performance.now();
        area.dispatchEvent(new Event('input', { bubbles: true }));
        elapsed -= start;
        if (!watched) {
          observer.disconnect();
          await drawn();
          return { ms: 0, renderingMs: 0 };
        }
        for (;;) {
          const frame = await new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())));
          if (read() !== before) {
            frames.push(...observer.takeRecords());
            observer.disconnect();
            // The rendering part of each long frame that ended in the timed span (the frame just begun is not counted).
            const renderingMs = frames
              .map((entry) => entry as PerformanceEntry & { renderStart: number })
              .filter((entry) => entry.renderStart > firstStart && entry.startTime + entry.duration <= frame)
              .reduce((sum, entry) => sum + entry.startTime + entry.duration - entry.renderStart, 0);
            return { ms: elapsed + frame, renderingMs };
          }
          if (elapsed + frame > timeout) throw new Error(`the output did not change within ${timeout} ms`);
        }
      },
      { watched, paste, timeout: UPDATE_TIMEOUT_MS },
    );
  } finally {
    await watched?.dispose();
  }
}

/**
 * Pastes into a text area inside the page (see pasteAndTime): the pieces joined, numbers as UTF-16 code units,
 * the whole repeated `times`, replacing what the box held. Made in the page, since the test protocol cannot
 * carry an unpaired surrogate, nor 10 MB quickly. Resolves once the browser has drawn the frame after it.
 */
export async function pasteInPage(box: Locator, pieces: string | (string | number)[], times = 1): Promise<void> {
  await pasteAndTime(box, null, { pieces: typeof pieces === 'string' ? [pieces] : pieces, times });
}

/** pasteInPage, timed: from the paste to the first animation frame after `output` changed (see pasteAndTime). */
export const timedPaste = (box: Locator, output: Locator, pieces: string | (string | number)[], times = 1): Promise<MainThreadTime> =>
  pasteAndTime(box, output, { pieces: typeof pieces === 'string' ? [pieces] : pieces, times });

/** Main-thread figures, printed (budget 200 ms, written with formatMainThread); never asserted, machines differ. */
export const noteMainThread = (description: string) => test.info().annotations.push({ type: 'main thread', description });

/** How far the page scrolls sideways, in px: 0 or less when it fits. */
export const horizontalOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The narrowest screen every page must fit: 360 px wide, in light and dark. */
export const NARROW_VIEWPORT = { width: 360, height: 740 } as const;

/**
 * The checks every page must pass, on the page as it is now: at 360 px wide it fits without
 * horizontal scrolling, and (unless `axe` is false) axe finds nothing serious in the light and the dark
 * colour scheme. The viewport and the colour scheme are put back afterwards, so a test goes on where it was.
 */
export async function expectFitsAndAccessible(page: Page, { axe = true }: { axe?: boolean } = {}): Promise<void> {
  const viewport = page.viewportSize();
  await page.setViewportSize(NARROW_VIEWPORT);
  try {
    for (const colorScheme of axe ? (['light', 'dark'] as const) : (['light'] as const)) {
      await page.emulateMedia({ colorScheme });
      expect(await horizontalOverflow(page), `horizontal overflow in px at 360 px (${colorScheme})`).toBeLessThanOrEqual(0);
      if (axe) await expectNoSeriousA11yViolations(page);
    }
  } finally {
    await page.emulateMedia({ colorScheme: null });
    if (viewport) await page.setViewportSize(viewport);
  }
}
