// Request a Tool (/submissions) against the real server: the form's every message
// and the approved list. Requests go in through the server's HTTP API (a visitor's POST, then the
// admin's approve), on a server of this file's own: its last test spends the submissions of the minute.
import { expect, ownServer, test as base, type Page, expectNoSeriousA11yViolations } from '@toolnest/test-kit';
import { AdminApi } from './admin-api';
import type { RunningServer } from '@toolnest/test-kit/server';

const APPROVED = 12;

const test = base.extend<object, { server: RunningServer }>({
  // Room for the seeded requests and the form's own; the last test runs into the limit.
  server: ownServer({ env: { RATE_LIMIT_TOOL_REQUEST_PER_MIN: '20' } }, async (server, playwright) => {
    const api = await AdminApi.open(playwright, server.baseURL);
    // Approved Tool 1 to 12, submitted in that order (so 12 is the newest); 12 is completed; one stays pending.
    for (let n = 1; n <= APPROVED; n++) {
      const id = await api.submit(`Approved Tool ${n}`, `Approved request number ${n}.`);
      await api.approve(id);
      if (n === APPROVED) await api.setStatus(id, 'completed');
    }
    await api.submit('Pending Tool', 'Waits for the admin.');
    await api.dispose();
  }),
  baseURL: async ({ server }, provide) => provide(server.baseURL),
});

/** The Submitted column: today, as the page formats it. */
const DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/;

const notices = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const approvedTable = (page: Page) => page.getByRole('table', { name: 'Approved Requests' });
const bodyRows = (page: Page) => approvedTable(page).locator('tbody tr');

async function open(page: Page) {
  await page.goto('/submissions');
  await expect(page.getByRole('heading', { level: 1, name: 'Request a Tool' })).toBeVisible();
  // Interactive once hydrated: the list has been read.
  await expect(bodyRows(page)).toHaveCount(10);
}

async function submit(page: Page, values: { toolName?: string; email?: string; description?: string }) {
  const form = page.getByRole('form', { name: 'Your request' });
  if (values.toolName !== undefined) await form.getByLabel('Tool Name').fill(values.toolName);
  if (values.email !== undefined) await form.getByLabel('Email (optional)').fill(values.email);
  if (values.description !== undefined) await form.getByLabel('Description').fill(values.description);
  await form.getByRole('button', { name: 'Submit Request' }).click();
}

async function expectNotice(page: Page, title: string, description: string | RegExp, timeout?: number) {
  await expect(notices(page).getByText(title, { exact: true })).toBeVisible({ timeout });
  await expect(notices(page).getByText(description, { exact: true })).toBeVisible();
}

test('lists the approved requests newest first, 10 a page, with their status', async ({ page }) => {
  await open(page);
  await expect(page).toHaveTitle('Request a Tool | Toolnest');
  await expect(approvedTable(page).getByRole('columnheader')).toHaveText(['Tool Name', 'Description', 'Status', 'Submitted']);
  await expect(bodyRows(page).first().getByRole('cell')).toHaveText(['Approved Tool 12', 'Approved request number 12.', 'Completed', DATE]);
  await expect(bodyRows(page).nth(1).getByRole('cell').nth(2)).toHaveText('In Progress');
  await expect(bodyRows(page).locator('td:first-child')).toHaveText(
    [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => `Approved Tool ${n}`),
  );
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(bodyRows(page).locator('td:first-child')).toHaveText(['Approved Tool 2', 'Approved Tool 1']);
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(page.getByRole('main').getByText('Pending Tool')).toHaveCount(0);
});

test('says which fields are missing, in the form’s own words, and sends nothing', async ({ page }) => {
  await open(page);
  let posted = false;
  page.on('request', (request) => (posted ||= request.method() === 'POST'));

  await submit(page, {});
  await expectNotice(page, 'Submission Failed', 'Tool name and description are required.');

  await submit(page, { toolName: 'Haiku Helper', description: '   short    ' });
  await expectNotice(page, 'Submission Failed', 'Please provide at least 10 characters describing the tool.');

  await submit(page, { description: 'Counts syllables per line.', email: 'not-an-email' });
  await expectNotice(page, 'Submission Failed', 'Please enter a valid email address.');
  expect(posted).toBe(false);
});

test('a valid request is sent trimmed, acknowledged, and the form is cleared', async ({ page }) => {
  await open(page);
  const sent = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/api/tool-request'));
  await submit(page, { toolName: '  Haiku Helper  ', email: '', description: '  Counts syllables per line.  ' });
  expect((await sent).postDataJSON()).toEqual({ toolName: 'Haiku Helper', email: '', description: 'Counts syllables per line.' });
  await expectNotice(page, 'Request Submitted!', 'Your tool request has been submitted and is awaiting approval.');
  const form = page.getByRole('form', { name: 'Your request' });
  await expect(form.getByLabel('Tool Name')).toHaveValue('');
  await expect(form.getByLabel('Email (optional)')).toHaveValue('');
  await expect(form.getByLabel('Description')).toHaveValue('');
  // Pending until the admin approves it: not listed.
  await expect(page.getByRole('main').getByText('Haiku Helper')).toHaveCount(0);
});

test.describe('before the page hydrates', () => {
  test.use({ waitForHydration: false });

  test('what is typed is kept', async ({ page }) => {
    // The page's chunk arrives late, as on a slow phone: the prerendered form is there to type in meanwhile.
    await page.route(/\/assets\/SubmissionsPage-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/submissions');
    const form = page.getByRole('form', { name: 'Your request' });
    await form.getByLabel('Tool Name').fill('Early Bird');
    await form.getByLabel('Description').fill('Typed before the page hydrated.');
    await expect(bodyRows(page)).toHaveCount(10);
    await expect(form.getByLabel('Tool Name')).toHaveValue('Early Bird');
    await form.getByRole('button', { name: 'Submit Request' }).click();
    // The click may come before the page is live: the notice follows its hydration, the replayed submission, the
    // request and the notices' own chunk, which on a loaded 2-core machine took over 5 s.
    await expectNotice(page, 'Request Submitted!', 'Your tool request has been submitted and is awaiting approval.', 15_000);
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`fits without horizontal scrolling and passes axe (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await open(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
      // And with a notice showing.
      await submit(page, {});
      await expect(notices(page).getByText('Submission Failed', { exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});

// Last: it spends this server's submissions for the minute.
test('past the per-minute limit, the server’s own text is shown', async ({ page, playwright, server }) => {
  await open(page);
  const api = await playwright.request.newContext({ baseURL: server.baseURL });
  let refusal: { status: number; error: string } | null = null;
  for (let attempt = 0; attempt < 100 && !refusal; attempt++) {
    const response = await api.post('/api/tool-request', { data: { toolName: `Flood ${attempt}`, email: '', description: 'One request too many.' } });
    if (response.status() !== 201) refusal = { status: response.status(), error: ((await response.json()) as { error: string }).error };
  }
  await api.dispose();
  expect(refusal?.status).toBe(429);

  await submit(page, { toolName: 'Haiku Helper', description: 'Counts syllables per line.' });
  // The wait it names counts down meanwhile.
  const sameSentence = new RegExp(`^${refusal!.error.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\d+/g, '\\d+')}$`);
  await expectNotice(page, 'Submission Failed', sameSentence);
  await expect(page.getByRole('form', { name: 'Your request' }).getByLabel('Tool Name')).toHaveValue('Haiku Helper');
});
