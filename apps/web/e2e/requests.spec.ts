// The catalogue with visitors' requests in the database, put in through the server's HTTP API
// (e2e/admin-api.ts: a visitor's POST, the admin's approve, category, Generate and Go Live).
import { expect, test as base, expectNoSeriousA11yViolations } from '@toolnest/test-kit';
import { AdminApi } from './admin-api';
import { startServer, type RunningServer } from '@toolnest/test-kit/server';

interface Seeded {
  server: RunningServer;
  liveId: number;
  uncategorisedId: number;
}

// Its own server. Submissions: 6 approved, 2 live and 1 pending, under the 10 a minute.
// Fixtures hand over their value through `provide` (Playwright's `use`, renamed for the hooks lint rule).
const test = base.extend<object, { seeded: Seeded }>({
  seeded: [
    async ({ playwright }, provide) => {
      const server = await startServer();
      const api = await AdminApi.open(playwright, server.baseURL);
      // Approved Tool 1 to 6, submitted in that order (so 6 is the newest), approved out of that order:
      // the panel follows createdAt (the server's order, pinned by apps/api's route tests), not approval.
      const approved: number[] = [];
      for (let n = 1; n <= 6; n++) approved.push(await api.submit(`Approved Tool ${n}`, `Approved request number ${n}.`));
      for (const index of [1, 4, 2, 5, 3, 0]) await api.approve(approved[index]!);
      const categoryId = await api.createCategory('Writing');
      const liveId = await api.submit('Haiku Helper', 'Counts syllables per line.');
      const uncategorisedId = await api.submit('Limerick Lab', 'Live but in no category.');
      for (const id of [liveId, uncategorisedId]) await api.approve(id);
      await api.setCategory(liveId, categoryId);
      for (const id of [liveId, uncategorisedId]) await api.makeLive(id);
      await api.dispose();
      await provide({ server, liveId, uncategorisedId });
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ seeded }, provide) => provide(seeded.server.baseURL),
});

test.beforeAll(async ({ playwright, seeded }) => {
  // A visitor's request: accepted by the API, pending until the admin approves it.
  const api = await AdminApi.open(playwright, seeded.server.baseURL);
  await api.submit('Pending Tool', 'Waits for the admin to approve it.');
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
