import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { insertCategory, insertToolRequests } from './seed';

const SEARCH_PLACEHOLDER = 'Search tools by name, description, or tags...';

const caseConvertCard = (page: Page) => page.getByTestId('tool-card-case-convert');
const search = (page: Page) => page.getByPlaceholder(SEARCH_PLACEHOLDER);

test('the home catalogue shows the Case Convert card with its link, tags and heading', async ({ page }) => {
  await page.goto('/');
  const card = caseConvertCard(page);
  await expect(card).toBeVisible();
  await expect(card.getByText('Case Convert', { exact: true })).toBeVisible();
  await expect(card.getByText('Writing', { exact: true })).toBeVisible();
  await expect(card.getByRole('link').first()).toHaveAttribute('href', '/case-convert');
  await expectNoSeriousA11yViolations(page);
});

test('/tools is the same catalogue', async ({ page }) => {
  await page.goto('/tools');
  await expect(caseConvertCard(page)).toBeVisible();
  await expect(search(page)).toBeVisible();
});

test('search matches title, description and tag, case-insensitively', async ({ page }) => {
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

test('a search with no match shows no tool', async ({ page }) => {
  await page.goto('/');
  await search(page).fill('zzz-no-such-tool');
  await expect(page.getByRole('status').filter({ hasText: 'No tools match “zzz-no-such-tool”.' })).toBeVisible();
  await expect(page.locator('[data-testid^="tool-card-"]')).toHaveCount(0);
  await search(page).fill('');
  await expect(caseConvertCard(page)).toBeVisible();
});

test('?category=text keeps Case Convert and titles the page', async ({ page }) => {
  await page.goto('/tools?category=text');
  await expect(caseConvertCard(page)).toBeVisible();
  await expect(page).toHaveTitle('Text Tools | Toolnest');
  await expectNoSeriousA11yViolations(page);
});

test('?category=video leaves Case Convert out', async ({ page }) => {
  await page.goto('/tools?category=video');
  await expect(page).toHaveTitle('Video Tools | Toolnest');
  await expect(caseConvertCard(page)).toHaveCount(0);
});

test('the Popular Tools panel lists Case Convert first', async ({ page }) => {
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'Popular Tools' });
  await expect(panel.getByRole('link').first()).toHaveAttribute('href', '/case-convert');
  await expect(panel.getByRole('link', { name: /Case Convert/ })).toBeVisible();
});

/**
 * A visitor's request through the real API. It stays pending, and as a write it also makes the
 * server drop its cached public lists, so rows seeded into SQLite just before become visible.
 */
async function submitPendingRequest(request: APIRequestContext, toolName: string): Promise<void> {
  const response = await request.post('/api/tool-request', {
    data: { toolName, email: '', description: 'Waits for the admin to approve it.' },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

// Serial: the empty state must be seen before rows are seeded into the shared database.
test.describe.serial('Recent Requests panel and requested tools', () => {
  const panel = (page: Page) => page.getByRole('region', { name: 'Recent Requests' });

  test('Recent Requests says so when there is no approved request', async ({ page }) => {
    await page.goto('/');
    await expect(panel(page).getByText('No recent requests yet.')).toBeVisible();
  });

  test('Recent Requests lists the 5 newest approved requests, linking /submissions', async ({ page, request }) => {
    const day = (n: number) => new Date(Date.UTC(2026, 0, n)).toISOString();
    // Inserted oldest last, so the panel must sort by createdAt, not by id.
    insertToolRequests(
      [2, 5, 3, 6, 4, 1].map((n) => ({
        toolName: `Approved Tool ${n}`,
        description: `Approved request number ${n}.`,
        createdAt: day(n),
        approved: true,
      })),
    );
    await submitPendingRequest(request, 'Pending Tool');

    await page.goto('/');
    const links = panel(page).getByRole('link');
    await expect(links).toHaveCount(5);
    await expect(links).toContainText([6, 5, 4, 3, 2].map((n) => `Approved Tool ${n}`));
    await expect(panel(page).getByText('Approved Tool 1', { exact: true })).toHaveCount(0);
    await expect(panel(page).getByText('Pending Tool')).toHaveCount(0);
    for (const link of await links.all()) await expect(link).toHaveAttribute('href', '/submissions');
    await expect(panel(page).getByText('No recent requests yet.')).toHaveCount(0);
  });

  test('a live request with a known category becomes a catalogue card', async ({ page, request }) => {
    const categoryId = insertCategory('Writing');
    const [liveId, uncategorisedId] = insertToolRequests([
      { toolName: 'Haiku Helper', description: 'Counts syllables per line.', createdAt: new Date().toISOString(), approved: true, live: true, categoryId },
      { toolName: 'Limerick Lab', description: 'Live but in no category.', createdAt: new Date().toISOString(), approved: true, live: true },
    ]);
    await submitPendingRequest(request, 'Sonnet Studio');

    await page.goto('/');
    const card = page.getByTestId(`tool-card-db-${liveId}`);
    await expect(card).toBeVisible();
    await expect(card.getByRole('link', { name: 'Haiku Helper' })).toHaveAttribute('href', '/haiku-helper');
    await expect(card.getByRole('list', { name: 'Tags' })).toHaveText('Writing');
    await expect(page.getByTestId(`tool-card-db-${uncategorisedId}`)).toHaveCount(0);
    await expect(page.getByText('Sonnet Studio')).toHaveCount(0);

    // Its category name is its tag, so the matching filter keeps it.
    await page.goto('/tools?category=text');
    await expect(card).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
