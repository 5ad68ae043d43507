// One suite over every registered tool's page, so no tool writes its own: the page's title, heading
// and description, its Related Tools, no console error, and the Definition of Done's page checks
// (fits 360 px, axe light and dark). The caller (apps/web) hands in what the registry says.
import { expect, test, waitForHydration, type Page } from '../fixtures';
import { expectFitsAndAccessible, watchConsole } from '../page';

/** What a tool's page must show, as the registry and the tool's page module say. */
export interface ToolPageExpectation {
  slug: string;
  /** The card's title: the page's one h1. */
  title: string;
  /** The document title while the page is open. */
  pageTitle: string;
  /** The page's meta description. */
  pageDescription: string;
  /** The addresses the Related Tools block links to, in order ('/word-count'); none means no block. */
  related: readonly string[];
}

/**
 * One page per worker for the whole suite, each test opening its tool in it as a new document: a fresh page
 * per test (its tab, its renderer, Playwright's setup of it) and a cold HTTP cache for the chunks every page
 * shares cost more than the checks. A failed test restarts the worker, so a page never outlives a failure.
 */
const smokeTest = test.extend<object, { smokePage: Page }>({
  smokePage: [
    async ({ browser, server }, provide, workerInfo) => {
      const { viewport, reducedMotion, serviceWorkers } = workerInfo.project.use;
      const context = await browser.newContext({ baseURL: server.baseURL, viewport, reducedMotion, serviceWorkers });
      await provide(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

export function pageSmokeSuite(pages: readonly ToolPageExpectation[]): void {
  smokeTest.describe('every tool page', () => {
    smokeTest('the registry lists tools', () => {
      expect(pages.length, 'tools in the registry').toBeGreaterThan(0);
    });

    for (const tool of pages) {
      smokeTest(`/${tool.slug}: title, heading, description, Related Tools, 360 px, axe light and dark, no console error`, async ({ smokePage: page }) => {
        const errors = watchConsole(page);

        await page.goto(`/${tool.slug}`);
        await waitForHydration(page);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(tool.title);
        await expect(page).toHaveTitle(tool.pageTitle);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', tool.pageDescription);

        const related = main.getByRole('region', { name: 'Related Tools', exact: true });
        if (tool.related.length === 0) {
          await expect(related).toHaveCount(0);
        } else {
          await expect(related.getByRole('link')).toHaveCount(tool.related.length);
          expect(await related.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(tool.related);
        }
        // The article comes with the tool's own chunk: with it, the whole page is there.
        await expect(main.getByRole('article')).toBeVisible();

        await expectFitsAndAccessible(page);
        expect(errors, 'console errors').toEqual([]);
      });
    }
  });
}
