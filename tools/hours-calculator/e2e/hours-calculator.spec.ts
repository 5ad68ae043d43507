// HoursCalculator's page in the real site (run by apps/web's Playwright, which collects tools/*/e2e). The test
// kit's page smoke over every registered tool already checks its title, heading, description, Related
// Tools, 360 px and axe in light and dark; the TextConverter suite checks the converter's controls with
// this tool's data. Add below only what is this tool's own.
import { textConverterSuite } from '@toolnest/test-kit/suites';

textConverterSuite({
  path: '/hours-calculator',
  inputLabel: 'Input',
  outputLabel: 'Output',
  sample: { action: 'Convert', input: '  hello  ', output: 'hello' },
  copiedMessage: 'Text copied to clipboard successfully.',
  // Blank input gives no result and no notice (the example trims it to nothing). A tool whose action
  // refuses blank text with a message says so here: blank: { message: '…' }.
  blank: 'ignored',
});
