// The Base64 Converter's own wiring in jsdom: its labels, and the failures a browser test cannot type (a lone
// surrogate, a result over 16 MB). Its conversions, blank input and Copy run in a real browser in
// e2e/base64-converter.spec.ts; the shared behaviour of TextConverter is tested in packages/ui.
import { screen } from '@testing-library/react';
import { dismissNotices, findNotice, renderConverter } from '@toolnest/test-kit/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Base64Converter } from './Base64Converter';
import { MAX_RESULT_BYTES } from './logic';

afterEach(() => {
  dismissNotices();
  vi.restoreAllMocks();
});

const setup = (initialInput?: string) => renderConverter(<Base64Converter initialInput={initialInput} />, { input: 'Input', output: 'Output' });

describe('Base64Converter', () => {
  it('has its labels and buttons, both boxes dir="auto" and no spellcheck', () => {
    const { input, output } = setup();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Encode to Base64',
      'Decode from Base64',
      'Copy',
      'Clear All',
    ]);
    expect(input).toHaveAttribute('placeholder', 'Type or paste text to encode, or Base64 to decode...');
    expect(output).toHaveAttribute('placeholder', 'The result appears here.');
    for (const box of [input, output]) {
      expect(box).toHaveAttribute('dir', 'auto');
      expect(box).toHaveAttribute('spellcheck', 'false');
    }
  });

  it.each([
    ['Encode to Base64', 'abc\uD800', 'Failed to encode to Base64. Please check your input.'],
    ['Encode to Base64', 'a'.repeat((MAX_RESULT_BYTES / 4) * 3 + 1), 'The result would be over 16 MB; convert a shorter text.'],
  ])('%s of an input it cannot convert shows its message', async (action, bad, message) => {
    const { output, press } = setup(bad);
    await press(action);
    expect(await findNotice(message)).toBeInTheDocument();
    expect(output).toHaveValue('');
  });
});
