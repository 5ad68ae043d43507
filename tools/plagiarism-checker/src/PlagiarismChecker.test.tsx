import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PlagiarismCheckResult } from './schemas';
import { stubFetch } from '@toolnest/api-client/testing';
import { AUTO_DIRECTION_LIMIT, Toaster, dismissToast } from '@toolnest/ui';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMPTY_MESSAGE, FAILURE_MESSAGE, TOO_FEW_WORDS_MESSAGE } from './logic';
import { PlagiarismChecker } from './PlagiarismChecker';
import { highlightPieces, WEB_SEARCH_NOTES } from './PlagiarismReport';

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

const TEXT = 'The quick brown fox jumps over the lazy dog near the river, and then my own words follow here.';
const COPIED_END = TEXT.indexOf(', and');

const result = (overrides: Partial<PlagiarismCheckResult> = {}): PlagiarismCheckResult => ({
  originalityScore: 100,
  totalWords: 19,
  checkedSources: 1,
  matches: [],
  highlights: [],
  skippedSources: [],
  webSearch: 'off',
  ...overrides,
});

async function setup() {
  const user = userEvent.setup();
  await act(async () => {
    render(
      <>
        <PlagiarismChecker />
        <Toaster />
      </>,
    );
  });
  const textBox = screen.getByRole('textbox', { name: 'Text to check' });
  const checkButton = () => screen.getByRole('button', { name: /Check for Plagiarism|Scanning/ });
  return { user, textBox, checkButton };
}

const notice = (text: string) => screen.findByText(text, {}, { timeout: 5000 });

describe('PlagiarismChecker', () => {
  it('counts words live, sends the text and the filled sources, says Scanning... and shows the report', async () => {
    let finish!: (value: unknown) => void;
    const fetch = stubFetch(vi, 200, new Promise((resolve) => (finish = resolve)));
    const { user, textBox, checkButton } = await setup();
    expect(screen.getByText('Words: 0')).toBeInTheDocument();
    // Space-separated words, as Word Count counts them: the dash standing alone is one.
    await user.type(textBox, 'Hello 👋 مرحبا —');
    expect(screen.getByText('Words: 4')).toBeInTheDocument();
    await user.clear(textBox);
    await user.click(textBox);
    await user.paste(TEXT);
    expect(screen.getByText('Words: 19')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add Pasted Text' }));
    const pasted = screen.getByRole('textbox', { name: 'Source 1: pasted text' });
    expect(pasted).toHaveFocus();
    await user.paste('The quick brown fox jumps over the lazy dog near the river');
    await user.click(screen.getByRole('button', { name: 'Add URL' }));
    expect(screen.getByRole('textbox', { name: 'Source 2: web page address' })).toHaveFocus();
    await user.keyboard('https://example.com/story');
    await user.click(screen.getByRole('button', { name: 'Add URL' }));
    expect(screen.getByRole('group', { name: 'Sources (3 of 10)' })).toBeInTheDocument();

    await user.click(checkButton());
    expect(checkButton()).toHaveTextContent('Scanning...');
    expect(checkButton()).toBeDisabled();
    expect(fetch).toHaveBeenCalledWith(
      '/api/plagiarism-check',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({
          text: TEXT,
          sources: [
            { kind: 'text', value: 'The quick brown fox jumps over the lazy dog near the river' },
            { kind: 'url', value: 'https://example.com/story' },
          ],
        }),
      }),
    );

    finish(
      result({
        originalityScore: 37,
        checkedSources: 1,
        matches: [{ source: 'Source 1 (pasted text)', similarity: 63, matchedText: TEXT.slice(0, COPIED_END), ranges: [{ start: 0, end: COPIED_END }] }],
        highlights: [{ start: 0, end: COPIED_END }],
        skippedSources: [{ source: 'https://example.com/story', reason: 'The name example.com was not found.' }],
      }),
    );
    expect(await screen.findByText('37%')).toBeInTheDocument();
    expect(screen.getByText('Needs Review')).toBeInTheDocument();
    expect(screen.getByText('63% similar')).toBeInTheDocument();
    expect(screen.getByText(WEB_SEARCH_NOTES.off)).toBeInTheDocument();
    const highlighted = screen.getByRole('region', { name: 'Your text with matches highlighted' });
    expect(within(highlighted).getByText(TEXT.slice(0, COPIED_END)).tagName).toBe('MARK');
    const skipped = screen.getByRole('heading', { name: 'Skipped sources' }).parentElement!;
    expect(within(skipped).getByRole('listitem')).toHaveTextContent('https://example.com/story: The name example.com was not found.');
    expect(checkButton()).toHaveTextContent('Check for Plagiarism');

    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(textBox).toHaveValue('');
    expect(screen.queryByRole('textbox', { name: /^Source/ })).toBeNull();
    expect(screen.queryByText('37%')).toBeNull();
  });

  it.each([
    [90, 'Excellent'],
    [70, 'Good'],
  ])('shows %i%% as %s', async (score, label) => {
    stubFetch(vi, 200, result({ originalityScore: score }));
    const { user, textBox, checkButton } = await setup();
    await user.click(textBox);
    await user.paste(TEXT);
    await user.click(checkButton());
    expect(await screen.findByText(label)).toBeInTheDocument();
    expect(screen.getByText('No matching passages were found in the sources checked.')).toBeInTheDocument();
  });

  it('gives the text box the direction of a long paste before the browser inserts it (ui directionBeforePaste)', async () => {
    const { textBox } = await setup();
    fireEvent.paste(textBox, { clipboardData: { getData: () => `שלום ${'x\n'.repeat(AUTO_DIRECTION_LIMIT)}` } });
    expect(textBox).toHaveAttribute('dir', 'rtl');
  });

  it('adds at most 10 sources, removes one and keeps the keyboard in place', async () => {
    const { user } = await setup();
    const addText = screen.getByRole('button', { name: 'Add Pasted Text' });
    for (let i = 0; i < 10; i++) await user.click(addText);
    expect(addText).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add URL' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove source 3' }));
    expect(screen.getAllByRole('textbox', { name: /^Source \d+: pasted text$/ })).toHaveLength(9);
    await waitFor(() => expect(addText).toHaveFocus());
    expect(addText).toBeEnabled();
  });

  it('refuses an empty text and one under 10 words without calling the server', async () => {
    const fetch = stubFetch(vi, 200, result());
    const { user, textBox, checkButton } = await setup();
    await user.click(checkButton());
    expect(await notice(EMPTY_MESSAGE)).toBeInTheDocument();
    act(() => dismissToast());
    await user.type(textBox, 'one two three four five six seven eight nine');
    await user.click(checkButton());
    expect(await notice(TOO_FEW_WORDS_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('takes 10 space-separated words, punctuation-only ones included, as enough', async () => {
    const fetch = stubFetch(vi, 200, result());
    const { user, textBox, checkButton } = await setup();
    await user.type(textBox, 'a b c d e f g h i —');
    expect(screen.getByText('Words: 10')).toBeInTheDocument();
    await user.click(checkButton());
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(screen.queryByText(TOO_FEW_WORDS_MESSAGE)).not.toBeInTheDocument();
  });

  it("shows the server's error, or the general one when there is none", async () => {
    stubFetch(vi, 413, { error: 'Text and sources together must be under 512 KB.' });
    const { user, textBox, checkButton } = await setup();
    await user.click(textBox);
    await user.paste(TEXT);
    await user.click(checkButton());
    expect(await notice('Text and sources together must be under 512 KB.')).toBeInTheDocument();

    act(() => dismissToast());
    stubFetch(vi, 502, '<html>Bad gateway</html>');
    await user.click(checkButton());
    expect(await notice(FAILURE_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(checkButton()).toBeEnabled());
  });
});

describe('highlightPieces', () => {
  it('cuts the text into plain and matched pieces that join back to it', () => {
    expect(highlightPieces('abcdefgh', [{ start: 0, end: 2 }, { start: 4, end: 6 }])).toEqual([
      { text: 'ab', matched: true },
      { text: 'cd', matched: false },
      { text: 'ef', matched: true },
      { text: 'gh', matched: false },
    ]);
    expect(highlightPieces('abc', [])).toEqual([{ text: 'abc', matched: false }]);
  });
});
