import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTO_DIRECTION_LIMIT, dismissToast, Toaster } from '@toolnest/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Base64Converter } from './Base64Converter';
import { MAX_RESULT_BYTES } from './logic';

afterEach(() => {
  act(() => dismissToast());
  vi.restoreAllMocks();
});

function setup(initialInput?: string) {
  const user = userEvent.setup();
  render(
    <>
      <Base64Converter initialInput={initialInput} />
      <Toaster />
    </>,
  );
  const input = screen.getByRole('textbox', { name: 'Input' });
  const output = screen.getByRole('textbox', { name: 'Output' });
  const button = (name: string) => screen.getByRole('button', { name });
  const press = (name: string) => user.click(button(name));
  /** Replaces the input with the text, as a paste would. */
  const paste = async (text: string) => {
    await user.clear(input);
    await user.click(input);
    await user.paste(text);
  };
  return { user, input, output, button, press, paste };
}

// The notification region appears with the first notice (the Radix part of the Toaster loads on demand).
const noticeRegion = () => screen.findByRole('region', { name: /Notifications/ }, { timeout: 5000 });

async function expectError(description: string) {
  const region = await noticeRegion();
  const title = await within(region).findByText('Error');
  expect(within(region).getByText(description)).toBeInTheDocument();
  expect(title.closest('li')).toHaveClass('bg-destructive');
}

describe('Base64Converter', () => {
  it('has a labelled input, a read-only output and the four buttons in order', () => {
    const { input, output, button } = setup();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Encode to Base64',
      'Decode from Base64',
      'Copy',
      'Clear All',
    ]);
    expect(output).toHaveAttribute('readonly');
    expect(input).not.toHaveAttribute('readonly');
    // Right-to-left text shows the right way round in both boxes.
    expect(input).toHaveAttribute('dir', 'auto');
    expect(output).toHaveAttribute('dir', 'auto');
    expect(button('Copy')).toBeDisabled();
  });

  it('sets the direction of a long text itself, as dir="auto" would (Chromium is slow with "auto" on long texts)', async () => {
    const { input, output, press } = setup('שלום עולם '.repeat(AUTO_DIRECTION_LIMIT / 10 + 1));
    expect(input).toHaveAttribute('dir', 'rtl');
    await press('Encode to Base64');
    expect(output).toHaveAttribute('dir', 'ltr');
  });

  it('Encode to Base64 encodes the UTF-8 bytes of the input and enables Copy', async () => {
    const { input, output, button, press, paste } = setup();
    await paste('héllo 😀');
    await press('Encode to Base64');
    expect(output).toHaveValue('aMOpbGxvIPCfmIA=');
    expect(input).toHaveValue('héllo 😀');
    expect(button('Copy')).toBeEnabled();
  });

  it('Decode from Base64 takes the URL-safe alphabet, missing padding and line breaks', async () => {
    const { output, press, paste } = setup();
    await paste('aMOpbGxvIPCfmIA');
    await press('Decode from Base64');
    expect(output).toHaveValue('héllo 😀');

    await paste('Pj4-\r\nPz8_');
    await press('Decode from Base64');
    expect(output).toHaveValue('>>>???');
  });

  it('round-trips emoji, flags, combining marks and right-to-left text through the page', async () => {
    const text = 'שלום 👍🏽 🇫🇷 e\u0301 مرحبا 中文';
    const { output, press, paste } = setup();
    await paste(text);
    await press('Encode to Base64');
    const encoded = (output as HTMLTextAreaElement).value;
    await paste(encoded);
    await press('Decode from Base64');
    expect(output).toHaveValue(text);
  });

  it('Encode to Base64 and Decode from Base64 do nothing on blank input', async () => {
    const { output, press, paste, input } = setup();
    await press('Encode to Base64');
    expect(output).toHaveValue('');

    await paste('hi');
    await press('Encode to Base64');
    await paste('  \n ');
    await press('Encode to Base64');
    await press('Decode from Base64');
    expect(output).toHaveValue('aGk=');
    expect(input).toHaveValue('  \n ');
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
  });

  it.each([
    ['aGk!', 'a stray character'],
    ['aGk9Y', 'a length of 4n + 1'],
    ['/w==', 'bytes that are not UTF-8'],
  ])('Decode from Base64 of %s (%s) shows the spec error, keeps the input and empties the output', async (bad) => {
    const { input, output, button, press, paste } = setup();
    await paste('ok');
    await press('Encode to Base64');
    expect(output).toHaveValue('b2s=');

    await paste(bad);
    await press('Decode from Base64');
    await expectError('Failed to decode Base64. Please check the input format.');
    expect(input).toHaveValue(bad);
    expect(output).toHaveValue('');
    expect(button('Copy')).toBeDisabled();
  });

  it('Encode to Base64 of an unpaired surrogate shows the spec error instead of writing U+FFFD', async () => {
    const { input, output, press } = setup('abc\uD800');
    await press('Encode to Base64');
    await expectError('Failed to encode to Base64. Please check your input.');
    expect(input).toHaveValue('abc\uD800');
    expect(output).toHaveValue('');
  });

  it('refuses a result over 16 MB', async () => {
    const { output, press } = setup('a'.repeat((MAX_RESULT_BYTES / 4) * 3 + 1));
    await press('Encode to Base64');
    await expectError('The result would be over 16 MB; convert a shorter text.');
    expect(output).toHaveValue('');
  });

  it('Copy copies the result and confirms', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const { press, paste } = setup();
    await paste('hi');
    await press('Encode to Base64');
    await press('Copy');
    expect(writeText).toHaveBeenCalledWith('aGk=');
    const region = await noticeRegion();
    expect(await within(region).findByText('Copied!')).toBeInTheDocument();
    expect(within(region).getByText('Text copied to clipboard successfully.')).toBeInTheDocument();
  });

  it('Copy reports a refused clipboard as a destructive error', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const { press, paste } = setup();
    await paste('hi');
    await press('Encode to Base64');
    await press('Copy');
    await expectError('Failed to copy text to clipboard.');
  });

  it('Clear All empties both boxes and disables Copy', async () => {
    const { input, output, button, press, paste } = setup();
    await paste('hi');
    await press('Encode to Base64');
    await press('Clear All');
    expect(input).toHaveValue('');
    expect(output).toHaveValue('');
    expect(button('Copy')).toBeDisabled();
  });

  it('works from the keyboard alone', async () => {
    const { user, input, output } = setup();
    await user.tab();
    expect(input).toHaveFocus();
    await user.keyboard('hi?');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Decode from Base64' })).toHaveFocus();
    await user.keyboard('{Shift>}{Tab}{/Shift}');
    await user.keyboard('{Enter}');
    expect(output).toHaveValue('aGk/');
  });
});
