import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTO_DIRECTION_LIMIT, Toaster, dismissToast } from '@toolnest/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextToBinary } from './TextToBinary';

afterEach(() => {
  act(() => dismissToast());
  vi.restoreAllMocks();
});

function setup(props: { initialText?: string } = {}) {
  const user = userEvent.setup();
  render(
    <>
      <TextToBinary {...props} />
      <Toaster />
    </>,
  );
  const input = screen.getByRole('textbox', { name: 'Your text' });
  const output = screen.getByRole('textbox', { name: 'Binary code' });
  const button = (name: string) => screen.getByRole('button', { name });
  const press = (name: string) => user.click(button(name));
  /** Sets the text as a paste would, whatever it holds (user.type cannot type an unpaired surrogate). */
  const paste = (text: string) => fireEvent.change(input, { target: { value: text } });
  return { user, input, output, button, press, paste };
}

// The notification region appears with the first notice (the Radix part of the Toaster loads on demand).
const noticeRegion = () => screen.findByRole('region', { name: /Notifications/ }, { timeout: 5000 });

async function expectNotice(title: string, description: string, destructive = false) {
  const region = await noticeRegion();
  const titleText = await within(region).findByText(title, undefined, { timeout: 5000 });
  expect(within(region).getByText(description)).toBeInTheDocument();
  if (destructive) expect(titleText.closest('li')).toHaveClass('bg-destructive');
  else expect(titleText.closest('li')).not.toHaveClass('bg-destructive');
}

describe('TextToBinary', () => {
  it('has a labelled text area, a read-only result and the three buttons in order', () => {
    const { input, output, button } = setup();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Convert to Binary', 'Copy', 'Clear All']);
    expect(output).toHaveAttribute('readonly');
    expect(input).not.toHaveAttribute('readonly');
    // Right-to-left text shows the right way round; binary always reads left to right.
    expect(input).toHaveAttribute('dir', 'auto');
    expect(output).toHaveAttribute('dir', 'ltr');
    expect(button('Copy')).toBeDisabled();
  });

  it('gives a long text its direction without dir="auto" (slow in Chromium past AUTO_DIRECTION_LIMIT)', () => {
    const { input, paste } = setup();
    paste('שלום עולם '.repeat(AUTO_DIRECTION_LIMIT / 10 + 1));
    expect(input).toHaveAttribute('dir', 'rtl');
  });

  it('Convert to Binary writes 8 digits per character for ASCII, single spaces between', async () => {
    const { user, input, output, button, press } = setup();
    await user.type(input, 'Hi!');
    await press('Convert to Binary');
    expect(output).toHaveValue('01001000 01101001 00100001');
    expect(input).toHaveValue('Hi!');
    expect(button('Copy')).toBeEnabled();
  });

  it('writes one group per UTF-8 byte for accents, emoji and right-to-left text', async () => {
    const { output, press, paste } = setup();
    paste('é😀ש');
    await press('Convert to Binary');
    expect(output).toHaveValue('11000011 10101001 11110000 10011111 10011000 10000000 11010111 10101001');
  });

  it('works from the keyboard: Tab to the button, Enter to convert', async () => {
    const { user, input, output } = setup();
    await user.click(input);
    await user.keyboard('A');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Convert to Binary' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(output).toHaveValue('01000001');
  });

  it('empty text gives the spec message and empties the result', async () => {
    const { user, input, output, press } = setup({ initialText: 'a' });
    await press('Convert to Binary');
    expect(output).toHaveValue('01100001');
    await user.clear(input);
    await press('Convert to Binary');
    await expectNotice('Error', 'Please enter some text to convert.', true);
    expect(output).toHaveValue('');
  });

  it('names the character position of an unpaired surrogate, keeping the text', async () => {
    const { output, input, press, paste } = setup();
    paste('ab😀\uD800cd');
    await press('Convert to Binary');
    await expectNotice('Error', 'The text contains an unpaired surrogate at position 4.', true);
    expect(output).toHaveValue('');
    expect(input).toHaveValue('ab😀\uD800cd');
  });

  it('refuses a result over 16 MB, keeping the text', async () => {
    const { input, output, press, paste } = setup();
    const long = 'x'.repeat(2 * 1024 * 1024); // 18 MB of binary
    paste(long);
    await press('Convert to Binary');
    await expectNotice('Error', 'The result would be over 16 MB; convert a shorter text.', true);
    expect(output).toHaveValue('');
    expect((input as HTMLTextAreaElement).value).toHaveLength(long.length);
  });

  it('Copy copies the binary and confirms with the spec notice', async () => {
    const { user, input, press } = setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.type(input, 'ok');
    await press('Convert to Binary');
    await press('Copy');
    expect(writeText).toHaveBeenCalledWith('01101111 01101011');
    await expectNotice('Copied!', 'Binary code copied to clipboard successfully.');
  });

  it('Copy reports a refused clipboard with the spec binary message', async () => {
    const { user, input, press } = setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.type(input, 'ok');
    await press('Convert to Binary');
    await press('Copy');
    await expectNotice('Error', 'Failed to copy binary to clipboard.', true);
  });

  it('Clear All empties both boxes and disables Copy', async () => {
    const { user, input, output, button, press } = setup();
    await user.type(input, 'text');
    await press('Convert to Binary');
    await press('Clear All');
    expect(input).toHaveValue('');
    expect(output).toHaveValue('');
    expect(button('Copy')).toBeDisabled();
  });
});

describe('TextToBinary initial state', () => {
  it('starts from the given text and result', () => {
    render(<TextToBinary initialText="A" initialResult="01000001" />);
    expect(screen.getByRole('textbox', { name: 'Your text' })).toHaveValue('A');
    expect(screen.getByRole('textbox', { name: 'Binary code' })).toHaveValue('01000001');
  });
});
