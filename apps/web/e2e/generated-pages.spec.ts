// Generated tool pages end to end (issue 21) against the real server, on the production build: a visitor's
// request approved and filed, then Generate, Preview (the admin's only), Go Live, its catalogue card and
// its page at /{slug}, loaded at run time under the site's CSP.
import { expect, ownServer, test as base, expectFitsAndAccessible, watchConsole, type Page } from '@toolnest/test-kit';
import { ADMIN_CREDENTIALS, type RunningServer } from '@toolnest/test-kit/server';
import { AdminApi } from './admin-api';

const test = base.extend<{ api: AdminApi }, { server: RunningServer }>({
  server: ownServer(),
  baseURL: async ({ server }, provide) => provide(server.baseURL),
  api: async ({ playwright, server }, provide) => {
    const api = await AdminApi.open(playwright, server.baseURL);
    await provide(api);
    await api.dispose();
  },
});

const notices = (page: Page) => page.locator('[aria-label^="Notifications"]');
const rowOf = (page: Page, toolName: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: toolName, exact: true }) });

/** Console errors and warnings, uncaught errors and CSP violations of every document the page loads. */
function watchProblems(page: Page): string[] {
  const problems = watchConsole(page, ['error', 'warning']);
  void page.exposeFunction('reportCspViolation', (directive: string) => problems.push(`CSP violation: ${directive}`));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportCspViolation: (directive: string) => void }).reportCspViolation(event.violatedDirective);
    });
  });
  return problems;
}

/** The page the template generates works: its input goes to its output, on the shell's React. */
async function expectWorkingTool(page: Page) {
  await page.getByRole('textbox', { name: 'Input' }).fill('Roll 2d6');
  await expect(page.getByRole('textbox', { name: 'Output' })).toHaveValue('Roll 2d6');
  await expect(page.getByRole('button', { name: 'Copy' })).toBeEnabled();
}

test.describe.configure({ timeout: 120_000 });

test('submit → approve → category → Generate → Preview → Go Live → card → /{slug}; the same name again is -2', async ({ page, browser, api, server }) => {
  const problems = watchProblems(page);
  const id = await api.submit('Dice Roller', 'Rolls dice & shows the "total".');
  await api.approve(id);
  await api.setCategory(id, await api.createCategory('Games'));

  await page.goto('/admin');
  await page.waitForLoadState('networkidle');
  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('Username').fill(ADMIN_CREDENTIALS.username);
  await login.getByLabel('Password').fill(ADMIN_CREDENTIALS.password);
  await login.getByRole('button', { name: 'Login' }).click();

  await rowOf(page, 'Dice Roller').getByRole('button', { name: 'Generate Dice Roller' }).click();
  await expect(notices(page).getByText('Tool Generated!', { exact: true })).toBeVisible();
  await expect(notices(page)).toContainText('/dice-roller');
  await expect(notices(page)).toContainText('Status: Ready for QA');

  // Without the admin's credential a preview is Page Not Found.
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await strangerPage.goto(`${server.baseURL}/dice-roller?preview=${id}`);
  await expect(strangerPage.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  expect((await strangerPage.request.get(`${server.baseURL}/dice-roller`)).status()).toBe(404);
  await stranger.close();

  await rowOf(page, 'Dice Roller').getByRole('link', { name: 'Preview Dice Roller' }).click();
  await expect(page.getByText('Preview — not live')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dice Roller' })).toBeVisible();
  await expect(page.locator('meta[name="robots"][content="noindex"]')).not.toHaveCount(0);
  await expectWorkingTool(page);

  await page.goBack();
  await rowOf(page, 'Dice Roller').getByRole('button', { name: 'Go Live Dice Roller' }).click();
  await expect(notices(page).getByText('Tool is Live!', { exact: true })).toBeVisible();
  await notices(page).getByRole('link', { name: 'View Live' }).click();
  await expect(page).toHaveURL(/\/dice-roller$/);
  await expectWorkingTool(page);

  await page.goto('/');
  const card = page.getByTestId(`tool-card-db-${id}`);
  await expect(card.getByRole('link', { name: 'Dice Roller' })).toHaveAttribute('href', '/dice-roller');
  await card.getByRole('link', { name: 'Dice Roller' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dice Roller' })).toBeVisible();
  await expect(page).toHaveTitle('Dice Roller | Toolnest');

  // A visit straight to the page: the server's shell, with its title and description.
  const response = await page.goto('/dice-roller');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Dice Roller | Toolnest');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Rolls dice & shows the "total".');
  await expect(page.getByText('Preview — not live')).toHaveCount(0);
  await expectWorkingTool(page);
  await expectFitsAndAccessible(page);
  expect(problems).toEqual([]);

  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/dice-roller</loc>');

  const again = await api.submit('Dice Roller', 'Another dice roller, same name.');
  await api.approve(again);
  expect(await api.makeLive(again)).toBe('/dice-roller-2');
});
