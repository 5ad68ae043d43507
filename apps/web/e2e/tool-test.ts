// What a tool's browser test (tools/<slug>/e2e/*.spec.ts, run by this package's Playwright) imports:
// Playwright's test API from here, so tool packages need no Playwright of their own, and the page checks.
import { test, type Locator, type Page } from '@playwright/test';

export { expect, test, type Page } from '@playwright/test';
export { expectNoSeriousA11yViolations } from './a11y';

// Helpers the text tools' browser tests share.

/** A text box of the page's main region by its exact accessible name. */
export const mainTextbox = (page: Page, name: string) => page.getByRole('main').getByRole('textbox', { name, exact: true });
/** A button of the page's main region by its exact accessible name. */
export const mainButton = (page: Page, name: string) => page.getByRole('main').getByRole('button', { name, exact: true });
/** The Toaster's region (it appears with the first notice). */
export const notices = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/**
 * Sets a text area's value inside the page the way a paste arrives (one input event): the pieces joined,
 * numbers as UTF-16 code units, the whole repeated `times`. Made in the page, since the test protocol
 * cannot carry an unpaired surrogate, nor 10 MB quickly.
 */
export async function pasteInPage(box: Locator, pieces: string | (string | number)[], times = 1): Promise<void> {
  await box.evaluate(
    (area: HTMLTextAreaElement, { pieces, times }) => {
      const text = pieces.map((piece) => (typeof piece === 'number' ? String.fromCharCode(piece) : piece)).join('');
      const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
      setValue.call(area, text.repeat(times));
      area.dispatchEvent(new Event('input', { bubbles: true }));
    },
    { pieces: typeof pieces === 'string' ? [pieces] : pieces, times },
  );
}

/** Whether the box holds `unit` repeated `times` (compared in the page: no 10 MB round trip). */
export const holdsRepeated = (box: Locator, unit: string, times: number): Promise<boolean> =>
  box.evaluate((area: HTMLTextAreaElement, { unit, times }) => area.value === unit.repeat(times), { unit, times });

/** Clicks the button inside the page and returns how long the click kept the main thread (the tool's code and React's update). */
export const timedClick = (button: Locator): Promise<number> =>
  button.evaluate((element: HTMLElement) => {
    const start = performance.now();
    element.click();
    return performance.now() - start;
  });

/** Main-thread figures for the closing note (budget 200 ms); never asserted, machines differ. */
export const noteMainThread = (description: string) => test.info().annotations.push({ type: 'main thread', description });

/** How far the page scrolls sideways, in px: 0 or less when it fits. */
export const horizontalOverflow = (page: Page): Promise<number> =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
