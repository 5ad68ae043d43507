import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTO_DIRECTION_LIMIT, Toaster, dismissToast } from '@toolnest/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BinaryDecoder } from './BinaryDecoder';

afterEach(() => {
  act(() => dismissToast());
  vi.restoreAllMocks();
});

function setup(props: { initialBinary?: string } = {}) {
  const user = userEvent.setup();
  render(
    <>
      <BinaryDecoder {...props} />
      <Toaster />
    </>,
  );
  const input = screen.getByRole('textbox', { name: 'Binary code' });
  const output = screen.getByRole('textbox', { name: 'Decoded text' });
  const button = (name: string) => screen.getByRole('button', { name });
  const press = (name: string) => user.click(button(name));
  /** Sets the binary code as a paste would. */
  const paste = (binary: string) => fireEvent.change(input, { target: { value: binary } });
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

describe('BinaryDecoder', () => {
  it('has a labelled text area with a hint, a read-only result and the three buttons in order', () => {
    const { input, output, button } = setup();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Decode Binary', 'Copy', 'Clear All']);
    expect(input).toHaveAccessibleDescription('Groups of 0s and 1s, one byte each, separated by spaces or line breaks.');
    expect(output).toHaveAttribute('readonly');
    // Binary always reads left to right; right-to-left text shows the right way round.
    expect(input).toHaveAttribute('dir', 'ltr');
    expect(output).toHaveAttribute('dir', 'auto');
    expect(button('Copy')).toBeDisabled();
  });

  it('gives a long decoded text its direction without dir="auto" (slow in Chromium past AUTO_DIRECTION_LIMIT)', async () => {
    const { output, press, paste } = setup();
    // ש in UTF-8 and a space: two characters, repeated past the limit.
    paste('11010111 10101001 00100000 '.repeat(AUTO_DIRECTION_LIMIT / 2 + 1));
    await press('Decode Binary');
    expect(output).toHaveAttribute('dir', 'rtl');
  });

  it('Decode Binary decodes the groups and keeps the binary', async () => {
    const { user, input, output, button, press } = setup();
    await user.type(input, '01001000 01101001');
    await press('Decode Binary');
    expect(output).toHaveValue('Hi');
    expect(input).toHaveValue('01001000 01101001');
    expect(button('Copy')).toBeEnabled();
  });

  it('decodes UTF-8 across any whitespace: accents, emoji and right-to-left text', async () => {
    const { output, press, paste } = setup();
    paste('11000011 10101001\n11110000\t10011111 10011000  10000000\r\n11010111 10101001');
    await press('Decode Binary');
    expect(output).toHaveValue('é😀ש');
  });

  it('works from the keyboard: Tab to the button, Enter to decode', async () => {
    const { user, input, output } = setup();
    await user.click(input);
    await user.keyboard('1000001');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Decode Binary' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(output).toHaveValue('A');
  });

  it.each([
    ['', 'Please enter binary code to decode.'],
    ['  \n ', 'Please enter binary code to decode.'],
    ['01001000 2', 'Invalid binary format. Please enter valid binary code (0s and 1s only).'],
    ['100000000', 'Invalid binary format. Please enter valid binary code (0s and 1s only).'],
    ['11111111', 'The binary code is not valid UTF-8 text.'],
  ])('%j gives %j, empties the result and keeps the input', async (bad, message) => {
    const { output, input, press, paste } = setup({ initialBinary: '01100001' });
    await press('Decode Binary');
    expect(output).toHaveValue('a');
    paste(bad);
    await press('Decode Binary');
    await expectNotice('Error', message, true);
    expect(output).toHaveValue('');
    expect(input).toHaveValue(bad);
  });

  it('Copy copies the decoded text and confirms with the spec notice', async () => {
    const { press, paste } = setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    paste('01101111 01101011');
    await press('Decode Binary');
    await press('Copy');
    expect(writeText).toHaveBeenCalledWith('ok');
    await expectNotice('Copied!', 'Decoded text copied to clipboard successfully.');
  });

  it('Copy reports a refused clipboard as a destructive error', async () => {
    const { press, paste } = setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    paste('01101111 01101011');
    await press('Decode Binary');
    await press('Copy');
    await expectNotice('Error', 'Failed to copy text to clipboard.', true);
  });

  it('Clear All empties both boxes and disables Copy', async () => {
    const { input, output, button, press, paste } = setup();
    paste('01100001');
    await press('Decode Binary');
    await press('Clear All');
    expect(input).toHaveValue('');
    expect(output).toHaveValue('');
    expect(button('Copy')).toBeDisabled();
  });
});

describe('BinaryDecoder initial state', () => {
  it('starts from the given binary and result', () => {
    render(<BinaryDecoder initialBinary="01000001" initialResult="A" />);
    expect(screen.getByRole('textbox', { name: 'Binary code' })).toHaveValue('01000001');
    expect(screen.getByRole('textbox', { name: 'Decoded text' })).toHaveValue('A');
  });
});
