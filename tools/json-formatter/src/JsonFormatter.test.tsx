// The JSON Formatter's page behaviour: labels, the three actions, messages and notices (docs/tools/json-formatter.md), the validity
// line, duplicate-key warnings, Copy, Clear All, and the newer input winning over a job in the worker.
// jsdom has no Worker, so the actions run inline here, as the page does for small inputs; one describe
// serves the worker module's function in this thread, held to keep a job open.
import { act, screen, within } from '@testing-library/react';
import { dismissNotices, expectNotice, renderConverter } from '@toolnest/test-kit/dom';
import { inProcessWorker } from '@toolnest/ui/in-process-worker';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INLINE_LIMIT, JsonFormatter, OUTPUT_PREVIEW_LIMIT } from './JsonFormatter';
import { pageTitle } from './article';
import { processJson } from './logic';

afterEach(() => {
  dismissNotices();
  vi.restoreAllMocks();
});

const setup = (initialInput?: string) =>
  renderConverter(<JsonFormatter initialInput={initialInput} />, { input: 'Input JSON', output: 'Formatted Output' });

const validLine = () => screen.queryByText('✓ Valid JSON');
const invalidLine = () => screen.queryByText('✗ Invalid JSON');

// A duplicate key and a 20-digit number that JSON.parse would change.
const SAMPLE = '{"id": 12345678901234567890, "name": "Ada", "id": 1.0, "tags": ["a\\u00e9", {}]}';
const SAMPLE_FORMATTED = '{\n  "id": 12345678901234567890,\n  "name": "Ada",\n  "id": 1.0,\n  "tags": [\n    "a\\u00e9",\n    {}\n  ]\n}';
const SAMPLE_MINIFIED = '{"id":12345678901234567890,"name":"Ada","id":1.0,"tags":["a\\u00e9",{}]}';

describe('JsonFormatter', () => {
  it('has its labels, placeholders and buttons; Copy is off and no status line shows before a check', () => {
    const { input, output } = setup();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Format JSON', 'Minify JSON', 'Validate JSON', 'Copy', 'Clear All']);
    expect(input.getAttribute('placeholder')).toMatch(/^\{"name": .*\}$/);
    expect(JSON.parse(input.getAttribute('placeholder')!)).toBeTypeOf('object');
    expect(output).toHaveAttribute('placeholder', 'Formatted JSON will appear here...');
    expect(output).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeDisabled();
    expect(validLine()).toBeNull();
    expect(invalidLine()).toBeNull();
    for (const box of [input, output]) {
      expect(box).toHaveAttribute('dir', 'ltr');
      expect(box).toHaveAttribute('spellcheck', 'false');
    }
    expect(pageTitle).toBe('JSON Formatter - Format and Validate JSON Online');
  });

  it('Format JSON indents by 2 spaces and keeps the number, the duplicate key and the escape as written', async () => {
    const { output, press } = setup(SAMPLE);
    await press('Format JSON');
    expect(output).toHaveValue(SAMPLE_FORMATTED);
    expect(validLine()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeEnabled();
    await expectNotice('Success!', 'JSON is valid and has been formatted.');
  });

  it('Minify JSON removes all whitespace between tokens', async () => {
    const { output, press } = setup(SAMPLE_FORMATTED);
    await press('Minify JSON');
    expect(output).toHaveValue(SAMPLE_MINIFIED);
    await expectNotice('Success!', 'JSON has been minified.');
  });

  it('Validate JSON keeps the output, says valid, and lists each duplicate key with its place', async () => {
    const { output, press, paste } = setup('[1, 2]');
    await press('Minify JSON');
    paste('{\n  "a": 1,\n  "b": {"c": 2, "c": 3},\n  "\\u0061": 4\n}');
    await press('Validate JSON');
    expect(output).toHaveValue('[1,2]');
    expect(validLine()).toBeInTheDocument();
    await expectNotice('Valid JSON', 'The JSON is valid!');
    expect(screen.getByText(/^2 duplicate keys: most programs keep only the last value/)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Duplicate keys' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '"c" at line 3, column 17 (first at line 3, column 9)',
      '"\\u0061" at line 4, column 3 (first at line 2, column 3)',
    ]);
  });

  it.each([
    ['Format JSON', '{\n  "name": "Ada",\n  "age": 367 "city": "London"\n}', "Expected ',' or '}' at line 3, column 14."],
    ['Minify JSON', '[1, 2,]', 'Trailing comma is not allowed at line 1, column 6.'],
    ['Format JSON', '\uFEFF{}', 'Byte order mark (U+FEFF) is not allowed at line 1, column 1.'],
    ['Format JSON', '{\r\n  // note\r\n  "a": 1\r\n}', 'Comments are not allowed in JSON at line 2, column 3.'],
    ['Format JSON', '['.repeat(100_000), 'Unexpected end of input, expected a value at line 1, column 100001.'],
  ])('%s on invalid input: the Invalid JSON notice names the place, the output is cleared', async (action, bad, message) => {
    const { output, press, paste } = setup('{"ok": true}');
    await press('Format JSON');
    expect(output).not.toHaveValue('');
    paste(bad);
    await press(action);
    expect(output).toHaveValue('');
    expect(invalidLine()).toBeInTheDocument();
    expect(validLine()).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Input JSON' })).toHaveAttribute('aria-invalid', 'true');
    // The message stays under the input after the notice has gone.
    expect(screen.getByRole('textbox', { name: 'Input JSON' })).toHaveAccessibleDescription(`✗ Invalid JSON ${message}`);
    await expectNotice('Invalid JSON', message);
  });

  it('Validate JSON on invalid input says so and keeps the output', async () => {
    const { output, press, paste } = setup('[1]');
    await press('Minify JSON');
    paste('[1,]');
    await press('Validate JSON');
    expect(output).toHaveValue('[1]');
    expect(invalidLine()).toBeInTheDocument();
    await expectNotice('Invalid JSON', 'Trailing comma is not allowed at line 1, column 3.');
  });

  it.each([
    ['Format JSON', 'Please enter JSON to format.'],
    ['Minify JSON', 'Please enter JSON to minify.'],
    ['Validate JSON', 'Please enter JSON to validate.'],
  ])('%s on blank input shows the Error notice and changes nothing', async (action, message) => {
    const { output, press, paste } = setup('[1]');
    await press('Format JSON');
    paste(' \n\t ');
    await press(action);
    await expectNotice('Error', message);
    expect(output).toHaveValue('[\n  1\n]');
    expect(validLine()).toBeNull();
    expect(invalidLine()).toBeNull();
  });

  it('editing the input resets the status line and the warnings (the output stays)', async () => {
    const { user, input, output, press } = setup('{"a":1,"a":2}');
    await press('Validate JSON');
    expect(validLine()).toBeInTheDocument();
    expect(screen.getByText(/^1 duplicate key:/)).toBeInTheDocument();
    await press('Minify JSON');
    await user.type(input, ' ');
    expect(validLine()).toBeNull();
    expect(screen.queryByText(/duplicate key/)).toBeNull();
    expect(output).toHaveValue('{"a":1,"a":2}');
  });

  it('Clear All empties both boxes and the status line', async () => {
    const { input, output, press } = setup('[true]');
    await press('Format JSON');
    await press('Clear All');
    expect(input).toHaveValue('');
    expect(output).toHaveValue('');
    expect(validLine()).toBeNull();
    expect(screen.getByRole('button', { name: 'Copy' })).toBeDisabled();
  });

  it('a valid document too deeply nested to indent: valid, with the Error notice, and no output', async () => {
    const { output, press } = setup(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    await press('Format JSON');
    expect(output).toHaveValue('');
    expect(validLine()).toBeInTheDocument();
    await expectNotice('Error', 'The formatted JSON would be over 64 MB: it is nested too deeply to indent. Minify JSON still works.');
  });

  it('Copy puts the output on the clipboard with the JSON notices', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const { press } = setup('{"n":12345678901234567890}');
    await press('Minify JSON');
    dismissNotices();
    await press('Copy');
    expect(writeText).toHaveBeenCalledWith('{"n":12345678901234567890}');
    await expectNotice('Copied!', 'Formatted JSON copied to clipboard.');
  });

  it('a result too long for the box shows its start up to a line break, says so, and Copy copies all of it', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const items = 130_000;
    const { output, press } = setup(`[${'1,'.repeat(items)}1]`);
    await press('Format JSON');
    const full = `[\n${'  1,\n'.repeat(items)}  1\n]`;
    const shown = (output as HTMLTextAreaElement).value;
    expect(full.length).toBeGreaterThan(OUTPUT_PREVIEW_LIMIT);
    expect(shown.length).toBeLessThanOrEqual(OUTPUT_PREVIEW_LIMIT);
    expect(full.startsWith(shown) && full[shown.length]).toBe('\n');
    expect(output).toHaveAccessibleDescription(
      `The result has ${full.length.toLocaleString('en-US')} characters, too many to show: here are the first ${shown.length.toLocaleString('en-US')}. Copy copies all of it.`,
    );
    await press('Copy');
    expect(writeText.mock.calls[0]![0] === full).toBe(true);
  });

  it('lists the first 100 duplicate keys and counts the rest', async () => {
    const { press } = setup(`{${Array.from({ length: 106 }, (_, k) => `"k":${k}`).join(',')}}`);
    await press('Validate JSON');
    expect(screen.getByText(/^105 duplicate keys:/)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Duplicate keys' })).getAllByRole('listitem')).toHaveLength(100);
    expect(screen.getByText('…and 5 more.')).toBeInTheDocument();
  });

  it('a failed copy says so', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const { press } = setup('[]');
    await press('Format JSON');
    dismissNotices();
    await press('Copy');
    await expectNotice('Error', 'Failed to copy to clipboard.');
  });
});

const JsonWorker = inProcessWorker(processJson);

describe('JsonFormatter with a worker that answers when told', () => {
  beforeEach(() => {
    JsonWorker.all = [];
    JsonWorker.held = true;
    vi.stubGlobal('Worker', JsonWorker);
  });
  afterEach(() => vi.unstubAllGlobals());

  // Long enough to go to the worker.
  const big = (value: string) => `[${' '.repeat(INLINE_LIMIT)}${value}]`;
  /** Lets the worker compute its answer (on a later task, as a real one would), then delivers it. */
  const answer = (worker: { release(): void }) => act(() => new Promise<void>((resolve) => setTimeout(resolve)).then(() => worker.release()));

  it('sends a large input to the worker, busy meanwhile, and shows its answer', async () => {
    const { output, press } = setup(big('1'));
    await press('Format JSON');
    expect(screen.getByText('Formatting...')).toBeInTheDocument();
    expect(output).toHaveAttribute('aria-busy', 'true');
    const [worker] = JsonWorker.all;
    expect(worker!.url?.pathname).toMatch(/\/json-formatter\.worker\.ts$/);
    expect(worker!.inputs).toEqual([{ mode: 'format', text: big('1') }]);
    await answer(worker!);
    expect(output).toHaveValue('[\n  1\n]');
    expect(screen.queryByText('Formatting...')).toBeNull();
    await expectNotice('Success!', 'JSON is valid and has been formatted.');
  });

  it('a paste while a format runs ends the job: the newer input wins and no stale result shows', async () => {
    const { output, press, paste } = setup(big('1'));
    await press('Format JSON');
    const [stale] = JsonWorker.all;
    paste(big('2'));
    expect(stale!.terminated).toBe(true);
    expect(screen.queryByText('Formatting...')).toBeNull();
    await answer(stale!);
    expect(output).toHaveValue('');

    await press('Format JSON');
    const [, fresh] = JsonWorker.all;
    expect(fresh!.inputs).toEqual([{ mode: 'format', text: big('2') }]);
    await answer(fresh!);
    expect(output).toHaveValue('[\n  2\n]');
  });

  it('a worker that fails shows its message as an Error, not as invalid JSON', async () => {
    const FailingWorker = inProcessWorker(() => {
      throw new RangeError('Array buffer allocation failed');
    });
    vi.stubGlobal('Worker', FailingWorker);
    const { output, press } = setup(big('1'));
    await press('Minify JSON');
    await expectNotice('Error', 'Array buffer allocation failed');
    expect(output).toHaveValue('');
    expect(invalidLine()).toBeNull();
  });
});
