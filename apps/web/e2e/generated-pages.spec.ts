// Generated tool pages end to end against the real server, on the production build: a visitor's request
// approved and filed, then Generate, Preview (the admin's only, with the page's source), Go Live after a review,
// its catalogue card and its page at /{slug}, the tool itself in a sandboxed frame under the site's header.
import { expect, expectNoSeriousA11yViolations, ownServer, test as base, expectFitsAndAccessible, watchConsole, type Page } from '@toolnest/test-kit';
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

const toolFrame = (page: Page) => page.frameLocator('iframe[sandbox="allow-scripts"]');

/** The page the template generates works inside its frame: its input goes to its output, and Copy tells the site. */
async function expectWorkingTool(page: Page) {
  const frame = toolFrame(page);
  await frame.getByRole('textbox', { name: 'Input' }).fill('Roll 2d6');
  await expect(frame.getByRole('textbox', { name: 'Output' })).toHaveValue('Roll 2d6');
  await frame.getByRole('button', { name: 'Copy' }).click();
  await expect(notices(page).getByText('Copied!', { exact: true })).toBeVisible();
  // Sized to its content, which the frame reports.
  await expect(page.locator('iframe[sandbox]')).toHaveAttribute('data-state', 'ready');
  const [frameBox, contentHeight] = await Promise.all([
    page.locator('iframe[sandbox]').boundingBox(),
    frame.locator('#root').evaluate((root) => root.getBoundingClientRect().height),
  ]);
  expect(Math.abs(frameBox!.height - Math.ceil(contentHeight))).toBeLessThanOrEqual(1);
}

/** axe in the tool's frame, light and dark: the tool's own controls are there. */
async function expectFrameAccessible(page: Page) {
  const frame = await (await page.locator('iframe[sandbox]').elementHandle())!.contentFrame();
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expectNoSeriousA11yViolations(frame!);
  }
  await page.emulateMedia({ colorScheme: null });
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
  // The source beside the preview: the template's, with nothing for the lint to point out.
  await expect(page.getByRole('region', { name: 'Source' }).getByLabel('Page source')).toContainText('export default function GeneratedTool()');
  await expect(page.getByText('The check found nothing to point out.')).toBeVisible();
  await expectWorkingTool(page);

  await page.goBack();
  await rowOf(page, 'Dice Roller').getByRole('button', { name: 'Go Live Dice Roller' }).click();
  // Go Live only from the review: the page in its frame and its source.
  const review = page.getByRole('dialog', { name: 'Review "Dice Roller" before Go Live' });
  await expect(review.getByLabel('Page source')).toContainText('export default function GeneratedTool()');
  await expect(review.frameLocator('iframe[sandbox]').getByRole('textbox', { name: 'Input' })).toBeVisible();
  await review.getByRole('button', { name: 'Go Live', exact: true }).click();
  await expect(notices(page).getByText('Tool is Live!', { exact: true })).toBeVisible();
  await expect(review).toHaveCount(0);
  await notices(page).getByRole('link', { name: 'View Live' }).click();
  await expect(page).toHaveURL(/\/dice-roller$/);
  await expectWorkingTool(page);

  await page.goto('/');
  const card = page.getByTestId(`tool-card-db-${id}`);
  await expect(card.getByRole('link', { name: 'Dice Roller' })).toHaveAttribute('href', '/dice-roller');
  await card.getByRole('link', { name: 'Dice Roller' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dice Roller' })).toBeVisible();
  await expect(page).toHaveTitle('Dice Roller | Toolnest');

  // A visit straight to the page: the server's shell, with its title, description, canonical link and Open Graph tags.
  const response = await page.goto('/dice-roller');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Dice Roller | Toolnest');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', 'Rolls dice & shows the "total".');
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(/^https?:\/\/[^/]+\/dice-roller$/);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical!);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Dice Roller | Toolnest');
  await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', 'Rolls dice & shows the "total".');
  await expect(page.getByText('Preview — not live')).toHaveCount(0);
  await expectWorkingTool(page);
  await expectFitsAndAccessible(page);
  await expectFrameAccessible(page);
  expect(problems).toEqual([]);

  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/dice-roller</loc>');

  const again = await api.submit('Dice Roller', 'Another dice roller, same name.');
  await api.approve(again);
  expect(await api.makeLive(again)).toBe('/dice-roller-2');
});
