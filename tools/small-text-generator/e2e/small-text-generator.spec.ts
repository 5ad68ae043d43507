// Small Text Generator's page in the real site (run by apps/web's Playwright, which collects tools/*/e2e),
// through the test kit's TextConverter suite. The page smoke over every tool checks its title, heading,
// Related Tools, 360 px and axe; 10 MB throughput is `pnpm bench` (src/logic.bench.ts).
import { textConverterSuite } from '@toolnest/test-kit/suites';

textConverterSuite({
  path: '/small-text-generator',
  inputLabel: 'Your text',
  outputLabel: 'Small text',
  sample: { action: 'Generate Small Text', input: 'E = mc(2) 👋🏽', output: 'ᴱ ⁼ ᵐᶜ⁽²⁾ 👋🏽' },
  copiedMessage: 'Small text copied to clipboard successfully.',
  conversions: [
    {
      // Every letter, digit and sign; other scripts, emoji and combining marks kept.
      action: 'Generate Small Text',
      input: 'abcdefghijklmnopqrstuvwxyz ABCDEFGHIJKLMNOPQRSTUVWXYZ 0123456789+-=() שלום 🇫🇷 e\u0301',
      output: 'ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖ𐞥ʳˢᵗᵘᵛʷˣʸᶻ ᴬᴮꟲᴰᴱꟳᴳᴴᴵᴶᴷᴸᴹᴺᴼᴾꟴᴿˢᵀᵁⱽᵂˣʸᶻ ⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ שלום 🇫🇷 ᵉ\u0301',
    },
  ],
  blank: { message: 'Please enter some text to convert.' },
});
