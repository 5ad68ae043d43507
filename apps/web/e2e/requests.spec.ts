// The catalogue with visitors' requests in the database. Approved and live rows need the admin,
// which is not built yet, so they are seeded into SQLite; the pending one goes through the real API.
import { expect, test as base } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { startServer, type RunningServer } from './server';
import { seedCategory, seedToolRequests, withStores } from './seed';

interface Seeded {
  server: RunningServer;
  liveId: number;
  uncategorisedId: number;
}

const day = (n: number) => new Date(Date.UTC(2026, 0, n)).toISOString();

// Its own server, seeded before any page reads the lists (the server caches them once read).
// Fixtures hand over their value through `provide` (Playwright's `use`, renamed for the hooks lint rule).
const test = base.extend<object, { seeded: Seeded }>({
  seeded: [
    // Playwright reads a fixture's dependencies from this pattern, so it must stay an (empty) object pattern.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const server = await startServer();
      const [liveId, uncategorisedId] = await withStores(server.dataDir, async (stores) => {
        const categoryId = await seedCategory(stores, 'Writing');
        // Inserted out of date order, so the panel must sort by createdAt, not by id.
        await seedToolRequests(
          stores,
          [2, 5, 3, 6, 4, 1].map((n) => ({
            toolName: `Approved Tool ${n}`,
            description: `Approved request number ${n}.`,
            createdAt: day(n),
            approved: true,
          })),
        );
        return seedToolRequests(stores, [
          { toolName: 'Haiku Helper', description: 'Counts syllables per line.', createdAt: day(7), approved: true, live: true, categoryId },
          { toolName: 'Limerick Lab', description: 'Live but in no category.', createdAt: day(8), approved: true, live: true },
        ]);
      });
      await provide({ server, liveId: liveId!, uncategorisedId: uncategorisedId! });
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ seeded }, provide) => provide(seeded.server.baseURL),
});

test.beforeAll(async ({ playwright, seeded }) => {
  // A visitor's request: accepted by the API, pending until the admin approves it.
  const api = await playwright.request.newContext({ baseURL: seeded.server.baseURL });
  const response = await api.post('/api/tool-request', {
    data: { toolName: 'Pending Tool', email: '', description: 'Waits for the admin to approve it.' },
  });
  expect(response.status(), await response.text()).toBe(201);
  await api.dispose();
});

test('Recent Requests lists the 5 newest approved requests, each linking /submissions', async ({ page }) => {
  await page.goto('/');
  const panel = page.getByRole('region', { name: 'Recent Requests' });
  const links = panel.getByRole('link');
  await expect(links).toHaveCount(5);
  await expect(links).toContainText(['Limerick Lab', 'Haiku Helper', 'Approved Tool 6', 'Approved Tool 5', 'Approved Tool 4']);
  for (const link of await links.all()) await expect(link).toHaveAttribute('href', '/submissions');
  await expect(panel.getByText('Approved Tool 3')).toHaveCount(0);
  await expect(panel.getByText('Pending Tool')).toHaveCount(0);
  await expect(panel.getByText('No recent requests yet.')).toHaveCount(0);
});

test('a live request with a known category becomes a catalogue card; others do not', async ({ page, seeded }) => {
  await page.goto('/');
  const card = page.getByTestId(`tool-card-db-${seeded.liveId}`);
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'Haiku Helper' })).toHaveAttribute('href', '/haiku-helper');
  await expect(card.getByRole('list', { name: 'Tags' })).toHaveText('Writing');
  await expect(page.getByTestId('tool-card-case-convert')).toBeVisible();
  await expect(page.getByTestId(`tool-card-db-${seeded.uncategorisedId}`)).toHaveCount(0);
  await expect(page.getByRole('main').getByText('Pending Tool')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
});

test('the category filter matches a requested tool by its category name', async ({ page, seeded }) => {
  // 'Writing' is one of the text category's tags.
  await page.goto('/tools?category=text');
  await expect(page.getByTestId(`tool-card-db-${seeded.liveId}`)).toBeVisible();
  await page.goto('/tools?category=video');
  await expect(page.getByTestId(`tool-card-db-${seeded.liveId}`)).toHaveCount(0);
});

test('search finds a requested tool too', async ({ page, seeded }) => {
  await page.goto('/');
  await page.getByPlaceholder('Search tools by name, description, or tags...').fill('SYLLABLES');
  await expect(page.getByTestId(`tool-card-db-${seeded.liveId}`)).toBeVisible();
  await expect(page.getByTestId('tool-card-case-convert')).toHaveCount(0);
});
