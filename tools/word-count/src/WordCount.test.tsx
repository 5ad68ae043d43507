import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
