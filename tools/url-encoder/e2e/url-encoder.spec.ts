// URL Encoder's page in the real site (run by apps/web's Playwright, which collects tools/*/e2e), through
// the test kit's TextConverter suite. The page smoke over every tool checks its title, heading, Related
// Tools, 360 px and axe; 10 MB throughput is `pnpm bench` (src/logic.bench.ts). The one 10 MB paste into a
// TextConverter that the site's browser tests make is here.
import { expect, mainButton as button, mainTextbox as box, test } from '@toolnest/test-kit';
import { textConverterSuite } from '@toolnest/test-kit/suites';

const WORLD = 'שלום + مرحبا 👍🏽 🇫🇷 e\u0301';
const FAILED = 'Failed to decode URL. Please check the input format.';

textConverterSuite({
  path: '/url-encoder',
  inputLabel: 'Input',
  outputLabel: 'Output',
  sample: { action: 'Encode URL', input: 'q=café & crème 😀', output: 'q%3Dcaf%C3%A9%20%26%20cr%C3%A8me%20%F0%9F%98%80' },
  copiedMessage: 'Text copied to clipboard successfully.',
  conversions: [
    // Right-to-left text, emoji and flags round-trip; '+' is encoded, and decoding keeps a literal '+'.
    { action: 'Encode URL', input: WORLD, output: encodeURIComponent(WORLD) },
    { action: 'Decode URL', input: encodeURIComponent(WORLD), output: WORLD },
    { action: 'Decode URL', input: 'a+b%20c', output: 'a+b c' },
  ],
  failures: ['%ZZ', '%E0%A4', '%C3%28'].map((input) => ({ action: 'Decode URL', input, message: FAILED })),
  blank: 'ignored',
  axeWithResult: true,
});

test.describe('a 10 MB paste', { tag: '@heavy' }, () => {
  test('a TextConverter takes 10 MB of short lines from the clipboard by keyboard, and converts them', async ({ page, clipboard: _mayUseClipboard }) => {
    // Many lines into a dir="auto" box are what Chromium inserts in quadratic time: ui's directionBeforePaste
    // sets the box's direction before the browser inserts them (on a quiet machine, 100,000 lines took 65 s
    // into a dir="auto" box and 11 s into a dir="rtl" one; 500,000 lines took minutes).
    // A Hebrew first line, so the box reads right to left; about 61,000 encoded lines after it, decoding to 6.8 MB.
    // Decoded rather than encoded: an encoding is one unbroken line of 16 MB (every space and line break escaped),
    // which Chromium took 11 s to lay out on a quiet machine, nearly as long as the paste itself.
    await page.goto('/url-encoder');
    const line = encodeURIComponent('a short line of text, '.repeat(5)) + '\n';
    // The text and its decoding stay in the page, and each check compares there: no 10 MB crosses the protocol.
    await page.evaluate(async (rest) => {
      const text = 'שלום\n' + rest.repeat(Math.ceil((10 << 20) / rest.length));
      Object.assign(window, { pasted: text, decoded: decodeURIComponent(text) });
      await navigator.clipboard.writeText(text);
    }, line);
    expect(await page.evaluate(async () => (await navigator.clipboard.readText()) === (window as unknown as { pasted: string }).pasted)).toBe(true);
    await box(page, 'Input').focus();
    await page.keyboard.press('ControlOrMeta+V');
    const holds = (name: string, expected: 'pasted' | 'decoded') =>
      box(page, name).evaluate((area: HTMLTextAreaElement, expected) => area.value === (window as unknown as Record<string, string>)[expected], expected);
    await expect.poll(() => holds('Input', 'pasted'), { timeout: 180_000 }).toBe(true);
    await expect(box(page, 'Input')).toHaveAttribute('dir', 'rtl');
    await button(page, 'Decode URL').click();
    await expect.poll(() => holds('Output', 'decoded'), { timeout: 120_000 }).toBe(true);
  });
});
