// One suite over every registered tool's page, so no tool writes its own: the page's title, heading
// and description, its Related Tools, no console error, and the checks every page must pass
// (fits 360 px, axe light and dark). The caller (apps/web) hands in what the registry says.
import { expect, test } from '../fixtures';
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

export function pageSmokeSuite(pages: readonly ToolPageExpectation[]): void {
  test.describe('every tool page', () => {
    test('the registry lists tools', () => {
      expect(pages.length, 'tools in the registry').toBeGreaterThan(0);
    });

    for (const tool of pages) {
      test(`/${tool.slug}: title, heading, description, Related Tools, 360 px, axe light and dark, no console error`, async ({ sharedPage: page }) => {
        const errors = watchConsole(page);

        await page.goto(`/${tool.slug}`);
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
