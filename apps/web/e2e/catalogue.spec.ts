// Every test opens its page in the worker's shared page (test-kit's sharedPage) and leaves nothing behind.
import { expect, test, type Page, expectNoSeriousA11yViolations } from '@toolnest/test-kit';

const SEARCH_PLACEHOLDER = 'Search tools by name, description, or tags...';

const caseConvertCard = (page: Page) => page.getByTestId('tool-card-case-convert');
const search = (page: Page) => page.getByPlaceholder(SEARCH_PLACEHOLDER);

test('the home catalogue shows the Case Convert card with its link, tags and heading', async ({ sharedPage: page }) => {
  await page.goto('/');
  const card = caseConvertCard(page);
  await expect(card).toBeVisible();
  await expect(card.getByText('Case Convert', { exact: true })).toBeVisible();
  await expect(card.getByText('Writing', { exact: true })).toBeVisible();
  await expect(card.getByRole('link').first()).toHaveAttribute('href', '/case-convert');
  await expectNoSeriousA11yViolations(page);
});

test('/tools is the same catalogue', async ({ sharedPage: page }) => {
  await page.goto('/tools');
  await expect(caseConvertCard(page)).toBeVisible();
  await expect(search(page)).toBeVisible();
});

test('search matches title, description and tag, case-insensitively', async ({ sharedPage: page }) => {
  await page.goto('/');
  // Title, title in capitals, a word of the description, a tag.
  for (const query of ['case convert', 'CASE CONVERT', 'uPpEr', 'writing']) {
    // From a state without the card, so each match is seen appearing.
    await search(page).fill('zzz-no-such-tool');
    await expect(caseConvertCard(page)).toHaveCount(0);
    await search(page).fill(query);
    await expect(caseConvertCard(page), `search "${query}"`).toBeVisible();
  }
});

test('a search with no match shows no tool', async ({ sharedPage: page }) => {
  await page.goto('/');
  await search(page).fill('zzz-no-such-tool');
  await expect(page.getByRole('status').filter({ hasText: 'No tools match “zzz-no-such-tool”.' })).toBeVisible();
  await expect(page.locator('[data-testid^="tool-card-"]')).toHaveCount(0);
  await search(page).fill('');
  await expect(caseConvertCard(page)).toBeVisible();
});

test('?category=text keeps Case Convert and titles the page', async ({ sharedPage: page }) => {
  await page.goto('/tools?category=text');
  await expect(caseConvertCard(page)).toBeVisible();
  await expect(page).toHaveTitle('Text Tools | Toolnest');
  await expectNoSeriousA11yViolations(page);
});

test('?category=video leaves Case Convert out', async ({ sharedPage: page }) => {
  await page.goto('/tools?category=video');
  await expect(page).toHaveTitle('Video Tools | Toolnest');
  await expect(caseConvertCard(page)).toHaveCount(0);
});

test('the Popular Tools panel lists Case Convert first', async ({ sharedPage: page }) => {
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'Popular Tools' });
  await expect(panel.getByRole('link').first()).toHaveAttribute('href', '/case-convert');
  await expect(panel.getByRole('link', { name: /Case Convert/ })).toBeVisible();
});

test('the Recent Requests panel says so when there is no approved request', async ({ sharedPage: page }) => {
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Recent Requests' }).getByText('No recent requests yet.')).toBeVisible();
});
