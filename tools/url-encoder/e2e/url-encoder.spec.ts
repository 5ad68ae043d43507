// URL Encoder's page in the real site (run by apps/web's Playwright, which collects tools/*/e2e).
import {
  expect,
  expectNoSeriousA11yViolations,
  formatMainThread,
  holdsRepeated,
  horizontalOverflow,
  mainButton as button,
  mainTextbox as box,
  notices,
  noteMainThread,
  pasteInPage,
  test,
  timedClick,
  type Page,
} from '../../../apps/web/e2e/tool-test';

/** Focuses the input, types the text and moves on with Tab, as a keyboard user would. */
async function typeInput(page: Page, text: string) {
  await box(page, 'Input').focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
}

/** Presses Tab until the named button has focus (at most `limit` times), then presses `key` on it. */
async function tabTo(page: Page, name: string, key = 'Enter', limit = 6) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await button(page, name).evaluate((element) => element === document.activeElement)) {
      await page.keyboard.press(key);
      return;
    }
  }
  throw new Error(`Tab never reached ${name}`);
}

test.beforeEach(async ({ page }) => {
  await page.goto('/url-encoder');
  await expect(page.getByRole('heading', { level: 1, name: 'URL Encoder' })).toBeVisible();
  await expect(box(page, 'Input')).toBeVisible();
});

test('the page passes axe and has its title', async ({ page }) => {
  await expect(page).toHaveTitle('URL Encoder | Toolnest');
  await expectNoSeriousA11yViolations(page);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`fits without horizontal scrolling and passes axe (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await typeInput(page, 'a long value with spaces, accents (é) and emoji 😀 to fill the boxes');
      await tabTo(page, 'Encode URL');
      await expect(box(page, 'Output')).not.toHaveValue('');
      const overflow = await horizontalOverflow(page);
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test('by keyboard: Encode URL, Copy, then Clear All', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await expect(button(page, 'Copy')).toBeDisabled();
  await typeInput(page, 'q=café & crème 😀');
  await tabTo(page, 'Encode URL');
  await expect(box(page, 'Output')).toHaveValue('q%3Dcaf%C3%A9%20%26%20cr%C3%A8me%20%F0%9F%98%80');
  await expect(box(page, 'Input')).toHaveValue('q=café & crème 😀');

  await tabTo(page, 'Copy');
  await expect(notices(page).getByText('Copied!', { exact: true })).toBeVisible();
  await expect(notices(page).getByText('Text copied to clipboard successfully.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('q%3Dcaf%C3%A9%20%26%20cr%C3%A8me%20%F0%9F%98%80');

  await tabTo(page, 'Clear All', ' ');
  await expect(box(page, 'Input')).toHaveValue('');
  await expect(box(page, 'Output')).toHaveValue('');
  await expect(button(page, 'Copy')).toBeDisabled();
});

test('by keyboard: Decode URL keeps + and round-trips right-to-left text, emoji and flags', async ({ page }) => {
  const text = 'שלום + مرحبا 👍🏽 🇫🇷 e\u0301';
  await typeInput(page, text);
  await tabTo(page, 'Encode URL');
  const encoded = await box(page, 'Output').inputValue();
  expect(encoded).not.toContain('+');

  await typeInput(page, encoded);
  await tabTo(page, 'Decode URL');
  await expect(box(page, 'Output')).toHaveValue(text);
  await expect(box(page, 'Input')).toHaveAttribute('dir', 'auto');
  await expect(box(page, 'Output')).toHaveAttribute('dir', 'auto');

  await typeInput(page, 'a+b%20c');
  await tabTo(page, 'Decode URL');
  await expect(box(page, 'Output')).toHaveValue('a+b c');
});

for (const bad of ['%ZZ', '%E0%A4', '%C3%28']) {
  test(`Decode URL of ${bad} says it failed, keeps the input and empties the output`, async ({ page }) => {
    await typeInput(page, 'ok');
    await tabTo(page, 'Encode URL');
    await expect(box(page, 'Output')).toHaveValue('ok');

    await typeInput(page, bad);
    await tabTo(page, 'Decode URL');
    await expect(notices(page).getByText('Failed to decode URL. Please check the input format.')).toBeVisible();
    await expect(box(page, 'Input')).toHaveValue(bad);
    await expect(box(page, 'Output')).toHaveValue('');
  });
}

test('Encode URL and Decode URL do nothing on blank input', async ({ page }) => {
  await typeInput(page, '   ');
  await tabTo(page, 'Encode URL');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(box(page, 'Output')).toHaveValue('');
  await expect(notices(page).getByRole('listitem')).toHaveCount(0);
});

test.describe('a 10 MB paste', { tag: '@heavy' }, () => {
  test.setTimeout(120_000);

  test('encodes 10 MB of ASCII and decodes it back', async ({ page }) => {
    const unit = 'The quick brown fox jumps over the lazy dog. ';
    const encodedUnit = unit.replaceAll(' ', '%20');
    const count = Math.ceil((10 << 20) / unit.length);
    await pasteInPage(box(page, 'Input'), unit, count);
    const encodeTime = await timedClick(button(page, 'Encode URL'), box(page, 'Output'));
    await expect.poll(() => holdsRepeated(box(page, 'Output'), encodedUnit, count), { timeout: 30_000 }).toBe(true);

    await pasteInPage(box(page, 'Input'), encodedUnit, count);
    const decodeTime = await timedClick(button(page, 'Decode URL'), box(page, 'Output'));
    await expect.poll(() => holdsRepeated(box(page, 'Output'), unit, count), { timeout: 30_000 }).toBe(true);
    noteMainThread(`encode ${formatMainThread(encodeTime)}; decode ${formatMainThread(decodeTime)}`);
  });

  test('takes 10 MB of short lines from the clipboard by keyboard, and encodes them', async ({ page, context, baseURL }) => {
    // Many lines into a dir="auto" box are what Chromium inserts in quadratic time: ui's directionBeforePaste
    // sets the box's direction before the browser inserts them (without it this paste took minutes).
    // A Hebrew first line, so the box reads right to left; ASCII lines after it, encoding to about 14.8 MB.
    const line = 'a short line of text\n';
    const text = ['שלום\n', line.repeat(Math.ceil((10 << 20) / line.length))] as const;
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
    await page.evaluate(([first, rest]) => navigator.clipboard.writeText(first + rest), text);
    await box(page, 'Input').focus();
    await page.keyboard.press('ControlOrMeta+V');
    const holds = (name: string, encoded: boolean) =>
      box(page, name).evaluate((area: HTMLTextAreaElement, { text, encoded }) => {
        const pasted = text.join('');
        return area.value === (encoded ? encodeURIComponent(pasted) : pasted);
      }, { text, encoded });
    await expect.poll(() => holds('Input', false), { timeout: 60_000 }).toBe(true);
    await expect(box(page, 'Input')).toHaveAttribute('dir', 'rtl');
    await button(page, 'Encode URL').click();
    await expect.poll(() => holds('Output', true), { timeout: 30_000 }).toBe(true);
  });

  test('refuses a result over 16 MB', async ({ page }) => {
    // A result first, so the refusal changes the output (it empties it) and its time can be read.
    await typeInput(page, 'ok');
    await button(page, 'Encode URL').click();
    await expect(box(page, 'Output')).toHaveValue('ok');
    // Each CJK character is three UTF-8 bytes, nine characters encoded: 10 MB of them would make 30 MB.
    await pasteInPage(box(page, 'Input'), '中文字符', (10 << 20) / 12);
    const refuseTime = await timedClick(button(page, 'Encode URL'), box(page, 'Output'));
    await expect(notices(page).getByText('The result would be over 16 MB; convert a shorter text.')).toBeVisible();
    await expect(box(page, 'Output')).toHaveValue('');
    noteMainThread(`refusing 10 MB ${formatMainThread(refuseTime)}`);
  });
});
