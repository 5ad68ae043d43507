import { expect, test, expectNoSeriousA11yViolations } from '@toolnest/test-kit';

// DESIGN.md Definition of Done: every page works at 360 px wide, in light and dark.
test.use({ viewport: { width: 360, height: 740 } });

for (const [path, ready] of [
  ['/', 'tool-card-case-convert'],
  ['/case-convert', null],
] as const) {
  test(`${path} fits 360 px without horizontal scrolling`, async ({ page }) => {
    await page.goto(path);
    if (ready) await expect(page.getByTestId(ready)).toBeVisible();
    else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
  });

  test(`${path} passes axe in the dark colour scheme`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
}

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
