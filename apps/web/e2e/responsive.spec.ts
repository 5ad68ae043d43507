import { expect, expectFitsAndAccessible, test } from '@toolnest/test-kit';

// Every page works at 360 px wide, in light and dark. Tool pages are the
// test kit's page smoke's (e2e/tools.spec.ts, every tool); this is the catalogue's.
test.use({ viewport: { width: 360, height: 740 } });

test('/ fits 360 px without horizontal scrolling and passes axe in light and dark', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('tool-card-case-convert')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectFitsAndAccessible(page);
});

test('at 360 px the header menu opens and its links navigate', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Open menu' }).click();
  await header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Text', exact: true }).click();
  await expect(page).toHaveURL(/\/tools\?category=text$/);
  await expect(page).toHaveTitle('Text Tools | Toolnest');
  // Following a link closes the menu again.
  await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible();
});
