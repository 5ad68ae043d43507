// Text to Binary's page in the real site (run by apps/web's Playwright, which collects tools/*/e2e).
import {
  expect,
  expectNoSeriousA11yViolations,
  formatMainThread,
  horizontalOverflow,
  mainButton as button,
  mainTextbox,
  notices,
  noteMainThread as note,
  pasteInPage,
  test,
  timedClick,
  type Page,
} from '../../../apps/web/e2e/tool-test';

const input = (page: Page) => mainTextbox(page, 'Your text');
const result = (page: Page) => mainTextbox(page, 'Binary code');

test.beforeEach(async ({ page }) => {
  await page.goto('/text-to-binary');
  await expect(page.getByRole('heading', { level: 1, name: 'Text to Binary' })).toBeVisible();
  await expect(input(page)).toBeVisible();
});

test('the page passes axe and has its title', async ({ page }) => {
  await expect(page).toHaveTitle('Text to Binary | Toolnest');
  await expectNoSeriousA11yViolations(page);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`fits without horizontal scrolling and passes axe, with a result shown (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await input(page).fill('A sentence long enough to need several lines of binary code.');
      await button(page, 'Convert to Binary').click();
      await expect(result(page)).not.toHaveValue('');
      const overflow = await horizontalOverflow(page);
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test('by keyboard: type, convert, copy and clear all', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await input(page).focus();
  await page.keyboard.type('Hi!');
  await page.keyboard.press('Tab');
  await expect(button(page, 'Convert to Binary')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(result(page)).toHaveValue('01001000 01101001 00100001');

  await page.keyboard.press('Tab');
  await expect(button(page, 'Copy')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(notices(page).getByText('Copied!', { exact: true })).toBeVisible();
  await expect(notices(page).getByText('Binary code copied to clipboard successfully.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('01001000 01101001 00100001');

  await page.keyboard.press('Tab');
  await expect(button(page, 'Clear All')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(input(page)).toHaveValue('');
  await expect(result(page)).toHaveValue('');
});

test('writes one group per UTF-8 byte for accents, emoji and right-to-left text', async ({ page }) => {
  await input(page).fill('é😀ש');
  await button(page, 'Convert to Binary').click();
  await expect(result(page)).toHaveValue('11000011 10101001 11110000 10011111 10011000 10000000 11010111 10101001');
  await expect(input(page)).toHaveAttribute('dir', 'auto');
});

test('empty text gives the spec message', async ({ page }) => {
  await button(page, 'Convert to Binary').click();
  await expect(notices(page).getByText('Please enter some text to convert.')).toBeVisible();
  await expect(result(page)).toHaveValue('');
});

test('whitespace-only text gives the spec message and keeps the input; spaces in real text convert', async ({ page }) => {
  await input(page).fill('a b');
  await button(page, 'Convert to Binary').click();
  await expect(result(page)).toHaveValue('01100001 00100000 01100010');

  await input(page).fill(' \n\t ');
  await button(page, 'Convert to Binary').click();
  await expect(notices(page).getByText('Please enter some text to convert.')).toBeVisible();
  await expect(result(page)).toHaveValue('');
  await expect(input(page)).toHaveValue(' \n\t ');
});

test('an unpaired surrogate is named by its position, never converted to U+FFFD', async ({ page }) => {
  await input(page).fill('ok');
  await button(page, 'Convert to Binary').click();
  await expect(result(page)).toHaveValue('01101111 01101011');
  await pasteInPage(input(page), ['ab😀', 0xd800, 'cd']);
  await button(page, 'Convert to Binary').click();
  await expect(notices(page).getByText('The text contains an unpaired surrogate at position 4.')).toBeVisible();
  await expect(result(page)).toHaveValue('');
  // Compared in the page: the protocol would turn the surrogate into U+FFFD on the way back.
  expect(await input(page).evaluate((area: HTMLTextAreaElement) => area.value === `ab😀${String.fromCharCode(0xd800)}cd`)).toBe(true);
});

test.describe('a 10 MB paste', { tag: '@heavy' }, () => {
  // Chromium takes seconds to lay out megabytes of text in a text area, whatever the tool does.
  test.setTimeout(90_000);

  test('the largest text allowed converts; a 10 MB paste is refused with the spec message, the text kept', async ({ page }) => {
    // 1.8 MB whose binary (9 characters a byte, less the last space) is just within 16 MB.
    const largest = Math.floor((16 * 1024 * 1024 + 1) / 9);
    await pasteInPage(input(page), ['a'], largest);
    const convertTime = await timedClick(button(page, 'Convert to Binary'), result(page));
    await expect
      .poll(() => result(page).evaluate((area: HTMLTextAreaElement) => area.value.length), { timeout: 30_000 })
      .toBe(largest * 9 - 1);
    note(`converting 1.8 MB to 16 MB of binary ${formatMainThread(convertTime)}`);

    await pasteInPage(input(page), ['ten megabytes '], Math.ceil((10 * 1024 * 1024) / 14));
    const refuseTime = await timedClick(button(page, 'Convert to Binary'), result(page));
    await expect(notices(page).getByText('The result would be over 16 MB; convert a shorter text.')).toBeVisible({ timeout: 30_000 });
    await expect(result(page)).toHaveValue('');
    expect(await input(page).evaluate((area: HTMLTextAreaElement) => area.value.length)).toBeGreaterThanOrEqual(10 * 1024 * 1024);
    note(`refusing 10 MB ${formatMainThread(refuseTime)}`);
  });
});
