// The URL Encoder's own wiring: labels, actions, messages and notices (docs/tools/url-encoder.md). The shared behaviour
// (failure handling, Copy, Clear All, keyboard, text direction) is tested with TextConverter in packages/ui.
import { screen } from '@testing-library/react';
import { dismissNotices, findNotice, renderConverter } from '@toolnest/test-kit/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_RESULT_BYTES } from './logic';
import { UrlEncoder } from './UrlEncoder';

afterEach(() => {
  dismissNotices();
  vi.restoreAllMocks();
});

const setup = (initialInput?: string) => renderConverter(<UrlEncoder initialInput={initialInput} />, { input: 'Input', output: 'Output' });

describe('UrlEncoder', () => {
  it('has its labels and buttons, both boxes dir="auto" and no spellcheck', () => {
    const { input, output } = setup();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Encode URL', 'Decode URL', 'Copy', 'Clear All']);
    expect(input).toHaveAttribute('placeholder', 'Type or paste text to encode, or an encoded URL to decode...');
    expect(output).toHaveAttribute('placeholder', 'The result appears here.');
    for (const box of [input, output]) {
      expect(box).toHaveAttribute('dir', 'auto');
      expect(box).toHaveAttribute('spellcheck', 'false');
    }
  });

  it('Encode URL percent-encodes the input as UTF-8; Decode URL decodes it and leaves + alone', async () => {
    const { output, press, paste } = setup('a b&c=é/😀');
    await press('Encode URL');
    expect(output).toHaveValue('a%20b%26c%3D%C3%A9%2F%F0%9F%98%80');
    paste('caf%C3%A9+au+lait%3F%20%D7%A9%D7%9C%D7%95%D7%9D');
    await press('Decode URL');
    expect(output).toHaveValue('café+au+lait? שלום');
  });

  it('Encode URL and Decode URL do nothing on blank input', async () => {
    const { output, press, paste } = setup('x y');
    await press('Encode URL');
    paste('  \n ');
    await press('Encode URL');
    await press('Decode URL');
    expect(output).toHaveValue('x%20y');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it.each([
    ['Decode URL', '%E0%A4', 'Failed to decode URL. Please check the input format.'],
    ['Encode URL', 'abc\uD800', 'Failed to encode URL.'],
    // 'a ' encodes to four bytes ('a%20').
    ['Encode URL', 'a '.repeat(MAX_RESULT_BYTES / 4 + 1), 'The result would be over 16 MB; convert a shorter text.'],
  ])('%s shows its message for a bad input', async (action, bad, message) => {
    const { output, press } = setup(bad);
    await press(action);
    expect(await findNotice(message)).toBeInTheDocument();
    expect(output).toHaveValue('');
  });

  it('Copy confirms with the generic notice', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const { press } = setup('a b');
    await press('Encode URL');
    await press('Copy');
    expect(await findNotice('Text copied to clipboard successfully.')).toBeInTheDocument();
  });
});
