// The browser suite of a tool built on ui's TextConverter (an input box, one button per action, Copy,
// Clear All, a read-only output box). A converter tool's test file calls it with its data and adds only what
// is its own. The 10 MB paste into a TextConverter is checked once, in URL Encoder's spec.
import { expect, readClipboard, test, type Page } from '../fixtures';
import { expectFitsAndAccessible, mainButton, mainTextbox, notices } from '../page';

export interface Conversion {
  /** The action's button, e.g. 'Encode URL'. */
  action: string;
  input: string;
  output: string;
}

export interface TextConverterSuite {
  /** The tool's page, e.g. '/url-encoder'. */
  path: string;
  /** The boxes' labels. */
  inputLabel: string;
  outputLabel: string;
  /** A conversion done by keyboard, then copied (and the page checked at 360 px with its result shown). */
  sample: Conversion;
  /** The Copy notice's description. */
  copiedMessage: string;
  /** More conversions, each typed, run and compared. */
  conversions?: Conversion[];
  /** Inputs each action refuses, with the message of the 'Error' notice. */
  failures?: { action: string; input: string; message: string }[];
  /** What the actions do on blank input: nothing to see (no result, no notice), or an 'Error' notice with this message. */
  blank: 'ignored' | { message: string };
  /**
   * Whether axe checks the page with a result shown, in light and dark. That page is the same TextConverter in
   * every converter tool (the page smoke suite checks each tool's page), so one tool's test file does it: URL Encoder's.
   * Every tool's result is still checked to fit 360 px.
   */
  axeWithResult?: boolean;
  /** Each box's direction: 'auto' (the text's own) unless its content always reads one way (binary code). */
  inputDir?: 'auto' | 'ltr';
  outputDir?: 'auto' | 'ltr';
}

/** Focuses the box, replaces its text with `text` as typing would, and leaves the focus there. */
async function typeInto(page: Page, label: string, text: string) {
  await mainTextbox(page, label).focus();
  await page.keyboard.press('ControlOrMeta+a');
  if (text === '') await page.keyboard.press('Delete');
  else await page.keyboard.insertText(text);
}

/** Presses Tab until the named button has focus (at most `limit` times), then presses `key` on it. */
async function tabTo(page: Page, name: string, key = 'Enter', limit = 8) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await mainButton(page, name).evaluate((element) => element === document.activeElement)) {
      await page.keyboard.press(key);
      return;
    }
  }
  throw new Error(`Tab never reached ${name}`);
}

export function textConverterSuite(suite: TextConverterSuite): void {
  const input = (page: Page) => mainTextbox(page, suite.inputLabel);
  const output = (page: Page) => mainTextbox(page, suite.outputLabel);
  const convert = async (page: Page, { action, input: text }: Pick<Conversion, 'action' | 'input'>) => {
    await typeInto(page, suite.inputLabel, text);
    await tabTo(page, action);
  };

  // One test a tool, its parts in steps: a page of its own for each part cost more than the parts (page,
  // context and hydration, a second each on a loaded machine) and found nothing more.
  // In the worker's shared page (fixtures.ts): the test opens its tool, and leaves behind nothing another reads.
  test(`TextConverter at ${suite.path}`, async ({ sharedPage: page }) => {
    test.slow(); // Three parts, each once a test of its own.
    await page.goto(suite.path);
    await expect(input(page)).toBeVisible();

    await test.step(`by keyboard: ${suite.sample.action}, Copy, then Clear All; the page fits 360 px with a result${suite.axeWithResult ? ' and passes axe' : ''}`, async () => {
      await expect(mainButton(page, 'Copy')).toBeDisabled();
      await convert(page, suite.sample);
      await expect(output(page)).toHaveValue(suite.sample.output);
      await expect(input(page)).toHaveValue(suite.sample.input);
      await expect(input(page)).toHaveAttribute('dir', suite.inputDir ?? 'auto');
      await expect(output(page)).toHaveAttribute('dir', suite.outputDir ?? 'auto');
      await expectFitsAndAccessible(page, { axe: suite.axeWithResult ?? false });

      await tabTo(page, 'Copy');
      await expect(notices(page).getByText('Copied!', { exact: true })).toBeVisible();
      await expect(notices(page).getByText(suite.copiedMessage)).toBeVisible();
      expect(await readClipboard(page)).toBe(suite.sample.output);

      await tabTo(page, 'Clear All', ' ');
      await expect(input(page)).toHaveValue('');
      await expect(output(page)).toHaveValue('');
      await expect(mainButton(page, 'Copy')).toBeDisabled();
    });

    await test.step('converts each sample; each bad input says why, keeps the input and empties the output', async () => {
      for (const conversion of suite.conversions ?? []) {
        await convert(page, conversion);
        await expect(output(page), `${conversion.action} of ${JSON.stringify(conversion.input)}`).toHaveValue(conversion.output);
      }
      for (const failure of suite.failures ?? []) {
        const what = `${failure.action} of ${JSON.stringify(failure.input)}`;
        // A result first, so the failure is seen to empty it.
        await convert(page, suite.sample);
        await expect(output(page)).toHaveValue(suite.sample.output);
        await convert(page, failure);
        await expect(output(page), what).toHaveValue('');
        await expect(notices(page).getByText('Error', { exact: true }), what).toBeVisible();
        await expect(notices(page).getByText(failure.message), what).toBeVisible();
        await expect(input(page), what).toHaveValue(failure.input);
      }
    });

    await test.step(suite.blank === 'ignored' ? 'blank input: no action does anything' : 'blank input: each action gives its message', async () => {
      const actions = [...new Set([suite.sample, ...(suite.conversions ?? []), ...(suite.failures ?? [])].map(({ action }) => action))];
      await page.reload(); // The steps above leave notices.
      let first = true;
      for (const action of actions) {
        for (const blank of ['', '   ']) {
          // A fresh page for each message, so the notice looked for is this action's, not an earlier one's.
          if (suite.blank !== 'ignored' && !first) await page.reload();
          first = false;
          await convert(page, { action, input: blank });
          if (suite.blank === 'ignored') {
            await expect(output(page)).toHaveValue('');
            await expect(notices(page).getByRole('listitem')).toHaveCount(0);
          } else {
            await expect(notices(page).getByText(suite.blank.message)).toBeVisible();
            await expect(output(page)).toHaveValue('');
            await expect(input(page)).toHaveValue(blank);
          }
        }
      }
    });
  });
}
