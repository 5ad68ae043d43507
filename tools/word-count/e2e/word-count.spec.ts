// What is Word Count's own on its page in the real site (run by apps/web's Playwright, which collects
// tools/*/e2e). The page smoke over every tool checks its title, heading, description, Related Tools,
// 360 px and axe in light and dark. The one 10 MB paste into ui's Textarea and counters is here.
import { expect, expectFitsAndAccessible, formatMainThread, noteMainThread, test, timedPaste, type Page } from '@toolnest/test-kit';

const textArea = (page: Page) => page.getByRole('main').getByRole('textbox', { name: 'Your text' });
/** The number under a counter's label. */
const counter = (page: Page, label: 'Words' | 'Characters') =>
  page.getByRole('main').locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

/** A count as the page shows it: "1,867,333". */
const count = (n: number) => n.toLocaleString('en-US');

async function expectCounts(page: Page, words: string, characters: string) {
  await expect(counter(page, 'Words')).toHaveText(words);
  await expect(counter(page, 'Characters')).toHaveText(characters);
}

// In the worker's shared page (test-kit's sharedPage): each test opens the tool afresh and leaves nothing behind.
test.beforeEach(async ({ sharedPage: page }) => {
  await page.goto('/word-count');
  await expect(page.getByRole('heading', { level: 1, name: 'Word Count' })).toBeVisible();
  await expect(textArea(page)).toBeVisible();
});

test('counts as you type, by keyboard, and Clear starts again', async ({ sharedPage: page }) => {
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
  await expectFitsAndAccessible(page);

  // Tab from the text area reaches Clear; Enter presses it and the cursor goes back to the box.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Clear', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(textArea(page)).toHaveValue('');
  await expect(textArea(page)).toBeFocused();
  await expectCounts(page, '0', '0');
});

test.describe('a 10 MB paste', { tag: '@heavy' }, () => {
  // Chromium takes seconds to lay out megabytes of text in a text area, whatever the tool does: the heavy
  // project's waits (apps/web/playwright.config.ts) allow for it.
  // Lines of mixed text, 7 sentences of 13 words and 48 characters each (511 bytes of UTF-8 a line); about
  // 20,500 of them are 10 MB. Chromium's layout of a text area grows with its lines more than with its bytes.
  const sentence = 'The quick brown fox 🦊 jumps over the lazy dog, café crème 👍🏽.';
  const line = `${Array<string>(7).fill(sentence).join(' ')}\n`;
  const repeats = Math.ceil((10 * 1024 * 1024) / Buffer.byteLength(line));

  test("is counted, the box takes the text's direction, and the text stays editable", async ({ sharedPage: page }) => {
    const pasteTime = await timedPaste(textArea(page), counter(page, 'Words'), line, repeats);
    await expectCounts(page, count(7 * 13 * repeats), count(7 * 48 * repeats));
    // Past AUTO_DIRECTION_LIMIT the box gets the direction dir="auto" would pick, without its quadratic cost.
    await expect(textArea(page)).toHaveAttribute('dir', 'ltr');
    noteMainThread(`counting a 10 MB paste ${formatMainThread(pasteTime)}`);

    await textArea(page).focus();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(' end');
    await expectCounts(page, count(7 * 13 * repeats + 1), count(7 * 48 * repeats + 3));
  });
});
