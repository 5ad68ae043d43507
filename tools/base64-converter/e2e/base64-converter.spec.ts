// Base64 Converter's page in the real site (run by apps/web's Playwright, which collects tools/*/e2e).
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

/** Focuses the input and replaces its text, as a keyboard user typing or pasting would. */
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
  await page.goto('/base64-converter');
  await expect(page.getByRole('heading', { level: 1, name: 'Base64 Converter' })).toBeVisible();
  await expect(box(page, 'Input')).toBeVisible();
});

test('the page passes axe and has its title', async ({ page }) => {
  await expect(page).toHaveTitle('Base64 Converter | Toolnest');
  await expectNoSeriousA11yViolations(page);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`fits without horizontal scrolling and passes axe (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await typeInput(page, 'A long line of text whose Base64 has no spaces at all, so it must wrap: é 😀 '.repeat(3));
      await tabTo(page, 'Encode to Base64');
      await expect(box(page, 'Output')).not.toHaveValue('');
      const overflow = await horizontalOverflow(page);
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test('by keyboard: Encode to Base64, Copy, then Clear All', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await expect(button(page, 'Copy')).toBeDisabled();
  await typeInput(page, 'héllo 😀');
  await tabTo(page, 'Encode to Base64');
  await expect(box(page, 'Output')).toHaveValue('aMOpbGxvIPCfmIA=');
  await expect(box(page, 'Input')).toHaveValue('héllo 😀');

  await tabTo(page, 'Copy');
  await expect(notices(page).getByText('Copied!', { exact: true })).toBeVisible();
  await expect(notices(page).getByText('Text copied to clipboard successfully.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('aMOpbGxvIPCfmIA=');

  await tabTo(page, 'Clear All', ' ');
  await expect(box(page, 'Input')).toHaveValue('');
  await expect(box(page, 'Output')).toHaveValue('');
  await expect(button(page, 'Copy')).toBeDisabled();
});

test('by keyboard: Decode from Base64 round-trips right-to-left text, emoji and flags', async ({ page }) => {
  const text = 'שלום مرحبا 👍🏽 🇫🇷 e\u0301 中文';
  await typeInput(page, text);
  await tabTo(page, 'Encode to Base64');
  const encoded = await box(page, 'Output').inputValue();

  await typeInput(page, encoded);
  await tabTo(page, 'Decode from Base64');
  await expect(box(page, 'Output')).toHaveValue(text);
  await expect(box(page, 'Input')).toHaveAttribute('dir', 'auto');
  await expect(box(page, 'Output')).toHaveAttribute('dir', 'auto');
});

test('Decode from Base64 takes URL-safe Base64 without padding, in wrapped lines', async ({ page }) => {
  await typeInput(page, 'Pj4-Pz8_\r\naMOpbGxv\nIPCfmIA');
  await tabTo(page, 'Decode from Base64');
  await expect(box(page, 'Output')).toHaveValue('>>>???héllo 😀');
});

for (const [bad, why] of [
  ['aGk!', 'a stray character'],
  ['aGk9Y', 'a length of 4n + 1'],
  ['/w==', 'bytes that are not UTF-8'],
] as const) {
  test(`Decode from Base64 of ${bad} (${why}) says it failed, keeps the input and empties the output`, async ({ page }) => {
    await typeInput(page, 'ok');
    await tabTo(page, 'Encode to Base64');
    await expect(box(page, 'Output')).toHaveValue('b2s=');

    await typeInput(page, bad);
    await tabTo(page, 'Decode from Base64');
    await expect(notices(page).getByText('Failed to decode Base64. Please check the input format.')).toBeVisible();
    await expect(box(page, 'Input')).toHaveValue(bad);
    await expect(box(page, 'Output')).toHaveValue('');
  });
}

test('Encode to Base64 and Decode from Base64 do nothing on blank input', async ({ page }) => {
  await typeInput(page, '   ');
  await tabTo(page, 'Encode to Base64');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(box(page, 'Output')).toHaveValue('');
  await expect(notices(page).getByRole('listitem')).toHaveCount(0);
});

test.describe('a 10 MB paste', { tag: '@heavy' }, () => {
  test.setTimeout(120_000);

  test('encodes 10 MB of text and decodes its Base64 back', async ({ page }) => {
    // Whole units encode to whole groups (a multiple of 3 bytes), so the Base64 of the text is the unit's, repeated.
    // Latin text: how long the browser takes to lay out 10 MB of mixed scripts is not what this measures.
    const unit = 'Grüße aus Köln, the quick brown fox... ';
    expect(Buffer.byteLength(unit) % 3).toBe(0);
    const count = Math.ceil((10 << 20) / Buffer.byteLength(unit));
    const unitBase64 = Buffer.from(unit).toString('base64');

    await pasteInPage(box(page, 'Input'), unit, count);
    const encodeTime = await timedClick(button(page, 'Encode to Base64'), box(page, 'Output'));
    await expect.poll(() => holdsRepeated(box(page, 'Output'), unitBase64, count), { timeout: 30_000 }).toBe(true);

    await pasteInPage(box(page, 'Input'), unitBase64, count);
    const decodeTime = await timedClick(button(page, 'Decode from Base64'), box(page, 'Output'));
    await expect.poll(() => holdsRepeated(box(page, 'Output'), unit, count), { timeout: 30_000 }).toBe(true);
    noteMainThread(`encode ${formatMainThread(encodeTime)}; decode ${formatMainThread(decodeTime)}`);
  });

  test('refuses a result over 16 MB', async ({ page }) => {
    // A result first, so the refusal changes the output (it empties it) and its time can be read.
    await typeInput(page, 'ok');
    await button(page, 'Encode to Base64').click();
    await expect(box(page, 'Output')).toHaveValue('b2s=');
    // 13 MB of text would make 17.3 MB of Base64.
    await pasteInPage(box(page, 'Input'), 'a', 13 << 20);
    const refuseTime = await timedClick(button(page, 'Encode to Base64'), box(page, 'Output'));
    await expect(notices(page).getByText('The result would be over 16 MB; convert a shorter text.')).toBeVisible();
    await expect(box(page, 'Output')).toHaveValue('');
    noteMainThread(`refusing 13 MB ${formatMainThread(refuseTime)}`);
  });
});
