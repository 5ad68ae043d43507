// Binary Decoder's page in the real site (run by apps/web's Playwright, which collects tools/*/e2e).
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

const input = (page: Page) => mainTextbox(page, 'Binary code');
const result = (page: Page) => mainTextbox(page, 'Decoded text');

test.beforeEach(async ({ page }) => {
  await page.goto('/binary-decoder');
  await expect(page.getByRole('heading', { level: 1, name: 'Binary Decoder' })).toBeVisible();
  await expect(input(page)).toBeVisible();
});

test('the page passes axe and has its title', async ({ page }) => {
  await expect(page).toHaveTitle('Binary Decoder | Toolnest');
  await expectNoSeriousA11yViolations(page);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`fits without horizontal scrolling and passes axe, with a result shown (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await input(page).fill('01001000 01100101 01101100 01101100 01101111 00100001');
      await button(page, 'Decode Binary').click();
      await expect(result(page)).toHaveValue('Hello!');
      const overflow = await horizontalOverflow(page);
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test('by keyboard: type, decode, copy and clear all', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await input(page).focus();
  await page.keyboard.type('01001000 01101001');
  await page.keyboard.press('Tab');
  await expect(button(page, 'Decode Binary')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(result(page)).toHaveValue('Hi');

  await page.keyboard.press('Tab');
  await expect(button(page, 'Copy')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(notices(page).getByText('Copied!', { exact: true })).toBeVisible();
  await expect(notices(page).getByText('Decoded text copied to clipboard successfully.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('Hi');

  await page.keyboard.press('Tab');
  await expect(button(page, 'Clear All')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(input(page)).toHaveValue('');
  await expect(result(page)).toHaveValue('');
});

test('round trip: what Text to Binary copies decodes back to the same text', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  const text = 'Café 👩‍👩‍👧 🇫🇷 e\u0301 שלום مرحبا 你好\nline two';
  await page.goto('/text-to-binary');
  await mainTextbox(page, 'Your text').fill(text);
  await button(page, 'Convert to Binary').click();
  await button(page, 'Copy').click();
  await expect(notices(page).getByText('Binary code copied to clipboard successfully.')).toBeVisible();

  await page.goto('/binary-decoder');
  await input(page).focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(input(page)).not.toHaveValue('');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(result(page)).toHaveValue(text);
});

test('splits on any whitespace', async ({ page }) => {
  await input(page).fill('  01001000\n\n01101001\t00100001  ');
  await button(page, 'Decode Binary').click();
  await expect(result(page)).toHaveValue('Hi!');
});

for (const [bad, message] of [
  ['', 'Please enter binary code to decode.'],
  ['01001000 01102001', 'Invalid binary format. Please enter valid binary code (0s and 1s only).'],
  ['100000000', 'Invalid binary format. Please enter valid binary code (0s and 1s only).'],
  ['11111111', 'The binary code is not valid UTF-8 text.'],
] as const) {
  test(`${JSON.stringify(bad)} gives "${message}" and keeps the input`, async ({ page }) => {
    await input(page).fill('01100001');
    await button(page, 'Decode Binary').click();
    await expect(result(page)).toHaveValue('a');
    await input(page).fill(bad);
    await button(page, 'Decode Binary').click();
    await expect(notices(page).getByText(message)).toBeVisible();
    await expect(result(page)).toHaveValue('');
    await expect(input(page)).toHaveValue(bad);
  });
}

test.describe('a 10 MB paste', { tag: '@heavy' }, () => {
  // Chromium takes seconds to lay out megabytes of text in a text area, whatever the tool does.
  test.setTimeout(90_000);

  test('decodes', async ({ page }) => {
    // Set in the page, as a paste would: 10 MB sent through the test protocol would only test the protocol.
    await pasteInPage(input(page), '01101111 01101011 ', Math.ceil((10 * 1024 * 1024) / 18));
    const decodeTime = await timedClick(button(page, 'Decode Binary'), result(page));
    await expect
      .poll(() => result(page).evaluate((area: HTMLTextAreaElement) => area.value.length), { timeout: 30_000 })
      .toBe(2 * Math.ceil((10 * 1024 * 1024) / 18));
    note(`decode ${formatMainThread(decodeTime)}`);
    expect(await result(page).evaluate((area: HTMLTextAreaElement) => area.value.slice(0, 6))).toBe('okokok');
  });
});
