// Base64 Converter's page in the real site (run by apps/web's Playwright, which collects tools/*/e2e),
// through the test kit's TextConverter suite. The page smoke over every tool checks its title, heading,
// Related Tools, 360 px and axe; 10 MB throughput is `pnpm bench` (src/logic.bench.ts).
import { textConverterSuite } from '@toolnest/test-kit/suites';

const WORLD = 'שלום مرحبا 👍🏽 🇫🇷 e\u0301 中文';
const FAILED = 'Failed to decode Base64. Please check the input format.';

textConverterSuite({
  path: '/base64-converter',
  inputLabel: 'Input',
  outputLabel: 'Output',
  sample: { action: 'Encode to Base64', input: 'héllo 😀', output: 'aMOpbGxvIPCfmIA=' },
  copiedMessage: 'Text copied to clipboard successfully.',
  conversions: [
    // Right-to-left text, emoji, flags and combining marks round-trip.
    { action: 'Encode to Base64', input: WORLD, output: Buffer.from(WORLD).toString('base64') },
    { action: 'Decode from Base64', input: Buffer.from(WORLD).toString('base64'), output: WORLD },
    // URL-safe Base64 without padding, in wrapped lines.
    { action: 'Decode from Base64', input: 'Pj4-Pz8_\r\naMOpbGxv\nIPCfmIA', output: '>>>???héllo 😀' },
  ],
  failures: [
    { action: 'Decode from Base64', input: 'aGk!', message: FAILED }, // a stray character
    { action: 'Decode from Base64', input: 'aGk9Y', message: FAILED }, // a length of 4n + 1
    { action: 'Decode from Base64', input: '/w==', message: FAILED }, // bytes that are not UTF-8
  ],
  blank: 'ignored',
});
