// Playwright's test, with page.goto and page.reload that wait until React has hydrated the page.
// Every page arrives prerendered: its buttons show at once, and what a visitor does before React reaches them is
// recorded and replayed after (apps/web's early input; the first-paint suite tests that). Most specs check
// the hydrated page's behaviour, so their goto waits for it.
import { test as base, type Page } from '@playwright/test';

export { expect, type Page } from '@playwright/test';

/**
 * In the page: whether React has hydrated every control under #root. React puts its props on each element
 * it hydrates (`__reactProps$…`, React 17 on), so a control without them is still the server's inert HTML.
 * Controls of a region hydrated on demand (ui's HydrateOnDemand) are left out: React hydrates such a region
 * the moment an event reaches it, and replays the event.
 */
export function controlsHydrated(): boolean {
  const root = document.getElementById('root');
  if (!root) return true; // not one of the app's pages (a text file, an API answer)
  if (!root.firstElementChild) return false;
  const hydrated = (element: Element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'));
  const controls = [...root.querySelectorAll('a, button, input, select, textarea')];
  return hydrated(root.firstElementChild) && controls.every((control) => hydrated(control) || control.closest('[data-hydrate-on-demand]'));
}

/**
 * Waits until React has hydrated every control of the page, then until the main thread is idle. React marks an
 * element while it renders, and hydrates in a transition, in slices: its commit, and the effects that add
 * listeners (the palette's "/" shortcut), come in later tasks, which run before an idle callback does.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(controlsHydrated);
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
}

/** Makes the page's goto and reload wait, after the navigation, until React has hydrated the page. */
export function waitForHydrationOnNavigation(page: Page): void {
  const thenHydrated =
    <A extends unknown[], R>(navigate: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const response = await navigate(...args);
      await waitForHydration(page);
      return response;
    };
  page.goto = thenHydrated(page.goto.bind(page));
  page.reload = thenHydrated(page.reload.bind(page));
}

export const test = base.extend<{ waitForHydration: boolean }>({
  /** Off for a test that holds a chunk back on purpose, to act on the page before it hydrates. */
  waitForHydration: [true, { option: true }],
  page: async ({ page, waitForHydration: wait }, provide) => {
    if (wait) waitForHydrationOnNavigation(page);
    await provide(page);
  },
});
