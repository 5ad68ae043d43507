// Text to Binary's page in the real site (run by apps/web's Playwright, which collects tools/*/e2e),
// through the test kit's TextConverter suite, plus what is its own. The page smoke over every tool checks
// its title, heading, Related Tools, 360 px and axe; 10 MB throughput is `pnpm bench` (src/logic.bench.ts).
import { expect, mainButton as button, mainTextbox, notices, pasteInPage, test } from '@toolnest/test-kit';
import { textConverterSuite } from '@toolnest/test-kit/suites';

textConverterSuite({
  path: '/text-to-binary',
  inputLabel: 'Your text',
  outputLabel: 'Binary code',
  sample: { action: 'Convert to Binary', input: 'Hi!', output: '01001000 01101001 00100001' },
  copiedMessage: 'Binary code copied to clipboard successfully.',
  conversions: [
    // One group per UTF-8 byte for accents, emoji and right-to-left text.
    { action: 'Convert to Binary', input: 'é😀ש', output: '11000011 10101001 11110000 10011111 10011000 10000000 11010111 10101001' },
    // Spaces in real text convert; only blank text is refused.
    { action: 'Convert to Binary', input: 'a b', output: '01100001 00100000 01100010' },
  ],
  blank: { message: 'Please enter some text to convert.' },
  outputDir: 'ltr',
});

test('an unpaired surrogate is named by its position, never converted to U+FFFD', async ({ page }) => {
  await page.goto('/text-to-binary');
  const input = mainTextbox(page, 'Your text');
  const result = mainTextbox(page, 'Binary code');
  await input.fill('ok');
  await button(page, 'Convert to Binary').click();
  await expect(result).toHaveValue('01101111 01101011');
  await pasteInPage(input, ['ab😀', 0xd800, 'cd']);
  await button(page, 'Convert to Binary').click();
  await expect(notices(page).getByText('The text contains an unpaired surrogate at position 4.')).toBeVisible();
  await expect(result).toHaveValue('');
  // Compared in the page: the protocol would turn the surrogate into U+FFFD on the way back.
  expect(await input.evaluate((area: HTMLTextAreaElement) => area.value === `ab😀${String.fromCharCode(0xd800)}cd`)).toBe(true);
});
