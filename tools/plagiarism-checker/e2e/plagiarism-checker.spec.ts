// PlagiarismChecker's page in the real site (run by apps/web's Playwright, which collects tools/*/e2e),
// against the real server: POST /api/plagiarism-checker answers from the tool's ./server plugin.
import { expect, expectNoSeriousA11yViolations, test, type Page } from '../../../apps/web/e2e/tool-test';

const box = (page: Page, name: string) => page.getByRole('main').getByRole('textbox', { name, exact: true });
const button = (page: Page, name: string) => page.getByRole('main').getByRole('button', { name, exact: true });

test.beforeEach(async ({ page }) => {
  await page.goto('/plagiarism-checker');
  await expect(page.getByRole('heading', { level: 1, name: 'Plagiarism Checker' })).toBeVisible();
  await expect(box(page, 'Input')).toBeVisible();
});

test('the page passes axe and has its title', async ({ page }) => {
  await expect(page).toHaveTitle('Plagiarism Checker | Toolnest');
  await expectNoSeriousA11yViolations(page);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`fits without horizontal scrolling and passes axe (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test('Convert asks the server and Clear All empties both boxes', async ({ page }) => {
  await box(page, 'Input').fill('  hello  ');
  await button(page, 'Convert').click();
  await expect(box(page, 'Output')).toHaveValue('hello');
  await button(page, 'Clear All').click();
  await expect(box(page, 'Input')).toHaveValue('');
  await expect(box(page, 'Output')).toHaveValue('');
});
