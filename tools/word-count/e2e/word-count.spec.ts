// Word Count's page in the real site (run by apps/web's Playwright, which collects tools/*/e2e).
import { expect, expectNoSeriousA11yViolations, test, type Page } from '../../../apps/web/e2e/tool-test';

const textArea = (page: Page) => page.getByRole('main').getByRole('textbox', { name: 'Your text' });
/** The number under a counter's label. */
const counter = (page: Page, label: 'Words' | 'Characters') =>
  page.getByRole('main').locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

async function expectCounts(page: Page, words: string, characters: string) {
  await expect(counter(page, 'Words')).toHaveText(words);
  await expect(counter(page, 'Characters')).toHaveText(characters);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/word-count');
  await expect(page.getByRole('heading', { level: 1, name: 'Word Count' })).toBeVisible();
  await expect(textArea(page)).toBeVisible();
});

test('the page passes axe and has its title and description', async ({ page }) => {
  await expect(page).toHaveTitle('Word Count | Toolnest');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /count the words and characters/i);
  await expectNoSeriousA11yViolations(page);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`fits without horizontal scrolling and passes axe (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await textArea(page).fill('The quick brown fox 🦊 jumps over the lazy dog. '.repeat(20));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test('counts as you type, by keyboard, and Clear starts again', async ({ page }) => {
  await expectCounts(page, '0', '0');
  await textArea(page).focus();
  await page.keyboard.type('Hello wörld');
  await expectCounts(page, '2', '10');
  await page.keyboard.press('Enter');
  await page.keyboard.type('👍🏽 e\u0301 🇫🇷');
  await expectCounts(page, '5', '13');
  await page.keyboard.press('Backspace');
  await expectCounts(page, '4', '12');
  await expect(textArea(page)).toHaveAttribute('dir', 'auto');

  // Tab from the text area reaches Clear; Enter presses it and the cursor goes back to the box.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Clear', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(textArea(page)).toHaveValue('');
  await expect(textArea(page)).toBeFocused();
  await expectCounts(page, '0', '0');
});

// 1 MB here: Chromium itself needs seconds per megabyte to paste into any text area on a busy test machine.
// The 10 MB paste is covered where the browser's own text handling does not dominate: the logic test and bench,
// and the component test.
test('a 1 MB paste by keyboard is counted and the text stays editable', { tag: '@heavy' }, async ({ page, context, baseURL }) => {
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  const sentence = 'The quick brown fox 🦊 jumps over the lazy dog, café crème 👍🏽.\n';
  // 13 words and 48 characters per sentence; 14,000 sentences are 1.02 MB of UTF-8.
  const repeats = 14_000;
  await page.evaluate(([s, n]) => navigator.clipboard.writeText(s.repeat(n)), [sentence, repeats] as const);
  await textArea(page).focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expectCounts(page, (13 * repeats).toLocaleString('en-US'), (48 * repeats).toLocaleString('en-US'));
  await page.keyboard.type(' end');
  await expectCounts(page, (13 * repeats + 1).toLocaleString('en-US'), (48 * repeats + 3).toLocaleString('en-US'));
});
