import { expect, expectNoSeriousA11yViolations, test, watchConsole, type Page } from '@toolnest/test-kit';

// The command palette by keyboard alone, and favourites and recent tools kept across a reload.
const palette = (page: Page) => page.getByRole('dialog', { name: 'Search tools' });
const paletteInput = (page: Page) => palette(page).getByRole('combobox', { name: 'Tool name, description or tag' });

test('the palette by keyboard only: / and Ctrl+K open it, arrows move, Escape gives focus back, Enter opens a tool; axe clean while open', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('/');
  await expect(paletteInput(page)).toBeFocused();
  await page.keyboard.type('jsno');
  const options = palette(page).getByRole('option');
  await expect(options.first()).toContainText('JSON Formatter');
  await expect(options.first()).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(palette(page)).toHaveCount(0);

  // From the header's button, reached by keyboard: focus comes back to it.
  const button = page.getByRole('banner').getByRole('button', { name: 'Search tools' });
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(paletteInput(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();

  await page.keyboard.press('ControlOrMeta+k');
  await page.keyboard.type('word');
  await expect(options.first()).toContainText('Word Count');
  await page.keyboard.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/word-count$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Word Count' })).toBeVisible();
  await expect(palette(page)).toHaveCount(0);
});

test('a starred tool is in the Favourites group after a reload, and the tool last opened heads the empty palette', async ({ page }) => {
  const problems = watchConsole(page, ['error', 'warning']);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Favourites' })).toHaveCount(0);
  const star = page.getByRole('button', { name: 'Favourite Word Count' });
  await star.click();
  await expect(star.first()).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  const favourites = page.getByRole('region', { name: 'Favourites' });
  await expect(favourites.getByRole('link', { name: 'Word Count' })).toBeVisible();
  await expect(page.getByRole('region').first()).toHaveAccessibleName('Favourites');

  await page.getByTestId('tool-card-case-convert').first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Case Convert' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Favourite Case Convert' })).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.press('ControlOrMeta+k');
  await expect(palette(page).getByRole('option').first()).toContainText(/Case Convert.*Recent/);
  expect(problems).toEqual([]);
});
