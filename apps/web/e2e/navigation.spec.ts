import { expect, test, type Page, expectNoSeriousA11yViolations } from '@toolnest/test-kit';
import { DEFAULT_DESCRIPTION, DEFAULT_TITLE } from '@toolnest/tool-kit';

const HEADER_LINKS = [
  '/',
  '/tools',
  '/tools?category=video',
  '/tools?category=text',
  '/tools?category=seo',
  '/tools?category=converters',
  '/tools?category=productivity',
  '/submissions',
];

const description = (page: Page) => page.locator('meta[name="description"]');

// Tests that open their page and leave nothing behind use the worker's shared page (test-kit's sharedPage);
// those that resize the window have a page of their own.

test('the header links every catalogue view and the request page', async ({ sharedPage: page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  for (const href of HEADER_LINKS) await expect(header.locator(`a[href="${href}"]`).first()).toBeAttached();

  await header.locator('a[href="/tools?category=text"]').first().click();
  await expect(page).toHaveURL(/\/tools\?category=text$/);
  await expect(page).toHaveTitle('Text Tools | Toolnest');
});

test('a tool page sets its title and description, and leaving restores the defaults', async ({ sharedPage: page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(DEFAULT_TITLE);
  await expect(description(page)).toHaveAttribute('content', DEFAULT_DESCRIPTION);

  await page.getByTestId('tool-card-case-convert').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/case-convert$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Case Convert' })).toBeVisible();
  await expect(page).toHaveTitle('Case Convert | Toolnest');
  await expect(description(page)).not.toHaveAttribute('content', DEFAULT_DESCRIPTION);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(DEFAULT_TITLE);
  await expect(description(page)).toHaveAttribute('content', DEFAULT_DESCRIPTION);
});

test('the page scrolls to the top on every navigation', async ({ page }) => {
  // A short window makes the catalogue scroll at all.
  await page.setViewportSize({ width: 1280, height: 320 });
  await page.goto('/');
  await page.getByTestId('tool-card-case-convert').waitFor();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  // A script click, so Playwright does not scroll the link into view (and to the top) first.
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/case-convert"]')?.click());
  await expect(page).toHaveURL(/\/case-convert$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Case Convert' })).toBeVisible();
  // The tool page is tall enough to have kept the old position had nothing reset it.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)).toBeGreaterThan(0);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

for (const path of ['/nope', '/submissions/nope']) {
  test(`${path} shows Page Not Found`, async ({ sharedPage: page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

test('the floating request button appears after scrolling 0.8 of the window height', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto('/case-convert');
  await expect(page.getByRole('heading', { level: 1, name: 'Case Convert' })).toBeVisible();
  const button = page.getByTestId('floating-request-button');
  const height = await page.evaluate(() => window.innerHeight);
  // The article arrives with the tool's lazy chunk; with it the page is tall enough to scroll.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(height * 2);

  await expect(button).toBeHidden();
  await page.evaluate((y) => window.scrollTo(0, y), Math.floor(height * 0.8) - 20);
  await expect(button).toBeHidden();
  await page.evaluate((y) => window.scrollTo(0, y), Math.ceil(height * 0.8) + 20);
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('href', '/submissions');

  await button.click();
  await expect(page).toHaveURL(/\/submissions$/);
});
