// The URL Encoder's own wiring in jsdom: its labels, and the failures a browser test cannot type (a lone
// surrogate, a result over 16 MB). Its conversions, blank input and Copy run in a real browser in
// e2e/url-encoder.spec.ts; the shared behaviour of TextConverter is tested in packages/ui.
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

  it.each([
    ['Encode URL', 'abc\uD800', 'Failed to encode URL.'],
    // 'a ' encodes to four bytes ('a%20').
    ['Encode URL', 'a '.repeat(MAX_RESULT_BYTES / 4 + 1), 'The result would be over 16 MB; convert a shorter text.'],
  ])('%s of an input it cannot convert shows its message', async (action, bad, message) => {
    const { output, press } = setup(bad);
    await press(action);
    expect(await findNotice(message)).toBeInTheDocument();
    expect(output).toHaveValue('');
  });
});
