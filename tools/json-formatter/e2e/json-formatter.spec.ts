// JSON Formatter's page in the real site (run by apps/web's Playwright, which collects tools/*/e2e). The page
// smoke over every tool checks its title, heading, description, Related Tools, 360 px and axe on the empty page;
// the messages and states are the interaction tests'. Here: what needs a real browser, and a 1 MB paste,
// formatted in the module worker while the page stays live (10 MB in a Textarea is ui's to check, once:
// tools/word-count's heavy test; how fast the formatting is, pnpm bench's).
import { expect, expectFitsAndAccessible, mainButton as button, mainTextbox as box, notices, type Page, readClipboard, test } from '@toolnest/test-kit';

const input = (page: Page) => box(page, 'Input JSON');
// The tool's own region: the article below it quotes the status lines too.
const tool = (page: Page) => page.getByRole('main').getByRole('region', { name: 'JSON Formatter' });
const output = (page: Page) => box(page, 'Formatted Output');

async function expectNotice(page: Page, title: string, description: string) {
  await expect(notices(page).getByText(title, { exact: true })).toBeVisible();
  await expect(notices(page).getByText(description, { exact: true })).toBeVisible();
}

// A duplicate key, a 20-digit number, an escape and 1.0: JSON.parse would change all four.
const SAMPLE = '{"id": 12345678901234567890, "name": "caf\\u00e9", "id": 1.0, "tags": ["a", {}]}';

// In the worker's shared page (test-kit's sharedPage): each test opens the tool afresh and leaves nothing behind.
test.beforeEach(async ({ sharedPage: page }) => {
  await page.goto('/json-formatter');
  await expect(input(page)).toBeVisible();
});

test('formats, minifies and validates by keyboard, keeping every value as written', async ({ sharedPage: page }) => {
  await input(page).fill(SAMPLE);
  // Tab from the input reaches Format JSON; Enter presses it.
  await page.keyboard.press('Tab');
  await expect(button(page, 'Format JSON')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(output(page)).toHaveValue('{\n  "id": 12345678901234567890,\n  "name": "caf\\u00e9",\n  "id": 1.0,\n  "tags": [\n    "a",\n    {}\n  ]\n}');
  await expectNotice(page, 'Success!', 'JSON is valid and has been formatted.');
  await expect(tool(page).getByText('✓ Valid JSON')).toBeVisible();

  await button(page, 'Minify JSON').click();
  await expect(output(page)).toHaveValue('{"id":12345678901234567890,"name":"caf\\u00e9","id":1.0,"tags":["a",{}]}');

  await button(page, 'Validate JSON').click();
  await expectNotice(page, 'Valid JSON', 'The JSON is valid!');
  await expect(page.getByRole('list', { name: 'Duplicate keys' }).getByRole('listitem')).toHaveText(['"id" at line 1, column 51 (first at line 1, column 2)']);
  // The status line and the warnings, in light and dark, at 360 px.
  await expectFitsAndAccessible(page);
});

test('an invalid input names the line and column of its first error', async ({ sharedPage: page }) => {
  await input(page).fill('{\n  "name": "Ada",\n  "age": 367 "city": "London"\n}');
  await button(page, 'Format JSON').click();
  await expectNotice(page, 'Invalid JSON', "Expected ',' or '}' at line 3, column 14.");
  await expect(tool(page).getByText('✗ Invalid JSON')).toBeVisible();
  await expect(input(page)).toHaveAccessibleDescription("✗ Invalid JSON Expected ',' or '}' at line 3, column 14.");
  await expect(output(page)).toHaveValue('');
  await expectFitsAndAccessible(page);
});

test('Copy puts the result on the clipboard', async ({ sharedPage: page }) => {
  await expect(button(page, 'Copy')).toBeDisabled();
  await input(page).fill(SAMPLE);
  await button(page, 'Minify JSON').click();
  await button(page, 'Copy').click();
  await expectNotice(page, 'Copied!', 'Formatted JSON copied to clipboard.');
  expect(await readClipboard(page)).toBe('{"id":12345678901234567890,"name":"caf\\u00e9","id":1.0,"tags":["a",{}]}');
});

test.describe('a 1 MB paste', { tag: '@heavy' }, () => {
  // One record, compact and as Format JSON writes it inside the top-level array.
  const RECORD = '{"id":12345678901234567890,"name":"caf\\u00e9 \\"x\\" שלום 👍🏽","tags":["a",{}],"n":1.0,"geo":{"lat":-0.5e-7}}';
  const RECORD_FORMATTED = [
    '  {',
    '    "id": 12345678901234567890,',
    '    "name": "caf\\u00e9 \\"x\\" שלום 👍🏽",',
    '    "tags": [',
    '      "a",',
    '      {}',
    '    ],',
    '    "n": 1.0,',
    '    "geo": {',
    '      "lat": -0.5e-7',
    '    }',
    '  }',
  ].join('\n');
  // Eight records a line, as people paste: Chromium lays out one line of megabytes again on every keystroke.
  const LINE = `${RECORD},`.repeat(8) + '\n';
  const repeats = 8 * Math.ceil((1 << 20) / Buffer.byteLength(LINE));

  test('is formatted in the worker while the page stays live, and the result is exact', async ({ sharedPage: page }) => {
    // A real paste by keyboard of one array of the records, built in the page (the protocol is slow with megabytes).
    const pasted = { line: LINE, lines: repeats / 8 };
    await page.evaluate(({ line, lines }) => navigator.clipboard.writeText(`[${line.repeat(lines)}{}]`), pasted);
    expect((await readClipboard(page)).length).toBe(1 + LINE.length * (repeats / 8) + 3);
    await input(page).focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect
      .poll(() => input(page).evaluate((area: HTMLTextAreaElement, { line, lines }) => area.value === `[${line.repeat(lines)}{}]`, pasted), { timeout: 180_000 })
      .toBe(true);

    // Pressed in the page, then one frame later the busy line is drawn and the page's scripts run while the work
    // is under way: it is not on the main thread (an inline run holds the thread until its result, and its busy
    // state is never drawn).
    const busyMeanwhile = await button(page, 'Format JSON').evaluate(async (formatButton: HTMLButtonElement) => {
      formatButton.click();
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      return document.querySelector('main')!.textContent!.includes('Formatting...');
    });
    expect(busyMeanwhile).toBe(true);

    await expect(tool(page).getByText('✓ Valid JSON')).toBeVisible({ timeout: 180_000 });
    // A million lines are more than a text box lays out in good time: the box shows the start, Copy the whole.
    const expected = { record: RECORD_FORMATTED, repeats };
    await expect(output(page)).toHaveAccessibleDescription(/^The result has [\d,]+ characters, too many to show: here are the first [\d,]+\. Copy copies all of it\.$/);
    const shownIsStart = await output(page).evaluate(
      (area: HTMLTextAreaElement, { record, repeats }) => `[\n${`${record},\n`.repeat(repeats)}  {}\n]`.startsWith(`${area.value}\n`),
      expected,
    );
    expect(shownIsStart).toBe(true);
    await button(page, 'Copy').click();
    await expect(notices(page).getByText('Formatted JSON copied to clipboard.', { exact: true })).toBeVisible();
    const copiedExactly = await page.evaluate(
      async ({ record, repeats }) => (await navigator.clipboard.readText()) === `[\n${`${record},\n`.repeat(repeats)}  {}\n]`,
      expected,
    );
    expect(copiedExactly).toBe(true);
  });
});
