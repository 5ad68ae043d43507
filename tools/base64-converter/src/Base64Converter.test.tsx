// The Base64 Converter's own wiring: labels, actions, messages and notices (docs/tools/base64-converter.md). The shared behaviour
// (failure handling, Copy, Clear All, keyboard, text direction) is tested with TextConverter in packages/ui.
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

  it('Encode to Base64 encodes the UTF-8 bytes; Decode from Base64 takes URL-safe, unpadded, wrapped Base64', async () => {
    const { output, press, paste } = setup('héllo 😀');
    await press('Encode to Base64');
    expect(output).toHaveValue('aMOpbGxvIPCfmIA=');
    paste('Pj4-\r\nPz8_');
    await press('Decode from Base64');
    expect(output).toHaveValue('>>>???');
  });

  it('Encode to Base64 and Decode from Base64 do nothing on blank input', async () => {
    const { output, press, paste } = setup('hi');
    await press('Encode to Base64');
    paste('  \n ');
    await press('Encode to Base64');
    await press('Decode from Base64');
    expect(output).toHaveValue('aGk=');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it.each([
    ['Decode from Base64', '/w==', 'Failed to decode Base64. Please check the input format.'],
    ['Encode to Base64', 'abc\uD800', 'Failed to encode to Base64. Please check your input.'],
    ['Encode to Base64', 'a'.repeat((MAX_RESULT_BYTES / 4) * 3 + 1), 'The result would be over 16 MB; convert a shorter text.'],
  ])('%s shows its message for a bad input', async (action, bad, message) => {
    const { output, press } = setup(bad);
    await press(action);
    expect(await findNotice(message)).toBeInTheDocument();
    expect(output).toHaveValue('');
  });

  it('Copy confirms with the generic notice', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const { press } = setup('hi');
    await press('Encode to Base64');
    await press('Copy');
    expect(await findNotice('Text copied to clipboard successfully.')).toBeInTheDocument();
  });
});
