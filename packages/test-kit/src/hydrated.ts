// Playwright's test, with page.goto and page.reload that wait until React has hydrated the page.
// Every page arrives prerendered: its buttons show at once, and what a visitor does before React reaches them is
// recorded and replayed after (apps/web's early input; the first-paint suite tests that). Most specs check
// the hydrated page's behaviour, so their goto waits for it.
import { test as base, type Page } from '@playwright/test';

export { expect, type Page } from '@playwright/test';

/**
 * In the page: whether React has hydrated every control under #root, or under the first of `regions` (CSS
 * selectors) found. React puts its props on each element as it renders it (`__reactProps$…`, React 17 on), but
 * a hydration pass commits, and the element becomes React's, only once the whole pass has rendered: an element
 * counts once its fiber passes React's own test before it hands a fiber an event (getNearestMountedFiber: no
 * fiber between it and the root still marked Placement or Hydrating, flags 2 and 4096). A control without
 * that is still the server's inert HTML. Controls of a region hydrated on demand (ui's HydrateOnDemand)
 * are left out: React hydrates such a region the moment an event reaches it, and replays the event.
 * Self-contained: Playwright and the live bench send its source into the page.
 */
export function controlsHydrated(regions?: string[]): boolean {
  const root = document.getElementById('root');
  if (!root) return true; // not one of the app's pages (a text file, an API answer)
  if (!root.firstElementChild) return false;
  type Fiber = { return?: Fiber | null; alternate?: Fiber | null; tag?: number; flags?: number };
  const field = (element: Element, prefix: string) => Object.entries(element).find(([key]) => key.startsWith(prefix))?.[1] as Fiber | undefined;
  const committed = (fiber: Fiber | undefined) => {
    let mounted = fiber;
    let node = fiber;
    for (let next = fiber; next && !next.alternate; next = next.return ?? undefined) {
      node = next;
      if ((node.flags ?? 0) & (2 | 4096)) mounted = node.return ?? undefined;
    }
    while (node?.return) node = node.return;
    return !!fiber && node?.tag === 3 && mounted === fiber;
  };
  const hydrated = (element: Element) => field(element, '__reactProps$') !== undefined && committed(field(element, '__reactFiber$'));
  const region = regions ? regions.map((selector) => document.querySelector(selector)).find((found) => found !== null) : root;
  if (!region) return false;
  const controls = [...region.querySelectorAll('a, button, input, select, textarea')];
  return (regions !== undefined || hydrated(root.firstElementChild)) && controls.every((control) => hydrated(control) || control.closest('[data-hydrate-on-demand]'));
}

/**
 * Waits until React has hydrated every control of the page, then until the main thread is idle. React marks an
 * element while it renders, and hydrates in a transition, in slices: its commit, and the effects that add
 * listeners (the palette's "/" shortcut), come in later tasks, which run before an idle callback does.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(controlsHydrated, undefined);
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
