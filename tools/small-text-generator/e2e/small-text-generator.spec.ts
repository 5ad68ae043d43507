// Small Text Generator's page in the real site (run by apps/web's Playwright, which collects tools/*/e2e).
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
const result = (page: Page) => mainTextbox(page, 'Small text');

test.beforeEach(async ({ page }) => {
  await page.goto('/small-text-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Small Text Generator' })).toBeVisible();
  await expect(input(page)).toBeVisible();
});

test('the page passes axe and has its title', async ({ page }) => {
  await expect(page).toHaveTitle('Small Text Generator | Toolnest');
  await expectNoSeriousA11yViolations(page);
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`fits without horizontal scrolling and passes axe, with a result shown (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await input(page).fill('Small text for a narrow screen, with a long line that has to wrap 1234567890');
      await button(page, 'Generate Small Text').click();
      await expect(result(page)).not.toHaveValue('');
      const overflow = await horizontalOverflow(page);
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
      await expectNoSeriousA11yViolations(page);
    });
  }
});

test('by keyboard: type, generate, copy and clear all', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  await input(page).focus();
  await page.keyboard.type('E = mc(2) 👋🏽');
  await page.keyboard.press('Tab');
  await expect(button(page, 'Generate Small Text')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(result(page)).toHaveValue('ᴱ ⁼ ᵐᶜ⁽²⁾ 👋🏽');

  await page.keyboard.press('Tab');
  await expect(button(page, 'Copy')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(notices(page).getByText('Copied!', { exact: true })).toBeVisible();
  await expect(notices(page).getByText('Small text copied to clipboard successfully.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('ᴱ ⁼ ᵐᶜ⁽²⁾ 👋🏽');

  await page.keyboard.press('Tab');
  await expect(button(page, 'Clear All')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(input(page)).toHaveValue('');
  await expect(result(page)).toHaveValue('');
  await expect(button(page, 'Copy')).toBeDisabled();
});

test('converts every letter, digit and sign, and keeps other scripts, emoji and combining marks', async ({ page }) => {
  await input(page).fill('abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ 0123456789+-=() שלום 🇫🇷 e\u0301');
  await button(page, 'Generate Small Text').click();
  await expect(result(page)).toHaveValue(
    'ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖ𐞥ʳˢᵗᵘᵛʷˣʸᶻ ᴬᴮꟲᴰᴱꟳᴳᴴᴵᴶᴷᴸᴹᴺᴼᴾꟴᴿˢᵀᵁⱽᵂˣʸᶻ ⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ שלום 🇫🇷 ᵉ\u0301',
  );
  await expect(input(page)).toHaveAttribute('dir', 'auto');
  await expect(result(page)).toHaveAttribute('dir', 'auto');
});

test('blank text gives the spec message and no result', async ({ page }) => {
  await input(page).fill('   ');
  await button(page, 'Generate Small Text').click();
  await expect(notices(page).getByText('Please enter some text to convert.')).toBeVisible();
  await expect(result(page)).toHaveValue('');
  await expect(input(page)).toHaveValue('   ');
});

test.describe('a 10 MB paste', { tag: '@heavy' }, () => {
  // Chromium takes seconds to lay out megabytes of text in a text area, whatever the tool does.
  test.setTimeout(90_000);

  test('is converted when the result fits in 16 MB, refused with the spec message when not', async ({ page }) => {
    // Set in the page, as a paste would: 10 MB sent through the test protocol would only test the protocol.
    const paste = (unit: string) => pasteInPage(input(page), unit, Math.ceil((10 * 1024 * 1024) / Buffer.byteLength(unit)));

    // Cyrillic is kept and takes 2 bytes a letter, so 10 MB of it with a few digits stays under 16 MB.
    await paste('Привет, мир (1) ');
    const convertTime = await timedClick(button(page, 'Generate Small Text'), result(page));
    await expect
      .poll(() => result(page).evaluate((area: HTMLTextAreaElement) => area.value.slice(0, 32)), { timeout: 30_000 })
      .toBe('Привет, мир ⁽¹⁾ Привет, мир ⁽¹⁾ ');

    await paste('small text ');
    const refuseTime = await timedClick(button(page, 'Generate Small Text'), result(page));
    await expect(notices(page).getByText('The result would be over 16 MB; convert a shorter text.')).toBeVisible({ timeout: 30_000 });
    await expect(result(page)).toHaveValue('');
    note(`converting 10 MB ${formatMainThread(convertTime)}; refusing 10 MB ${formatMainThread(refuseTime)}`);
  });
});
