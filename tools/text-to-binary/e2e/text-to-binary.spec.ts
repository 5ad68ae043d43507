// Text to Binary's page in the real site (run by apps/web's Playwright, which collects tools/*/e2e).
import { expect, expectNoSeriousA11yViolations, test, type Page } from '../../../apps/web/e2e/tool-test';

const input = (page: Page) => page.getByRole('main').getByRole('textbox', { name: 'Your text', exact: true });
const result = (page: Page) => page.getByRole('main').getByRole('textbox', { name: 'Binary code', exact: true });
const button = (page: Page, name: string) => page.getByRole('main').getByRole('button', { name, exact: true });
const notices = (page: Page) => page.getByRole('region', { name: /Notifications/ });

/**
 * Puts text in the box inside the page, as a paste would: the pieces joined, numbers as UTF-16 code units
 * (the test protocol cannot carry an unpaired surrogate, nor 10 MB quickly), the whole repeated `times`.
 */
const pasteInPage = (page: Page, pieces: (string | number)[], times = 1) =>
  page.evaluate(
    ({ pieces, times }) => {
      const area = document.querySelector<HTMLTextAreaElement>('main textarea')!;
      const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
      const text = pieces.map((piece) => (typeof piece === 'number' ? String.fromCharCode(piece) : piece)).join('');
      setValue.call(area, text.repeat(times));
      area.dispatchEvent(new Event('input', { bubbles: true }));
    },
    { pieces, times },
  );

/** Clicks the button inside the page and returns how long the click kept the main thread (our code and React's update). */
const timedClick = (page: Page, name: string) =>
  button(page, name).evaluate((element: HTMLElement) => {
    const start = performance.now();
    element.click();
    return performance.now() - start;
  });

/** Main-thread figures for the closing note (budget 200 ms); never asserted, machines differ. */
const note = (description: string) => test.info().annotations.push({ type: 'main thread', description });

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
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
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

test('an unpaired surrogate is named by its position, never converted to U+FFFD', async ({ page }) => {
  await input(page).fill('ok');
  await button(page, 'Convert to Binary').click();
  await expect(result(page)).toHaveValue('01101111 01101011');
  await pasteInPage(page, ['ab😀', 0xd800, 'cd']);
  await button(page, 'Convert to Binary').click();
  await expect(notices(page).getByText('The text contains an unpaired surrogate at position 4.')).toBeVisible();
  await expect(result(page)).toHaveValue('');
  // Compared in the page: the protocol would turn the surrogate into U+FFFD on the way back.
  expect(await input(page).evaluate((area: HTMLTextAreaElement) => area.value === `ab😀${String.fromCharCode(0xd800)}cd`)).toBe(true);
});

test.describe('a 10 MB paste', () => {
  // Chromium takes seconds to lay out megabytes of text in a text area, whatever the tool does.
  test.setTimeout(90_000);

  test('the largest text allowed converts; a 10 MB paste is refused with the spec message, the text kept', async ({ page }) => {
    // 1.8 MB whose binary (9 characters a byte, less the last space) is just within 16 MB.
    const largest = Math.floor((16 * 1024 * 1024 + 1) / 9);
    await pasteInPage(page, ['a'], largest);
    const convertMs = await timedClick(page, 'Convert to Binary');
    await expect
      .poll(() => result(page).evaluate((area: HTMLTextAreaElement) => area.value.length), { timeout: 30_000 })
      .toBe(largest * 9 - 1);
    note(`converting 1.8 MB to 16 MB of binary ${convertMs.toFixed(0)} ms`);

    await pasteInPage(page, ['ten megabytes '], Math.ceil((10 * 1024 * 1024) / 14));
    const refuseMs = await timedClick(page, 'Convert to Binary');
    await expect(notices(page).getByText('The result would be over 16 MB; convert a shorter text.')).toBeVisible({ timeout: 30_000 });
    await expect(result(page)).toHaveValue('');
    expect(await input(page).evaluate((area: HTMLTextAreaElement) => area.value.length)).toBeGreaterThanOrEqual(10 * 1024 * 1024);
    note(`refusing 10 MB ${refuseMs.toFixed(0)} ms`);
  });
});
