// Binary Decoder's page in the real site (run by apps/web's Playwright, which collects tools/*/e2e),
// through the test kit's TextConverter suite, plus what is its own. The page smoke over every tool checks
// its title, heading, Related Tools, 360 px and axe; 10 MB throughput is `pnpm bench` (src/logic.bench.ts).
import { expect, mainButton as button, mainTextbox, notices, test } from '@toolnest/test-kit';
import { textConverterSuite } from '@toolnest/test-kit/suites';

const INVALID = 'Invalid binary format. Please enter valid binary code (0s and 1s only).';

textConverterSuite({
  path: '/binary-decoder',
  inputLabel: 'Binary code',
  outputLabel: 'Decoded text',
  sample: { action: 'Decode Binary', input: '01001000 01101001', output: 'Hi' },
  copiedMessage: 'Decoded text copied to clipboard successfully.',
  conversions: [
    // Splits on any whitespace.
    { action: 'Decode Binary', input: '  01001000\n\n01101001\t00100001  ', output: 'Hi!' },
  ],
  failures: [
    { action: 'Decode Binary', input: '01001000 01102001', message: INVALID },
    { action: 'Decode Binary', input: '100000000', message: INVALID },
    { action: 'Decode Binary', input: '11111111', message: 'The binary code is not valid UTF-8 text.' },
  ],
  blank: { message: 'Please enter binary code to decode.' },
  inputDir: 'ltr',
});

test('round trip: what Text to Binary copies decodes back to the same text', async ({ page, clipboard }) => {
  const text = 'Café 👩‍👩‍👧 🇫🇷 e\u0301 שלום مرحبا 你好\nline two';
  await page.goto('/text-to-binary');
  await mainTextbox(page, 'Your text').fill(text);
  await button(page, 'Convert to Binary').click();
  await button(page, 'Copy').click();
  await expect(notices(page).getByText('Binary code copied to clipboard successfully.')).toBeVisible();
  expect(await clipboard.read()).not.toBe('');

  await page.goto('/binary-decoder');
  const input = mainTextbox(page, 'Binary code');
  await input.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(input).not.toHaveValue('');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(mainTextbox(page, 'Decoded text')).toHaveValue(text);
});
