// The admin dashboard (/admin) against the real server: login, reload and logout; the request
// lifecycle from a visitor's submission to the public lists; the status control; categories; edit; delete. Data goes in
// through the server's HTTP API (e2e/admin-api.ts), so this file runs its own server, with room for
// more than ten submissions a minute.
import { expect, expectFitsAndAccessible, ownServer, test as base, type Page } from '@toolnest/test-kit';
import { AdminApi } from './admin-api';
import { ADMIN_CREDENTIALS, startServer, type RunningServer } from '@toolnest/test-kit/server';

const test = base.extend<{ api: AdminApi }, { server: RunningServer }>({
  server: ownServer({ env: { RATE_LIMIT_TOOL_REQUEST_PER_MIN: '1000' } }),
  baseURL: async ({ server }, provide) => provide(server.baseURL),
  api: async ({ playwright, server }, provide) => {
    const api = await AdminApi.open(playwright, server.baseURL);
    await provide(api);
    await api.dispose();
  },
});

const loginForm = (page: Page) => page.getByRole('form', { name: 'Login' });
const notLive = (page: Page) => page.getByRole('table', { name: /^Not Live Tools/ });
const rowOf = (page: Page, toolName: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: toolName, exact: true }) });
// What a (native) select shows: its chosen option (its own text is all of its options').
const chosen = (select: ReturnType<Page['locator']>) => select.locator('option:checked');

async function expectNotice(page: Page, title: string, description?: string | RegExp) {
  // Not by role: an open modal dialog hides the rest of the page from the accessibility tree.
  const region = page.locator('[aria-label^="Notifications"]');
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(region.getByText(description, { exact: true })).toBeVisible();
}

async function logIn(page: Page, password: string = ADMIN_CREDENTIALS.password) {
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  // Hydrated: every chunk is in (until then, a click would submit the plain HTML form).
  await page.waitForLoadState('networkidle');
  await loginForm(page).getByLabel('Username').fill(ADMIN_CREDENTIALS.username);
  await loginForm(page).getByLabel('Password').fill(password);
  await loginForm(page).getByRole('button', { name: 'Login' }).click();
}

async function loggedIn(page: Page) {
  await logIn(page);
  await expect(notLive(page)).toBeVisible();
}

// Each test logs in (one scrypt), reloads lists and opens Radix dialogs: on a loaded 2-core CI that
// takes longer than the suite's default 20 s.
test.describe.configure({ timeout: 60_000 });

test('login, reload, logout', async ({ page }) => {
  await logIn(page, 'not-the-password');
  await expectNotice(page, 'Login Failed', 'Invalid username or password.');
  await expect(loginForm(page)).toBeVisible();

  await loginForm(page).getByLabel('Password').fill(ADMIN_CREDENTIALS.password);
  await loginForm(page).getByRole('button', { name: 'Login' }).click();
  await expectNotice(page, 'Login Successful');
  await expect(notLive(page)).toBeVisible();
  await expect(page.getByRole('table', { name: /^Live Tools/ })).toBeVisible();
  await expect(page).toHaveTitle('Admin Dashboard | Toolnest');

  // The stored credential logs in on load.
  await page.reload();
  await expect(notLive(page)).toBeVisible();
  await expect(loginForm(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expectNotice(page, 'Logged Out');
  await expect(loginForm(page)).toBeVisible();
  await page.reload();
  await expect(loginForm(page)).toBeVisible();
  await expect(notLive(page)).toHaveCount(0);
});

test('a visitor’s request, once approved, is shown on /submissions and in Recent Requests', async ({ page }) => {
  // The visitor submits through the form.
  await page.goto('/submissions');
  // Hydrated once the approved list has been read (until then, a click would submit the plain HTML form).
  await expect(page.getByRole('cell', { name: 'Loading approved requests…' })).toHaveCount(0);
  const form = page.getByRole('form', { name: 'Your request' });
  await form.getByLabel('Tool Name').fill('Lifecycle Lens');
  await form.getByLabel('Description').fill('Follows a request from submission to approval.');
  await form.getByRole('button', { name: 'Submit Request' }).click();
  await expectNotice(page, 'Request Submitted!', 'Your tool request has been submitted and is awaiting approval.');
  await expect(page.getByRole('table', { name: 'Approved Requests' }).getByText('Lifecycle Lens')).toHaveCount(0);

  await loggedIn(page);
  const row = rowOf(page, 'Lifecycle Lens');
  const status = row.getByRole('combobox', { name: 'Status of Lifecycle Lens' });
  await expect(chosen(status)).toHaveText('Pending Approval');
  await row.getByRole('button', { name: 'Approve Lifecycle Lens' }).click();
  await expectNotice(page, 'Request Approved');
  await expect(chosen(status)).toHaveText('Approved');
  await expect(row.getByRole('button', { name: /^Approve/ })).toHaveCount(0);

  // The shell's public lists were read again: no reload needed.
  await page.getByRole('banner').getByRole('link', { name: 'Toolnest' }).click();
  await expect(page.getByRole('region', { name: 'Recent Requests' }).getByRole('link').first()).toContainText('Lifecycle Lens');
  await page.getByRole('region', { name: 'Recent Requests' }).getByRole('link', { name: /Lifecycle Lens/ }).click();
  await expect(page).toHaveURL(/\/submissions$/);
  const listed = page.getByRole('table', { name: 'Approved Requests' }).getByRole('row').filter({ hasText: 'Lifecycle Lens' });
  await expect(listed.getByRole('cell')).toHaveText(['Lifecycle Lens', 'Follows a request from submission to approval.', 'In Progress', /\w{3} \d{1,2}, \d{4}/]);

  // And for a visitor arriving fresh.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Recent Requests' }).getByRole('link').first()).toContainText('Lifecycle Lens');
});

test('the status control: Completed on /submissions, back to Pending Approval, and a refused change', async ({ page, api }) => {
  const id = await api.submit('Status Sampler', 'Has its status set from the dashboard.');
  await api.approve(id);
  await loggedIn(page);
  const status = rowOf(page, 'Status Sampler').getByRole('combobox', { name: 'Status of Status Sampler' });
  await expect(chosen(status)).toHaveText('Approved');

  await expect(status.getByRole('option')).toHaveText(['Pending Approval', 'Approved', 'Completed']);
  await status.selectOption({ label: 'Completed' });
  await expectNotice(page, 'Request Updated', '"Status Sampler" is Completed now.');
  await expect(chosen(status)).toHaveText('Completed');

  // The public list, reached without a reload, says so.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Request a Tool' }).click();
  await expect(page).toHaveURL(/\/submissions$/);
  const listed = page.getByRole('table', { name: 'Approved Requests' }).getByRole('row').filter({ hasText: 'Status Sampler' });
  await expect(listed.getByRole('cell').nth(2)).toHaveText('Completed');

  // Pending Approval takes it off the public list and offers Approve again.
  await page.goBack();
  await status.selectOption({ label: 'Pending Approval' });
  await expectNotice(page, 'Request Updated', '"Status Sampler" is Pending Approval now.');
  await expect(chosen(status)).toHaveText('Pending Approval');
  await expect(rowOf(page, 'Status Sampler').getByRole('button', { name: 'Approve Status Sampler' })).toBeVisible();
  expect(await api.find(id)).toMatchObject({ isApproved: 'false' });

  // A request deleted behind the page's back: the server's 404 is the toast's description.
  await api.delete(id);
  await status.selectOption({ label: 'Completed' });
  await expectNotice(page, 'Failed to update status', `There is no tool request ${id}.`);
  // Only a successful change reloads the lists: the row reads as before.
  await expect(chosen(status)).toHaveText('Pending Approval');
});

test('categories: add, refuse a blank or taken name, file a request, delete', async ({ page, api }) => {
  const id = await api.submit('Category Case');
  await loggedIn(page);
  const field = page.getByLabel('New category');
  const add = page.getByRole('button', { name: 'Add Category' });

  await field.fill('   ');
  await add.click();
  await expectNotice(page, 'Failed to create category', 'Category name is required.');

  await field.fill('  Poetry  ');
  await add.click();
  await expectNotice(page, 'Category Created');
  await expect(field).toHaveValue('');
  const list = page.getByRole('list', { name: 'Categories' });
  await expect(list.getByRole('listitem').filter({ hasText: 'Poetry' })).toBeVisible();

  await field.fill('POETRY');
  await add.click();
  await expectNotice(page, 'Failed to create category', 'A category named "Poetry" already exists.');

  const category = rowOf(page, 'Category Case').getByRole('combobox', { name: 'Category of Category Case' });
  await expect(chosen(category)).toHaveText('No category');
  await category.selectOption({ label: 'Poetry' });
  await expectNotice(page, 'Category Updated');
  await expect(chosen(category)).toHaveText('Poetry');
  expect((await api.find(id))?.categoryId).not.toBeNull();

  await page.getByRole('button', { name: 'Delete category Poetry' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete category "Poetry"?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expectNotice(page, 'Category Deleted');
  await expect(list).toHaveCount(0);
  // The request lives on, without a category.
  await expect(chosen(category)).toHaveText('No category');
  expect((await api.find(id))?.categoryId).toBeNull();
});

test('edit a request in the Edit Tool Request dialog', async ({ page, api }) => {
  const id = await api.submit('Edit Me', 'A description to be edited.');
  await loggedIn(page);
  await rowOf(page, 'Edit Me').getByRole('button', { name: 'Edit Edit Me' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Tool Request' });
  await expect(dialog.getByLabel('Tool Name')).toHaveValue('Edit Me');

  await dialog.getByLabel('Description').fill('Too short');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectNotice(page, 'Failed to update request', 'Please provide at least 10 characters describing the tool.');
  await expect(dialog.getByRole('alert')).toHaveText('Please provide at least 10 characters describing the tool.');

  await dialog.getByLabel('Tool Name').fill('  Edited Tool  ');
  await dialog.getByLabel('Description').fill('A description that was edited.');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expectNotice(page, 'Request Updated');
  await expect(dialog).toHaveCount(0);
  await expect(rowOf(page, 'Edited Tool').getByRole('cell', { name: 'A description that was edited.' })).toBeVisible();
  expect(await api.find(id)).toMatchObject({ toolName: 'Edited Tool', description: 'A description that was edited.' });
});

test('delete a request after its confirmation', async ({ page, api }) => {
  const id = await api.submit('Doomed Tool');
  await loggedIn(page);
  const remove = rowOf(page, 'Doomed Tool').getByRole('button', { name: 'Delete Doomed Tool' });

  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Delete "Doomed Tool"? This cannot be undone.' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await api.find(id)).toBeDefined();

  await remove.click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expectNotice(page, 'Request Deleted');
  await expect(rowOf(page, 'Doomed Tool')).toHaveCount(0);
  expect(await api.find(id)).toBeUndefined();
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  // Each state is checked in light and in dark in the one page (the scheme is a media query): a page, a login
  // and a dashboard per scheme found nothing more.
  test('login, dashboard and dialogs fit and pass axe in light and dark', async ({ page, api }) => {
    const toolName = 'Narrow Tool';
    const id = await api.submit(toolName, 'Checked on a narrow screen.', 'narrow@example.com');
    await api.setCategory(id, await api.createCategory('Narrow'));

    await page.goto('/admin');
    await expect(loginForm(page)).toBeVisible();
    await expectFitsAndAccessible(page);

    await loggedIn(page);
    await expect(rowOf(page, toolName)).toBeVisible();
    // The status control stays usable: the table scrolls inside its own box, the page does not.
    const status = rowOf(page, toolName).getByRole('combobox', { name: `Status of ${toolName}` });
    await status.scrollIntoViewIfNeeded();
    await expect(status).toBeInViewport();
    await expect(chosen(status)).toHaveText('Pending Approval');
    await expectFitsAndAccessible(page);

    await rowOf(page, toolName).getByRole('button', { name: `Edit ${toolName}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Tool Request' });
    await expect(edit.getByLabel('Tool Name')).toHaveValue(toolName);
    await expectFitsAndAccessible(page);
    await page.keyboard.press('Escape');
    await expect(edit).toHaveCount(0);

    await rowOf(page, toolName).getByRole('button', { name: `Delete ${toolName}` }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectFitsAndAccessible(page);
  });
});

test('past the failed-login limit, the server’s own text is shown', async ({ page }) => {
  // A server of its own: the throttle would lock this file's other logins out for a minute.
  const server = await startServer({ env: { RATE_LIMIT_FAILED_LOGIN_PER_MIN: '2' } });
  try {
    await page.goto(`${server.baseURL}/admin`);
    await page.waitForLoadState('networkidle');
    for (let attempt = 1; attempt <= 3; attempt++) {
      await loginForm(page).getByLabel('Username').fill(ADMIN_CREDENTIALS.username);
      await loginForm(page).getByLabel('Password').fill(`wrong ${attempt}`);
      await loginForm(page).getByRole('button', { name: 'Login' }).click();
      await expectNotice(page, 'Login Failed', attempt <= 2 ? 'Invalid username or password.' : /^Too many failed logins\. Please try again in \d+ seconds?\.$/);
    }
  } finally {
    await server.stop();
  }
});
