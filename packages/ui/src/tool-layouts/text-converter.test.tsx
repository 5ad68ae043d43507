import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TextConverter, type Conversion, type TextConverterProps } from './text-converter';
import { AUTO_DIRECTION_LIMIT } from '../lib/text-direction';
import { dismissToast } from '../feedback/toast-store';
import { Toaster } from '../feedback/toaster';

// The Toaster loads its Radix part on demand; warm it so the first test's timing is not the import's.
beforeAll(() => import('../feedback/radix-toaster'));

afterEach(() => {
  act(() => dismissToast());
  vi.restoreAllMocks();
});

const upper = (text: string): Conversion => ({ ok: true, text: text.toUpperCase() });
const reverse = (text: string): Conversion => ({ ok: true, text: [...text].reverse().join('') });
/** Fails on blank input and on a '!', as a tool's logic does. */
const strict = (text: string): Conversion =>
  text.trim() === ''
    ? { ok: false, message: 'Please enter some text.' }
    : text.includes('!')
      ? { ok: false, message: 'No exclamation marks.' }
      : { ok: true, text: `<${text}>` };

const defaults: TextConverterProps = {
  input: { label: 'Input', placeholder: 'Type here...', rows: 6 },
  output: { label: 'Output', placeholder: 'The result appears here.', rows: 5 },
  actions: [
    { label: 'Upper', convert: upper },
    { label: 'Reverse', convert: reverse },
    { label: 'Strict', convert: strict },
  ],
};

function setup(props: Partial<TextConverterProps> = {}) {
  const user = userEvent.setup();
  render(
    <>
      <TextConverter {...defaults} {...props} />
      <Toaster />
    </>,
  );
  const input = screen.getByRole('textbox', { name: 'Input' });
  const output = screen.getByRole('textbox', { name: 'Output' });
  const button = (name: string) => screen.getByRole('button', { name });
  const press = (name: string) => user.click(button(name));
  /** Sets the input as a paste would, whatever it holds (user.type cannot type every text). */
  const paste = (text: string) => fireEvent.change(input, { target: { value: text } });
  return { user, input, output, button, press, paste };
}

// The notification region appears with the first notice (the Radix part of the Toaster loads on demand).
const noticeRegion = () => screen.findByRole('region', { name: /Notifications/ }, { timeout: 5000 });

async function expectNotice(title: string, description: string, destructive: boolean) {
  const region = await noticeRegion();
  const titleText = await within(region).findByText(title, undefined, { timeout: 5000 });
  expect(within(region).getByText(description)).toBeInTheDocument();
  if (destructive) expect(titleText.closest('li')).toHaveClass('bg-destructive');
  else expect(titleText.closest('li')).not.toHaveClass('bg-destructive');
}

describe('TextConverter', () => {
  it('has a labelled input, the action buttons in order, Copy, Clear All and a read-only output', () => {
    const { input, output, button } = setup();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Upper', 'Reverse', 'Strict', 'Copy', 'Clear All']);
    expect(input).not.toHaveAttribute('readonly');
    expect(input).toHaveAttribute('placeholder', 'Type here...');
    expect(input).toHaveAttribute('rows', '6');
    expect(output).toHaveAttribute('readonly');
    expect(output).toHaveAttribute('placeholder', 'The result appears here.');
    expect(output).toHaveAttribute('rows', '5');
    expect(button('Copy')).toBeDisabled();
    expect(button('Copy')).toHaveAttribute('type', 'button');
  });

  it('gives both boxes dir="auto", so right-to-left text shows the right way round', () => {
    const { input, output } = setup();
    expect(input).toHaveAttribute('dir', 'auto');
    expect(output).toHaveAttribute('dir', 'auto');
  });

  it('sets the direction of a long text itself, as dir="auto" would (Chromium is slow with "auto" on long texts)', async () => {
    const { input, output, paste, press } = setup();
    paste('שלום עולם '.repeat(AUTO_DIRECTION_LIMIT / 10 + 1));
    expect(input).toHaveAttribute('dir', 'rtl');
    await press('Reverse');
    // Reversed, the text starts with a space then Hebrew: still right to left.
    expect(output).toHaveAttribute('dir', 'rtl');
    paste('abc '.repeat(AUTO_DIRECTION_LIMIT / 4 + 1));
    await press('Upper');
    expect(input).toHaveAttribute('dir', 'ltr');
    expect(output).toHaveAttribute('dir', 'ltr');
  });

  it('sets the direction of a paste that makes the text long before the browser inserts it (Chromium inserts many lines into a dir="auto" box in quadratic time)', () => {
    const { input } = setup();
    const pasteEvent = (box: HTMLElement, text: string) =>
      fireEvent.paste(box, { clipboardData: { getData: (format: string) => (format === 'text/plain' ? text : '') } });
    const lines = 'x\r\n'.repeat(AUTO_DIRECTION_LIMIT / 2);
    // Short: left to dir="auto".
    pasteEvent(input, 'שלום\r\nx');
    expect(input).toHaveAttribute('dir', 'auto');
    // Long: the direction of the first letter, set by the paste event itself, before any change to the text.
    pasteEvent(input, `שלום\r\n${lines}`);
    expect(input).toHaveAttribute('dir', 'rtl');
    expect(input).toHaveValue('');
    pasteEvent(input, `(1) hello ${lines}`);
    expect(input).toHaveAttribute('dir', 'ltr');
    // Counted as the box will hold it, with \n line breaks: AUTO_DIRECTION_LIMIT characters stay "auto".
    pasteEvent(input, lines);
    expect(input).toHaveAttribute('dir', 'auto');
  });

  it('leaves a box with a fixed direction as it is on a long paste', () => {
    const { input } = setup({ input: { label: 'Input', dir: 'ltr' } });
    fireEvent.paste(input, { clipboardData: { getData: () => `שלום ${'x '.repeat(AUTO_DIRECTION_LIMIT)}` } });
    expect(input).toHaveAttribute('dir', 'ltr');
  });

  it('keeps a fixed direction, classes, spellcheck and a hint where a box asks for them', () => {
    const { input, output } = setup({
      input: { label: 'Input', hint: 'Groups of 0s and 1s.', dir: 'ltr', spellCheck: false, className: 'font-mono' },
      output: { label: 'Output', dir: 'ltr', className: 'font-mono', spellCheck: false },
      initialInput: 'שלום',
      initialOutput: 'שלום',
    });
    expect(input).toHaveAttribute('dir', 'ltr');
    expect(output).toHaveAttribute('dir', 'ltr');
    expect(input).toHaveClass('font-mono');
    expect(output).toHaveClass('font-mono');
    expect(input).toHaveAttribute('spellcheck', 'false');
    expect(output).toHaveAttribute('spellcheck', 'false');
    expect(input).toHaveAccessibleDescription('Groups of 0s and 1s.');
  });

  it('leaves spellcheck to the browser unless told', () => {
    const { input } = setup();
    expect(input).not.toHaveAttribute('spellcheck');
  });

  it('each action converts the input into the output, keeps the input and enables Copy', async () => {
    const { user, input, output, button, press } = setup();
    await user.type(input, 'héllo 😀');
    await press('Upper');
    expect(output).toHaveValue('HÉLLO 😀');
    expect(input).toHaveValue('héllo 😀');
    expect(button('Copy')).toBeEnabled();
    await press('Reverse');
    expect(output).toHaveValue('😀 olléh');
    await press('Strict');
    expect(output).toHaveValue('<héllo 😀>');
  });

  it('passes the input to the action exactly as it is, surrounding whitespace included', async () => {
    const convert = vi.fn(upper);
    const { press, paste } = setup({ actions: [{ label: 'Upper', convert }] });
    paste('  a\n');
    await press('Upper');
    expect(convert).toHaveBeenCalledExactlyOnceWith('  a\n');
  });

  it('a failed action shows the destructive Error notice, keeps the input, empties the output and disables Copy', async () => {
    const { input, output, button, press, paste } = setup();
    paste('ok');
    await press('Strict');
    expect(output).toHaveValue('<ok>');

    paste('no!');
    await press('Strict');
    await expectNotice('Error', 'No exclamation marks.', true);
    expect(input).toHaveValue('no!');
    expect(output).toHaveValue('');
    expect(button('Copy')).toBeDisabled();
  });

  it('by default runs the action on blank input, so its own message reports it', async () => {
    const { output, press, paste } = setup({ initialInput: 'a' });
    await press('Strict');
    expect(output).toHaveValue('<a>');
    paste(' \n\t');
    await press('Strict');
    await expectNotice('Error', 'Please enter some text.', true);
    expect(output).toHaveValue('');
  });

  it.each([[''], ['   '], ['\n\t ']])('with onBlank="ignore", blank input %j does nothing at all', async (blank) => {
    const convert = vi.fn(strict);
    const { input, output, press, paste } = setup({ onBlank: 'ignore', actions: [{ label: 'Strict', convert }] });
    paste('x');
    await press('Strict');
    paste(blank);
    await press('Strict');
    expect(convert).toHaveBeenCalledTimes(1);
    // The earlier result stays; no notice appears.
    expect(output).toHaveValue('<x>');
    expect(input).toHaveValue(blank);
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
  });

  it('Copy copies the output with the generic notice by default', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const { press, paste } = setup();
    paste('a b');
    await press('Upper');
    await press('Copy');
    expect(writeText).toHaveBeenCalledWith('A B');
    await expectNotice('Copied!', 'Text copied to clipboard successfully.', false);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('Copy reports a refused clipboard with the generic destructive notice by default', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const { press, paste } = setup();
    paste('a');
    await press('Upper');
    await press('Copy');
    await expectNotice('Error', 'Failed to copy text to clipboard.', true);
  });

  const copyNotices = {
    success: { title: 'Copied!', description: 'Binary code copied to clipboard successfully.' },
    failure: { title: 'Error', description: 'Failed to copy binary to clipboard.' },
  };

  it('Copy shows the notices it is given, on success', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const { press } = setup({ copyNotices, initialOutput: '01' });
    await press('Copy');
    await expectNotice('Copied!', 'Binary code copied to clipboard successfully.', false);
  });

  it('Copy shows the notices it is given, on failure', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const { press } = setup({ copyNotices, initialOutput: '01' });
    await press('Copy');
    await expectNotice('Error', 'Failed to copy binary to clipboard.', true);
  });

  it('Clear All empties both boxes and disables Copy', async () => {
    const { input, output, button, press, paste } = setup();
    paste('text');
    await press('Upper');
    await press('Clear All');
    expect(input).toHaveValue('');
    expect(output).toHaveValue('');
    expect(button('Copy')).toBeDisabled();
  });

  it('works from the keyboard alone: Tab through input, actions, Copy and Clear All', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const { user, input, output, button } = setup();
    await user.tab();
    expect(input).toHaveFocus();
    await user.keyboard('abc');
    await user.tab();
    expect(button('Upper')).toHaveFocus();
    await user.tab();
    expect(button('Reverse')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(output).toHaveValue('cba');
    await user.tab();
    await user.tab();
    expect(button('Copy')).toHaveFocus();
    await user.tab();
    expect(button('Clear All')).toHaveFocus();
    await user.keyboard(' ');
    expect(input).toHaveValue('');
    expect(output).toHaveValue('');
  });

  it('starts from the given input and output', () => {
    const { input, output, button } = setup({ initialInput: 'x2', initialOutput: 'ˣ²' });
    expect(input).toHaveValue('x2');
    expect(output).toHaveValue('ˣ²');
    expect(button('Copy')).toBeEnabled();
  });
});
