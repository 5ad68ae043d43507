// The Small Text Generator's own wiring: labels, its action, messages and notices (docs/tools/small-text-generator.md). The shared behaviour
// (failure handling, Copy, Clear All, keyboard, text direction) is tested with TextConverter in packages/ui.
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissNotices, findNotice } from '@toolnest/test-kit/dom';
import { Toaster } from '@toolnest/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SmallTextGenerator, type SmallTextGeneratorProps } from './SmallTextGenerator';

afterEach(() => {
  dismissNotices();
  vi.restoreAllMocks();
});

function setup(props: SmallTextGeneratorProps = {}) {
  const user = userEvent.setup();
  render(
    <>
      <SmallTextGenerator {...props} />
      <Toaster />
    </>,
  );
  const input = screen.getByRole('textbox', { name: 'Your text' });
  const output = screen.getByRole('textbox', { name: 'Small text' });
  const generate = () => user.click(screen.getByRole('button', { name: 'Generate Small Text' }));
  return { user, input, output, generate };
}

describe('SmallTextGenerator', () => {
  it('has its labels and buttons, and both boxes dir="auto"', () => {
    const { input, output } = setup();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Generate Small Text', 'Copy', 'Clear All']);
    expect(input).toHaveAttribute('placeholder', 'Type or paste your text here...');
    expect(output).toHaveAttribute('placeholder', 'The small text appears here.');
    expect(input).toHaveAttribute('dir', 'auto');
    expect(output).toHaveAttribute('dir', 'auto');
  });

  it('Generate Small Text writes the superscript form', async () => {
    const { user, input, output, generate } = setup();
    await user.type(input, 'E = mc(2) and x+1, ok? 👋🏽');
    await generate();
    expect(output).toHaveValue('ᴱ ⁼ ᵐᶜ⁽²⁾ ᵃⁿᵈ ˣ⁺¹, ᵒᵏ? 👋🏽');
  });

  it.each([[''], ['   '], ['\n\t']])('blank text %j gives its message', async (blank) => {
    const { output, generate } = setup({ initialText: blank, initialResult: 'ʰⁱ' });
    await generate();
    expect(await findNotice('Please enter some text to convert.')).toBeInTheDocument();
    expect(output).toHaveValue('');
  });

  it('refuses a result over 16 MB', async () => {
    const { input, output, generate } = setup();
    fireEvent.change(input, { target: { value: 'a'.repeat(6 * 1024 * 1024) } }); // 18 MB once every a is ᵃ
    await generate();
    expect(await findNotice('The result would be over 16 MB; convert a shorter text.')).toBeInTheDocument();
    expect(output).toHaveValue('');
  });

  it('Copy confirms with the small text notice; a refused clipboard gets the generic one', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const { user } = setup({ initialResult: 'ᴴⁱ ²' });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('ᴴⁱ ²');
    expect(await findNotice('Small text copied to clipboard successfully.')).toBeInTheDocument();
    writeText.mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copied' }));
    expect(await findNotice('Failed to copy text to clipboard.')).toBeInTheDocument();
  });
});
