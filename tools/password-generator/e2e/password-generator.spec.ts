// What is Password Generator's own on its page in the real site (run by apps/web's Playwright, which collects
// tools/*/e2e). The test kit's page smoke over every tool checks its title, heading, description, Related Tools,
// 360 px and axe in light and dark (with no password yet); the logic and the controls are unit-tested.
import { NARROW_VIEWPORT, expect, expectFitsAndAccessible, mainButton, notices, test, type Page } from '@toolnest/test-kit';

const passwordBox = (page: Page) => page.getByRole('main').getByRole('textbox', { name: 'Generated Password', exact: true });
const checkbox = (page: Page, name: string) => page.getByRole('main').getByRole('checkbox', { name, exact: true });

test('the prerendered page holds no password; the live page draws one, and another on each load', async ({ page }) => {
  const html = await (await page.request.get('/password-generator')).text();
  // The tool is in the server's HTML (its button is), with an empty box and no strength bar.
  expect(html).toContain('Generate Password');
  expect(html).toMatch(/<textarea[^>]*readonly=""[^>]*><\/textarea>/i);
  expect(html).not.toContain('role="progressbar"');

  await page.goto('/password-generator');
  await expect(passwordBox(page)).toHaveValue(/^.{12}$/);
  const first = await passwordBox(page).inputValue();
  expect(html).not.toContain(first);
  await expect(page.getByRole('progressbar', { name: 'Password strength' })).toBeVisible();

  await page.reload();
  await expect(passwordBox(page)).toHaveValue(/^.{12}$/);
  expect(await passwordBox(page).inputValue()).not.toBe(first);
});

test('a settings change draws a new password and goes in the URL; a link with junk settings opens on sane ones', async ({ page }) => {
  await page.goto('/password-generator');
  await expect(passwordBox(page)).toHaveValue(/^.{12}$/);
  await checkbox(page, 'Symbols (!@#$%^&*)').click();
  await expect(page).toHaveURL(/[?&]symbols=false/);
  await expect(passwordBox(page)).toHaveValue(/^[A-Za-z0-9]{12}$/);

  const length = page.getByRole('main').getByRole('spinbutton', { name: 'Password Length' });
  await length.fill('20');
  await expect(page).toHaveURL(/[?&]length=20/);
  await expect(passwordBox(page)).toHaveValue(/^[A-Za-z0-9]{20}$/);
  // The settings, never the password.
  expect(page.url()).not.toContain(await passwordBox(page).inputValue());

  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/password-generator?length=999&uppercase=maybe&numbers=');
  await expect(length).toHaveValue('50');
  await expect(passwordBox(page)).toHaveValue(/^.{50}$/);
  await expect(checkbox(page, 'Uppercase Letters (A-Z)')).toBeChecked();
  expect(errors).toEqual([]);
});

test('with a 50-character password: fits 360 px, axe in light and dark, the bar is dark green; Copy copies it', async ({ page, clipboard }) => {
  await page.goto('/password-generator?length=50');
  await expect(passwordBox(page)).toHaveValue(/^.{50}$/);
  await expect(page.getByRole('main').locator('p', { hasText: 'Strength:' })).toHaveText('Strength: Very Strong7/7');
  await expect(page.getByRole('progressbar', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Very Strong, 7 of 7');
  await expectFitsAndAccessible(page);
  // At 360 px the whole password shows in its two lines, with nothing to scroll to.
  await page.setViewportSize(NARROW_VIEWPORT);
  expect(await passwordBox(page).evaluate((box) => box.scrollHeight <= box.clientHeight)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The darker green for Very Strong, in each colour scheme's shade.
  const bar = page.getByRole('progressbar', { name: 'Password strength' }).locator('> div');
  for (const [colorScheme, colour] of [['light', 'rgb(20, 83, 45)'], ['dark', 'rgb(22, 163, 74)']] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(bar).toHaveCSS('background-color', colour);
  }
  await page.emulateMedia({ colorScheme: null });

  const password = await passwordBox(page).inputValue();
  await mainButton(page, 'Copy').click();
  await expect(notices(page).getByText('Copied!', { exact: true })).toBeVisible();
  expect(await clipboard.read()).toBe(password);
});
