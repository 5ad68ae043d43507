import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTO_DIRECTION_LIMIT } from '@toolnest/ui';
import { Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { WordCount } from './WordCount';

function setup(initialText?: string) {
  const user = userEvent.setup();
  render(<WordCount initialText={initialText} />);
  const textbox = screen.getByRole('textbox', { name: 'Your text' });
  return { user, textbox };
}

/** The number shown under a counter's label. */
const counter = (label: 'Words' | 'Characters') => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

// The counters follow the text through useDeferredValue: wait for them to catch up.
async function expectCounts(words: string, characters: string) {
  await expect.poll(() => [counter('Words'), counter('Characters')]).toEqual([words, characters]);
}

describe('WordCount', () => {
  it('has a labelled text area, the Words and Characters counters at 0, and Clear', () => {
    const { textbox } = setup();
    expect(textbox).toHaveAttribute('dir', 'auto');
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual(['Words', 'Characters']);
    expect([counter('Words'), counter('Characters')]).toEqual(['0', '0']);
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Clear']);
  });

  it('counts as you type: words are whitespace-separated, characters leave whitespace out', async () => {
    const { user, textbox } = setup();
    await user.type(textbox, 'héllo  wörld');
    await expectCounts('2', '10');
    await user.type(textbox, '{Enter}\tagain ');
    await expectCounts('3', '15');
    expect(textbox).toHaveAccessibleDescription('Words 3 Characters 15');
  });

  it('counts what a reader sees: an emoji with a skin tone, a flag and an accent built from two code points count once', async () => {
    const { user, textbox } = setup();
    await user.click(textbox);
    await user.paste('👍🏽 🇫🇷 e\u0301 👨‍👩‍👧‍👦');
    await expectCounts('4', '4');
  });

  it('counts nothing in blank text', async () => {
    const { user, textbox } = setup();
    await user.type(textbox, '   {Enter}\t ');
    await expectCounts('0', '0');
  });

  it('counts right-to-left text', async () => {
    const { user, textbox } = setup();
    await user.click(textbox);
    await user.paste('مرحبا بالعالم');
    await expectCounts('2', '12');
  });

  it('groups large numbers with commas and handles a 10 MB paste', async () => {
    const { textbox } = setup();
    const sentence = 'The quick brown fox 🦊 jumps over the lazy dog, café crème 👍🏽.\n';
    fireEvent.change(textbox, { target: { value: sentence.repeat(140_000) } });
    // 13 words and 48 characters per sentence; 140,000 sentences are 10.2 MB of UTF-8.
    await expectCounts('1,820,000', '6,720,000');
  });

  it('lets the browser pick the direction of short text, and gives long text that of its first letter', async () => {
    const { textbox } = setup();
    const pad = ' x'.repeat(AUTO_DIRECTION_LIMIT / 2);
    fireEvent.change(textbox, { target: { value: `שלום ${pad}` } });
    expect(textbox).toHaveAttribute('dir', 'rtl');
    fireEvent.change(textbox, { target: { value: `123 hello ${pad}` } });
    expect(textbox).toHaveAttribute('dir', 'ltr');
    fireEvent.change(textbox, { target: { value: 'שלום' } });
    expect(textbox).toHaveAttribute('dir', 'auto');
    await expectCounts('1', '4');
  });

  it('sets the direction of a paste that makes the text long before the browser inserts it (ui directionBeforePaste)', () => {
    const { textbox } = setup();
    fireEvent.paste(textbox, { clipboardData: { getData: () => `שלום\r\n${'x\r\n'.repeat(AUTO_DIRECTION_LIMIT / 2)}` } });
    expect(textbox).toHaveAttribute('dir', 'rtl');
    expect(textbox).toHaveValue('');
  });

  it("never counts in the keystroke's render: the text is shown first, the counters follow in a later render", async () => {
    const user = userEvent.setup();
    // What each commit put on screen: the text area's value and the Words counter.
    const commits: [string, string | null | undefined][] = [];
    render(
      <Profiler
        id="word-count"
        onRender={() => commits.push([(screen.getByRole('textbox') as HTMLTextAreaElement).value, counter('Words')])}
      >
        <WordCount />
      </Profiler>,
    );
    await user.type(screen.getByRole('textbox'), 'a b');
    await expectCounts('2', '2');
    // Counting in the keystroke's render would commit the text and its count together. Deferred, a keystroke
    // commits the new text beside the old count, and the count catches up in a commit of its own.
    const textCommits = commits.filter(([text], i) => i > 0 && text !== commits[i - 1]![0]);
    const countCommits = commits.filter(([, words], i) => i > 0 && words !== commits[i - 1]![1]);
    expect(textCommits.map(([text]) => text)).toEqual(['a', 'a ', 'a b']);
    expect(countCommits).toEqual([
      ['a', '1'],
      ['a b', '2'],
    ]);
    expect(commits.filter((commit) => textCommits.includes(commit) && countCommits.includes(commit))).toEqual([]);
  });

  it('Clear empties the text, resets the counters and puts the cursor back in the text area', async () => {
    const { user, textbox } = setup();
    await user.type(textbox, 'some text here');
    await expectCounts('3', '12');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(textbox).toHaveValue('');
    expect(textbox).toHaveFocus();
    await expectCounts('0', '0');
  });

  it('starts from the given text', () => {
    const { textbox } = setup('ready, steady, go');
    expect(textbox).toHaveValue('ready, steady, go');
    expect([counter('Words'), counter('Characters')]).toEqual(['3', '15']);
  });
});
