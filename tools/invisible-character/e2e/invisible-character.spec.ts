// What is the Invisible Character Generator's own on its page in the real site (run by apps/web's
// Playwright, which collects tools/*/e2e). The page smoke over every tool checks its title, heading,
// Related Tools, 360 px and axe in light and dark.
import { expect, notices, type Page, readClipboard, test } from '@toolnest/test-kit';

const CARDS = [
  ['Zero Width Space', 'U+200B', '\u200b'],
  ['Zero Width Non-Joiner', 'U+200C', '\u200c'],
  ['Zero Width Joiner', 'U+200D', '\u200d'],
  ['Word Joiner', 'U+2060', '\u2060'],
  ['Hangul Filler', 'U+3164', '\u3164'],
] as const;

const card = (page: Page, name: string) =>
  page.getByRole('main').getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });

// In the worker's shared page (test-kit's sharedPage): each test opens the tool afresh and leaves nothing behind.
test.beforeEach(async ({ sharedPage: page }) => {
  await page.goto('/invisible-character');
  await expect(page.getByRole('heading', { level: 1, name: 'Invisible Character Generator' })).toBeVisible();
});

test('shows the five cards and the usage note', async ({ sharedPage: page }) => {
  for (const [name, unicode] of CARDS) {
    await expect(card(page, name)).toContainText(unicode);
    for (const button of ['Copy', 'Copy 5x', 'Copy 10x']) {
      await expect(card(page, name).getByRole('button', { name: button, exact: true })).toBeVisible();
    }
  }
  await expect(page.getByRole('main')).toContainText('some platforms filter or remove invisible characters');
});

test('copies by keyboard: Copy once, Copy 5x and Copy 10x, with their notices', async ({ sharedPage: page }) => {
  const [name, , character] = CARDS[4];
  const copy = card(page, name).getByRole('button', { name: 'Copy', exact: true });
  await copy.focus();
  await page.keyboard.press('Enter');
  await expect(notices(page).getByText('Copied!', { exact: true })).toBeVisible();
  await expect(notices(page).getByText(`${name} copied to clipboard successfully.`)).toBeVisible();
  expect(await readClipboard(page)).toBe(character);
  // "Copied" for 2 seconds, then the label again.
  await expect(card(page, name).getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
  await expect(card(page, name).getByRole('button', { name: 'Copy', exact: true })).toBeVisible({ timeout: 4000 });

  await page.keyboard.press('Tab');
  await expect(card(page, name).getByRole('button', { name: 'Copy 5x', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(notices(page).getByText(`5x ${name} copied to clipboard successfully.`)).toBeVisible();
  expect(await readClipboard(page)).toBe(character.repeat(5));

  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(notices(page).getByText(`10x ${name} copied to clipboard successfully.`)).toBeVisible();
  expect(await readClipboard(page)).toBe(character.repeat(10));
});

test('each other Copy puts its character on the clipboard', async ({ sharedPage: page }) => {
  for (const [name, , character] of CARDS.slice(0, 4)) {
    await card(page, name).getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(notices(page).getByText(`${name} copied to clipboard successfully.`)).toBeVisible();
    expect(await readClipboard(page), name).toBe(character);
  }
});
