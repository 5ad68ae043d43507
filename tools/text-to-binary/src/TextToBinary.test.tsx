// Text to Binary's own wiring: labels, its action, messages and notices (docs/tools/text-to-binary.md). The shared behaviour
// (failure handling, Copy, Clear All, keyboard, text direction) is tested with TextConverter in packages/ui.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissNotices, findNotice } from '@toolnest/test-kit/dom';
import { Toaster } from '@toolnest/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextToBinary, type TextToBinaryProps } from './TextToBinary';

afterEach(() => {
  dismissNotices();
  vi.restoreAllMocks();
});

function setup(props: TextToBinaryProps = {}) {
  const user = userEvent.setup();
  render(
    <>
      <TextToBinary {...props} />
      <Toaster />
    </>,
  );
  const input = screen.getByRole('textbox', { name: 'Your text' });
  const output = screen.getByRole('textbox', { name: 'Binary code' });
  const convert = () => user.click(screen.getByRole('button', { name: 'Convert to Binary' }));
  /** Sets the text as a paste would, whatever it holds (user.type cannot type an unpaired surrogate). */
  const paste = (text: string) => fireEvent.change(input, { target: { value: text } });
  return { user, input, output, convert, paste };
}

describe('TextToBinary', () => {
  it('has its labels and buttons; the binary is monospace and always left to right', () => {
    const { input, output } = setup();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Convert to Binary', 'Copy', 'Clear All']);
    expect(input).toHaveAttribute('placeholder', 'Type or paste your text here...');
    expect(output).toHaveAttribute('placeholder', '01000010 01101001 01101110 01100001 01110010 01111001');
    expect(input).toHaveAttribute('dir', 'auto');
    expect(output).toHaveAttribute('dir', 'ltr');
    expect(output).toHaveClass('font-mono');
  });

  it('Convert to Binary writes 8 digits per UTF-8 byte, single spaces between', async () => {
    const { output, convert, paste } = setup();
    paste('Hi!');
    await convert();
    expect(output).toHaveValue('01001000 01101001 00100001');
    paste('é😀ש');
    await convert();
    expect(output).toHaveValue('11000011 10101001 11110000 10011111 10011000 10000000 11010111 10101001');
    // Spaces and line breaks in real text, around it too, are converted like any character.
    paste(' a b\n');
    await convert();
    expect(output).toHaveValue('00100000 01100001 00100000 01100010 00001010');
  });

  it.each([
    ['', 'Please enter some text to convert.'],
    ['   ', 'Please enter some text to convert.'],
    ['\n\t ', 'Please enter some text to convert.'],
    ['ab😀\uD800cd', 'The text contains an unpaired surrogate at position 4.'],
    ['x'.repeat(2 * 1024 * 1024), 'The result would be over 16 MB; convert a shorter text.'], // 18 MB of binary
  ])('%#: a bad text gives its message', async (bad, message) => {
    const { output, convert, paste } = setup({ initialResult: '01100001' });
    paste(bad);
    await convert();
    expect(await findNotice(message)).toBeInTheDocument();
    expect(output).toHaveValue('');
  });

  it('Copy confirms with the binary notices, on success and on a refused clipboard', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const { user } = setup({ initialResult: '01101111 01101011' });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('01101111 01101011');
    expect(await findNotice('Binary code copied to clipboard successfully.')).toBeInTheDocument();
    writeText.mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copied' }));
    expect(await findNotice('Failed to copy binary to clipboard.')).toBeInTheDocument();
  });
});
