import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTO_DIRECTION_LIMIT, dismissToast, Toaster } from '@toolnest/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_RESULT_BYTES } from './logic';
import { UrlEncoder } from './UrlEncoder';

afterEach(() => {
  act(() => dismissToast());
  vi.restoreAllMocks();
});

function setup(initialInput?: string) {
  const user = userEvent.setup();
  render(
    <>
      <UrlEncoder initialInput={initialInput} />
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

describe('UrlEncoder', () => {
  it('has a labelled input, a read-only output and the four buttons in order', () => {
    const { input, output, button } = setup();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Encode URL', 'Decode URL', 'Copy', 'Clear All']);
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
    await press('Encode URL');
    expect(output).toHaveAttribute('dir', 'ltr');
  });

  it('Encode URL percent-encodes the input as UTF-8 and enables Copy', async () => {
    const { input, output, button, press, paste } = setup();
    await paste('a b&c=é/😀');
    await press('Encode URL');
    expect(output).toHaveValue('a%20b%26c%3D%C3%A9%2F%F0%9F%98%80');
    expect(input).toHaveValue('a b&c=é/😀');
    expect(button('Copy')).toBeEnabled();
  });

  it('Decode URL decodes %XX escapes and leaves + alone', async () => {
    const { output, press, paste } = setup();
    await paste('caf%C3%A9+au+lait%3F%20%D7%A9%D7%9C%D7%95%D7%9D');
    await press('Decode URL');
    expect(output).toHaveValue('café+au+lait? שלום');
  });

  it('round-trips emoji, flags, combining marks and right-to-left text through the page', async () => {
    const text = 'שלום 👍🏽 🇫🇷 e\u0301 مرحبا 中文';
    const { output, press, paste } = setup();
    await paste(text);
    await press('Encode URL');
    const encoded = (output as HTMLTextAreaElement).value;
    await paste(encoded);
    await press('Decode URL');
    expect(output).toHaveValue(text);
  });

  it('Encode URL and Decode URL do nothing on blank input', async () => {
    const { output, press, paste, input } = setup();
    await press('Encode URL');
    expect(output).toHaveValue('');

    await paste('x y');
    await press('Encode URL');
    await paste('  \n ');
    await press('Encode URL');
    await press('Decode URL');
    expect(output).toHaveValue('x%20y');
    expect(input).toHaveValue('  \n ');
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
  });

  it.each(['%ZZ', '%E0%A4', '%C3%28'])('Decode URL of %s shows the spec error, keeps the input and empties the output', async (bad) => {
    const { input, output, button, press, paste } = setup();
    await paste('ok');
    await press('Encode URL');
    expect(output).toHaveValue('ok');

    await paste(bad);
    await press('Decode URL');
    await expectError('Failed to decode URL. Please check the input format.');
    expect(input).toHaveValue(bad);
    expect(output).toHaveValue('');
    expect(button('Copy')).toBeDisabled();
  });

  it('Encode URL of an unpaired surrogate shows the spec error instead of writing U+FFFD', async () => {
    const { input, output, press } = setup('abc\uD800');
    await press('Encode URL');
    await expectError('Failed to encode URL.');
    expect(input).toHaveValue('abc\uD800');
    expect(output).toHaveValue('');
  });

  it('refuses a result over 16 MB', async () => {
    // 'a ' encodes to four bytes ('a%20').
    const { output, press } = setup('a '.repeat(MAX_RESULT_BYTES / 4 + 1));
    await press('Encode URL');
    await expectError('The result would be over 16 MB; convert a shorter text.');
    expect(output).toHaveValue('');
  });

  it('Copy copies the result and confirms', async () => {
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    const { press, paste } = setup();
    await paste('a b');
    await press('Encode URL');
    await press('Copy');
    expect(writeText).toHaveBeenCalledWith('a%20b');
    const region = await noticeRegion();
    expect(await within(region).findByText('Copied!')).toBeInTheDocument();
    expect(within(region).getByText('Text copied to clipboard successfully.')).toBeInTheDocument();
  });

  it('Copy reports a refused clipboard as a destructive error', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const { press, paste } = setup();
    await paste('a b');
    await press('Encode URL');
    await press('Copy');
    await expectError('Failed to copy text to clipboard.');
  });

  it('Clear All empties both boxes and disables Copy', async () => {
    const { input, output, button, press, paste } = setup();
    await paste('a b');
    await press('Encode URL');
    await press('Clear All');
    expect(input).toHaveValue('');
    expect(output).toHaveValue('');
    expect(button('Copy')).toBeDisabled();
  });

  it('works from the keyboard alone', async () => {
    const { user, input, output } = setup();
    await user.tab();
    expect(input).toHaveFocus();
    await user.keyboard('a?b');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Encode URL' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(output).toHaveValue('a%3Fb');
  });
});
