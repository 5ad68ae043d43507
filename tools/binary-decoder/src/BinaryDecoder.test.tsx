// The Binary Decoder's own wiring: labels, its action, messages and notices (docs/tools/binary-decoder.md). The shared behaviour
// (failure handling, Copy, Clear All, keyboard, text direction) is tested with TextConverter in packages/ui.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissNotices, findNotice } from '@toolnest/test-kit/dom';
import { Toaster } from '@toolnest/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BinaryDecoder, type BinaryDecoderProps } from './BinaryDecoder';

afterEach(() => {
  dismissNotices();
  vi.restoreAllMocks();
});

function setup(props: BinaryDecoderProps = {}) {
  const user = userEvent.setup();
  render(
    <>
      <BinaryDecoder {...props} />
      <Toaster />
    </>,
  );
  const input = screen.getByRole('textbox', { name: 'Binary code' });
  const output = screen.getByRole('textbox', { name: 'Decoded text' });
  const decode = () => user.click(screen.getByRole('button', { name: 'Decode Binary' }));
  const paste = (binary: string) => fireEvent.change(input, { target: { value: binary } });
  return { user, input, output, decode, paste };
}

describe('BinaryDecoder', () => {
  it('has its labels, hint and buttons; the binary is monospace and always left to right', () => {
    const { input, output } = setup();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Decode Binary', 'Copy', 'Clear All']);
    expect(input).toHaveAccessibleDescription('Groups of 0s and 1s, one byte each, separated by spaces or line breaks.');
    expect(input).toHaveAttribute('placeholder', '01001000 01101001');
    expect(output).toHaveAttribute('placeholder', 'The decoded text appears here.');
    expect(input).toHaveAttribute('dir', 'ltr');
    expect(input).toHaveClass('font-mono');
    expect(output).toHaveAttribute('dir', 'auto');
  });

  it('Decode Binary decodes UTF-8 across any whitespace', async () => {
    const { output, decode, paste } = setup();
    paste('11000011 10101001\n11110000\t10011111 10011000  10000000\r\n11010111 10101001');
    await decode();
    expect(output).toHaveValue('é😀ש');
  });

  it.each([
    ['', 'Please enter binary code to decode.'],
    ['  \n ', 'Please enter binary code to decode.'],
    ['01001000 2', 'Invalid binary format. Please enter valid binary code (0s and 1s only).'],
    ['100000000', 'Invalid binary format. Please enter valid binary code (0s and 1s only).'],
    ['11111111', 'The binary code is not valid UTF-8 text.'],
  ])('%j gives %j', async (bad, message) => {
    const { output, decode } = setup({ initialBinary: bad, initialResult: 'a' });
    await decode();
    expect(await findNotice(message)).toBeInTheDocument();
    expect(output).toHaveValue('');
  });

  it('Copy confirms with the decoded text notice; a refused clipboard gets the generic one', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const { user } = setup({ initialResult: 'ok' });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('ok');
    expect(await findNotice('Decoded text copied to clipboard successfully.')).toBeInTheDocument();
    writeText.mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copied' }));
    expect(await findNotice('Failed to copy text to clipboard.')).toBeInTheDocument();
  });
});
