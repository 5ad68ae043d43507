// Text Diff's page behaviour: labels and counts, Compare's busy and disabled states, the
// result as <ins>/<del> with its summary, Clear All, and a stale result never standing beside edited texts.
// The page compares in a module worker, which jsdom lacks: InProcessWorker stands in for it, serving the real
// compareTexts with the worker module's serveTask; held, it answers only when a test releases it.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster, dismissToast } from '@toolnest/ui';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inProcessWorker } from '@toolnest/ui/in-process-worker';
import { TextDiff } from './TextDiff';
import { EDIT_CAP, compareTexts } from './logic';

/** The module worker, in this process: serveTask over compareTexts, its answer arriving in a later task as a real one's would. */
const InProcessWorker = inProcessWorker(compareTexts);

beforeEach(() => {
  InProcessWorker.all = [];
  InProcessWorker.held = false;
  vi.stubGlobal('Worker', InProcessWorker);
});

afterEach(() => {
  act(() => dismissToast());
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function setup(initialOriginal?: string, initialChanged?: string) {
  const user = userEvent.setup();
  render(
    <>
      <TextDiff initialOriginal={initialOriginal} initialChanged={initialChanged} />
      <Toaster />
    </>,
  );
  const original = screen.getByRole('textbox', { name: 'Original text' });
  const changed = screen.getByRole('textbox', { name: 'Changed text' });
  const compareButton = () => screen.getByRole('button', { name: /^(Compare|Comparing\.\.\.)$/ });
  const paste = (box: HTMLElement, text: string) => fireEvent.change(box, { target: { value: text } });
  return { user, original, changed, compareButton, paste };
}

const comparison = () => screen.getByRole('region', { name: 'Comparison' });
// The comparison's own status line (a notice of the Toaster is a status too).
const status = () => within(comparison()).getByRole('status');
/** The changes shown, as "-text" and "+text", read as a screen reader would (the hidden markers included). */
const changes = () =>
  [...comparison().querySelectorAll('ins, del')].map((element) => `${element.tagName === 'INS' ? '+' : '-'}${element.textContent}`);

describe('TextDiff', () => {
  it('has two labelled text boxes with their counts, Compare off and Clear All', () => {
    const { original, changed, compareButton } = setup();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Compare', 'Clear All']);
    expect(compareButton()).toBeDisabled();
    expect(original).toHaveAccessibleDescription('0 words, 0 characters');
    expect(changed).toHaveAccessibleDescription('0 words, 0 characters');
    expect(status()).toHaveTextContent('');
    expect(comparison().querySelectorAll('ins, del')).toHaveLength(0);
  });

  it('counts each side: whitespace-separated words, and characters as a reader sees them, spaces included', async () => {
    const { user, original, changed } = setup();
    await user.type(original, 'héllo  wörld');
    await user.click(changed);
    await user.paste('👍🏽 e\u0301');
    await expect.poll(() => original).toHaveAccessibleDescription('2 words, 12 characters');
    await expect.poll(() => changed).toHaveAccessibleDescription('2 words, 3 characters');
    await user.clear(changed);
    await user.type(changed, 'one');
    await expect.poll(() => changed).toHaveAccessibleDescription('1 word, 3 characters');
  });

  it('keeps Compare off while either side is blank or only whitespace', async () => {
    const { user, original, changed, compareButton } = setup();
    await user.type(original, 'some text');
    expect(compareButton()).toBeDisabled();
    await user.type(changed, '   {Enter}\t');
    expect(compareButton()).toBeDisabled();
    await user.type(changed, 'x');
    expect(compareButton()).toBeEnabled();
    await user.clear(original);
    expect(compareButton()).toBeDisabled();
  });

  it("reads 'Comparing...' and is disabled while comparing, then shows the changes as <del> and <ins>", async () => {
    const { user, compareButton } = setup('the quick brown fox jumps', 'the slow brown fox leaps high');
    await user.click(compareButton());
    // At least 100 ms of busy state, even for a compare that takes a millisecond.
    expect(compareButton()).toHaveTextContent('Comparing...');
    expect(compareButton()).toBeDisabled();
    expect(comparison()).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByText('3 words added, 2 words removed.')).toBe(status());
    expect(compareButton()).toHaveTextContent('Compare');
    expect(compareButton()).toBeEnabled();
    expect(comparison()).toHaveAttribute('aria-busy', 'false');
    expect(changes()).toEqual(['-[removed: quick]', '+[added: slow]', '-[removed: jumps]', '+[added: leaps high]']);
    // Unchanged text is shown as it is, between the changes.
    expect(comparison().querySelector('.whitespace-pre-wrap')).toHaveTextContent('the [removed: quick][added: slow] brown fox [removed: jumps][added: leaps high]');
  });

  it('says when the texts are identical, and when only whitespace differs (shown with visible marks)', async () => {
    const { user, changed, compareButton, paste } = setup('one two\nthree', 'one two\nthree');
    await user.click(compareButton());
    await screen.findByText('The texts are identical.');
    expect(changes()).toEqual([]);

    paste(changed, 'one  two three');
    await user.click(compareButton());
    await screen.findByText('No words changed; only spaces or line breaks differ.');
    // Read aloud: 'added: space', 'removed: line break'; seen: · and ↵.
    expect(changes()).toEqual(['+[added: ·space]', '-[removed: ↵line break]', '+[added: ·space]']);
  });

  it('keeps emoji, right-to-left text and a lone surrogate in the comparison', async () => {
    const { user, compareButton } = setup('שלום 👋🏽 עולם \uD800', 'שלום 🇫🇷 עולם \uD800');
    await user.click(compareButton());
    await screen.findByText('1 word added, 1 word removed.');
    expect(changes()).toEqual(['-[removed: 👋🏽]', '+[added: 🇫🇷]']);
  });

  it('editing either text after a compare clears the result: a comparison never stands beside texts it was not made from', async () => {
    const { user, original, changed, compareButton } = setup('a b c', 'a x c');
    await user.click(compareButton());
    await screen.findByText('1 word added, 1 word removed.');
    await user.type(changed, 'd');
    expect(status()).toHaveTextContent('');
    expect(changes()).toEqual([]);

    await user.click(compareButton());
    await screen.findByText('2 words added, 2 words removed.');
    await user.type(original, '!');
    expect(changes()).toEqual([]);
  });

  it('an edit during the 100 ms of Comparing... ends that compare: its result never shows', async () => {
    const { user, changed, compareButton } = setup('a b c', 'a x c');
    await user.click(compareButton());
    expect(compareButton()).toHaveTextContent('Comparing...');
    await user.type(changed, ' d');
    expect(compareButton()).toHaveTextContent('Compare');
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(status()).toHaveTextContent('');
    expect(changes()).toEqual([]);
  });

  it('Clear All empties both texts, the counts and the result', async () => {
    const { user, original, changed, compareButton } = setup('a b c', 'a x c');
    await user.click(compareButton());
    await screen.findByText('1 word added, 1 word removed.');
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    expect(original).toHaveValue('');
    expect(changed).toHaveValue('');
    expect(status()).toHaveTextContent('');
    expect(changes()).toEqual([]);
    expect(compareButton()).toBeDisabled();
    await expect.poll(() => original).toHaveAccessibleDescription('0 words, 0 characters');
  });

  it('says in words when the texts differ past the edit cap', async () => {
    const words = (prefix: string) => Array.from({ length: EDIT_CAP }, (_, i) => `${prefix}${i}`).join(' ');
    const { user, compareButton } = setup(words('a'), words('b'));
    await user.click(compareButton());
    const cap = EDIT_CAP.toLocaleString('en-US');
    await screen.findByText(`${cap} words added, ${cap} words removed.`);
    expect(screen.getByText(`These texts differ in more than ${cap} words, so the search for the fewest changes stopped early:`, { exact: false })).toBeInTheDocument();
  });

  it('folds long unchanged passages and says how many words it left out', async () => {
    const filler = Array.from({ length: 400 }, (_, i) => `w${i}`).join(' ');
    const { user, compareButton } = setup(`start ${filler} old ${filler} end`, `start ${filler} new ${filler} end`);
    await user.click(compareButton());
    await screen.findByText('1 word added, 1 word removed.');
    const skips = within(comparison()).getAllByText(/^… [\d,]+ unchanged words …$/);
    expect(skips.length).toBe(2);
  });
});

describe('TextDiff with a worker that answers when told', () => {
  beforeEach(() => {
    InProcessWorker.held = true;
  });

  const long = `${'word '.repeat(10_000)}end`;

  it('compares in the module worker, busy until it answers however long that takes', async () => {
    const { user, compareButton } = setup(long, `${long} more`);
    await user.click(compareButton());
    const [worker] = InProcessWorker.all;
    expect(worker!.url?.pathname).toMatch(/\/text-diff\.worker\.ts$/);
    expect(worker!.inputs).toEqual([{ original: long, changed: `${long} more` }]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    // Still busy past the 100 ms: the work is not done.
    expect(compareButton()).toHaveTextContent('Comparing...');
    await act(async () => worker!.release());
    expect(await screen.findByText('1 word added, 0 words removed.')).toBe(status());
    expect(changes()).toEqual(['+[added:  more]']);
  });

  it('a paste while a compare runs ends it: the newer input wins and the stale result never shows', async () => {
    const { user, changed, compareButton, paste } = setup(long, `${long} one`);
    await user.click(compareButton());
    const [stale] = InProcessWorker.all;
    paste(changed, `${long} two three`);
    expect(stale!.terminated).toBe(true);
    expect(compareButton()).toHaveTextContent('Compare');
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    await act(async () => stale!.release());
    expect(status()).toHaveTextContent('');

    await user.click(compareButton());
    const [, fresh] = InProcessWorker.all;
    expect(fresh!.inputs).toEqual([{ original: long, changed: `${long} two three` }]);
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    await act(async () => fresh!.release());
    expect(await screen.findByText('2 words added, 0 words removed.')).toBe(status());
  });

  it('a worker that fails shows its message as an Error notice', async () => {
    const { user, compareButton } = setup(long, `${long}!`);
    await user.click(compareButton());
    const [worker] = InProcessWorker.all;
    await act(async () => worker!.onmessage?.({ data: { ok: false, message: 'Out of memory' } }));
    const region = within(await screen.findByRole('region', { name: /Notifications/ }, { timeout: 5000 }));
    expect(await region.findByText('Error')).toBeInTheDocument();
    expect(region.getByText('Out of memory')).toBeInTheDocument();
    expect(status()).toHaveTextContent('');
  });
});

describe('TextDiff in a browser without module workers', () => {
  it('says so in an Error notice instead of comparing on the page', async () => {
    vi.stubGlobal('Worker', undefined);
    const { user, compareButton } = setup('a b', 'a c');
    await user.click(compareButton());
    const region = within(await screen.findByRole('region', { name: /Notifications/ }, { timeout: 5000 }));
    expect(await region.findByText('This browser cannot compare texts in the background. Please try a current browser.')).toBeInTheDocument();
    expect(status()).toHaveTextContent('');
  });
});
