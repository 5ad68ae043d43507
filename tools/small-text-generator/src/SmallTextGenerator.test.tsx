import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTO_DIRECTION_LIMIT, Toaster, dismissToast } from '@toolnest/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SmallTextGenerator } from './SmallTextGenerator';

afterEach(() => {
  act(() => dismissToast());
  vi.restoreAllMocks();
});

function setup(props: { initialText?: string } = {}) {
  const user = userEvent.setup();
  render(
    <>
      <SmallTextGenerator {...props} />
      <Toaster />
    </>,
  );
  const input = screen.getByRole('textbox', { name: 'Your text' });
  const output = screen.getByRole('textbox', { name: 'Small text' });
  const button = (name: string) => screen.getByRole('button', { name });
  const press = (name: string) => user.click(button(name));
  return { user, input, output, button, press };
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

describe('SmallTextGenerator', () => {
  it('has a labelled text area, a read-only result and the three buttons in order', () => {
    const { input, output, button } = setup();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Generate Small Text', 'Copy', 'Clear All']);
    expect(output).toHaveAttribute('readonly');
    expect(input).not.toHaveAttribute('readonly');
    // Right-to-left text shows the right way round in both boxes.
    expect(input).toHaveAttribute('dir', 'auto');
    expect(output).toHaveAttribute('dir', 'auto');
    expect(button('Copy')).toBeDisabled();
  });

  it('gives long texts their direction without dir="auto" (slow in Chromium past AUTO_DIRECTION_LIMIT)', async () => {
    const { input, output, press } = setup();
    fireEvent.change(input, { target: { value: 'שלום abc '.repeat(AUTO_DIRECTION_LIMIT / 9 + 1) } });
    expect(input).toHaveAttribute('dir', 'rtl');
    await press('Generate Small Text');
    expect(output).toHaveAttribute('dir', 'rtl');
  });

  it('Generate Small Text writes the superscript form and keeps the text', async () => {
    const { user, input, output, button, press } = setup();
    await user.type(input, 'E = mc(2) and x+1, ok? 👋🏽');
    await press('Generate Small Text');
    expect(output).toHaveValue('ᴱ ⁼ ᵐᶜ⁽²⁾ ᵃⁿᵈ ˣ⁺¹, ᵒᵏ? 👋🏽');
    expect(input).toHaveValue('E = mc(2) and x+1, ok? 👋🏽');
    expect(button('Copy')).toBeEnabled();
  });

  it('works from the keyboard: Tab to the button, Enter to generate', async () => {
    const { user, input, output } = setup();
    await user.click(input);
    await user.keyboard('abc');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Generate Small Text' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(output).toHaveValue('ᵃᵇᶜ');
  });

  it.each([[''], ['   '], ['\n\t']])('blank text %j gives the spec message and empties the result', async (blank) => {
    const { user, input, output, press } = setup({ initialText: 'hi' });
    await press('Generate Small Text');
    expect(output).toHaveValue('ʰⁱ');
    await user.clear(input);
    if (blank) await user.type(input, blank);
    await press('Generate Small Text');
    await expectNotice('Error', 'Please enter some text to convert.', true);
    expect(output).toHaveValue('');
    expect(input).toHaveValue(blank);
  });

  it('refuses a result over 16 MB, keeping the text', async () => {
    const { input, output, press } = setup();
    const huge = 'a'.repeat(6 * 1024 * 1024); // 18 MB once every a is ᵃ
    fireEvent.change(input, { target: { value: huge } });
    await press('Generate Small Text');
    await expectNotice('Error', 'The result would be over 16 MB; convert a shorter text.', true);
    expect(output).toHaveValue('');
    expect((input as HTMLTextAreaElement).value).toHaveLength(huge.length);
  });

  it('Copy copies the small text and confirms with the spec notice', async () => {
    const { user, input, press } = setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.type(input, 'Hi 2');
    await press('Generate Small Text');
    await press('Copy');
    expect(writeText).toHaveBeenCalledWith('ᴴⁱ ²');
    await expectNotice('Copied!', 'Small text copied to clipboard successfully.');
  });

  it('Copy reports a refused clipboard as a destructive error', async () => {
    const { user, input, press } = setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.type(input, 'x');
    await press('Generate Small Text');
    await press('Copy');
    await expectNotice('Error', 'Failed to copy text to clipboard.', true);
  });

  it('Clear All empties both boxes and disables Copy', async () => {
    const { user, input, output, button, press } = setup();
    await user.type(input, 'text');
    await press('Generate Small Text');
    await press('Clear All');
    expect(input).toHaveValue('');
    expect(output).toHaveValue('');
    expect(button('Copy')).toBeDisabled();
  });
});

describe('SmallTextGenerator initial state', () => {
  it('starts from the given text and result', () => {
    render(<SmallTextGenerator initialText="x2" initialResult="ˣ²" />);
    expect(screen.getByRole('textbox', { name: 'Your text' })).toHaveValue('x2');
    expect(screen.getByRole('textbox', { name: 'Small text' })).toHaveValue('ˣ²');
  });
});
