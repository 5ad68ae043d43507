import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, dismissToast } from '@toolnest/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InvisibleCharacter } from './InvisibleCharacter';

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function setup() {
  const user = userEvent.setup();
  render(
    <>
      <InvisibleCharacter />
      <Toaster />
    </>,
  );
  return { user };
}

/** The card (list item) whose heading is the character's name. */
const card = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('li')!;

// The notification region appears with the first notice (the Radix part of the Toaster loads on demand).
const noticeRegion = () => screen.findByRole('region', { name: /Notifications/ }, { timeout: 5000 });

async function expectNotice(title: string, description: string, destructive = false) {
  const region = await noticeRegion();
  const titleNode = await within(region).findByText(title);
  expect(within(region).getByText(description)).toBeInTheDocument();
  if (destructive) expect(titleNode.closest('li')).toHaveClass('bg-destructive');
  else expect(titleNode.closest('li')).not.toHaveClass('bg-destructive');
}

describe('InvisibleCharacter', () => {
  it('shows the five cards with name, code point, description and three buttons', () => {
    setup();
    const cards = screen.getAllByRole('listitem');
    expect(cards.map((li) => within(li).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Zero Width Space',
      'Zero Width Non-Joiner',
      'Zero Width Joiner',
      'Word Joiner',
      'Hangul Filler',
    ]);
    const filler = within(card('Hangul Filler'));
    expect(filler.getByText('U+3164')).toBeInTheDocument();
    expect(filler.getByText('Blank with a letter\'s width, for "empty" names.')).toBeInTheDocument();
    for (const li of cards) {
      expect(within(li).getAllByRole('button').map((b) => b.textContent)).toEqual(['Copy', 'Copy 5x', 'Copy 10x']);
    }
    expect(within(card('Word Joiner')).getByRole('button', { name: 'Copy 5x' })).toHaveAccessibleDescription('Word Joiner');
  });

  it('has the usage note about platforms filtering the characters', () => {
    setup();
    expect(screen.getByText(/some platforms filter or remove invisible characters/)).toBeInTheDocument();
  });

  it('Copy puts the character on the clipboard and names it in the notice', async () => {
    const { user } = setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(within(card('Zero Width Space')).getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('\u200b');
    await expectNotice('Copied!', 'Zero Width Space copied to clipboard successfully.');
  });

  it.each([
    ['Hangul Filler', 'Copy 5x', '\u3164'.repeat(5), '5x Hangul Filler copied to clipboard successfully.'],
    ['Zero Width Joiner', 'Copy 10x', '\u200d'.repeat(10), '10x Zero Width Joiner copied to clipboard successfully.'],
  ])('%s %s copies the characters and states the count', async (name, button, copied, notice) => {
    const { user } = setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(within(card(name)).getByRole('button', { name: button }));
    expect(writeText).toHaveBeenCalledWith(copied);
    await expectNotice('Copied!', notice);
    // Only the single Copy button turns into "Copied".
    expect(within(card(name)).getByRole('button', { name: button })).toBeInTheDocument();
  });

  it('works by keyboard: Tab reaches the buttons in order, Enter and Space press them', async () => {
    const { user } = setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.tab();
    expect(within(card('Zero Width Space')).getByRole('button', { name: 'Copy' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(within(card('Zero Width Space')).getByRole('button', { name: 'Copy 10x' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(writeText).toHaveBeenLastCalledWith('\u200b'.repeat(10));
    await user.tab();
    expect(within(card('Zero Width Non-Joiner')).getByRole('button', { name: 'Copy' })).toHaveFocus();
    await user.keyboard(' ');
    expect(writeText).toHaveBeenLastCalledWith('\u200c');
  });

  it('a refused clipboard gives the destructive notice, for one character and for many', async () => {
    const { user } = setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(within(card('Word Joiner')).getByRole('button', { name: 'Copy' }));
    await expectNotice('Error', 'Failed to copy character to clipboard.', true);
    expect(within(card('Word Joiner')).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    await user.click(within(card('Word Joiner')).getByRole('button', { name: 'Copy 5x' }));
    await expectNotice('Error', 'Failed to copy characters to clipboard.', true);
  });

  it('Copy says Copied for 2 seconds, then Copy again', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<InvisibleCharacter />);
    fireEvent.click(within(card('Zero Width Non-Joiner')).getByRole('button', { name: 'Copy' }));
    await act(async () => {});
    expect(within(card('Zero Width Non-Joiner')).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    // The other cards keep their label.
    expect(within(card('Zero Width Space')).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1999));
    expect(within(card('Zero Width Non-Joiner')).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(card('Zero Width Non-Joiner')).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });
});

describe('without the Clipboard API', () => {
  beforeEach(() => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  });

  it('reports the failure instead of throwing', async () => {
    const user = userEvent.setup();
    render(
      <>
        <InvisibleCharacter />
        <Toaster />
      </>,
    );
    // user-event's setup brings its own clipboard: take it away again.
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await user.click(within(card('Zero Width Space')).getByRole('button', { name: 'Copy 10x' }));
    await expectNotice('Error', 'Failed to copy characters to clipboard.', true);
  });
});
