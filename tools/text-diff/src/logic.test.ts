import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONTEXT_CHARS,
  EDIT_CAP,
  MAX_SHOWN_CHARS,
  MAX_SHOWN_PIECES,
  compareTexts,
  diffTexts,
  textStats,
  viewDiff,
  type DiffSegment,
  type TextDiff,
} from './logic';

/** The text a side rebuilds from the segments: equal + delete for the original, equal + insert for the changed text. */
const rebuild = (segments: DiffSegment[], side: 'delete' | 'insert') =>
  segments
    .filter((s) => s.type === 'equal' || s.type === side)
    .map((s) => s.text)
    .join('');

const words = (text: string) => text.split(/\s+/).filter((w) => w !== '');
const wordsIn = (segments: DiffSegment[], type: DiffSegment['type']) =>
  segments.filter((s) => s.type === type).reduce((sum, s) => sum + words(s.text).length, 0);

/** Words deleted plus inserted by a shortest script: n + m - 2 × LCS, by the O(n·m) table. */
function lcsChangedWords(original: string, changed: string): number {
  const a = words(original);
  const b = words(changed);
  let row = new Array<number>(b.length + 1).fill(0);
  for (const word of a) {
    const next = [0];
    for (let j = 1; j <= b.length; j++) next[j] = word === b[j - 1] ? row[j - 1]! + 1 : Math.max(row[j]!, next[j - 1]!);
    row = next;
  }
  return a.length + b.length - 2 * row[b.length]!;
}

/**
 * The older site's comparison: walk both word lists; on a mismatch look up to 4 words ahead on either
 * side for a resynchronisation, else replace one word by the other. Returns its segments (words only).
 */
function greedyLookAhead(original: string, changed: string): { segments: DiffSegment[]; changedWords: number } {
  const a = words(original);
  const b = words(changed);
  const segments: DiffSegment[] = [];
  let i = 0;
  let j = 0;
  let changedWords = 0;
  const push = (type: DiffSegment['type'], list: string[]) => {
    segments.push(...list.map((text) => ({ type, text })));
    if (type !== 'equal') changedWords += list.length;
  };
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      push('equal', [a[i++]!]);
      j++;
      continue;
    }
    const inB = b.slice(j + 1, j + 5).indexOf(a[i]!);
    const inA = a.slice(i + 1, i + 5).indexOf(b[j]!);
    if (i < a.length && inB >= 0) {
      push('insert', b.slice(j, j + 1 + inB));
      j += 1 + inB;
    } else if (j < b.length && inA >= 0) {
      push('delete', a.slice(i, i + 1 + inA));
      i += 1 + inA;
    } else {
      if (i < a.length) push('delete', [a[i++]!]);
      if (j < b.length) push('insert', [b[j++]!]);
    }
  }
  return { segments, changedWords };
}

function expectExact(original: string, changed: string, diff: TextDiff) {
  expect(rebuild(diff.segments, 'delete')).toBe(original);
  expect(rebuild(diff.segments, 'insert')).toBe(changed);
  expect(diff.segments.every((s) => s.text !== '')).toBe(true);
  expect(wordsIn(diff.segments, 'delete')).toBe(diff.removed);
  expect(wordsIn(diff.segments, 'insert')).toBe(diff.added);
}

describe('diffTexts', () => {
  it('marks a replaced word as deleted then inserted, whitespace kept around it', () => {
    expect(diffTexts('the quick brown fox', 'the slow brown fox')).toEqual({
      segments: [
        { type: 'equal', text: 'the ' },
        { type: 'delete', text: 'quick' },
        { type: 'insert', text: 'slow' },
        { type: 'equal', text: ' brown fox' },
      ],
      added: 1,
      removed: 1,
      minimal: true,
    });
  });

  it('finds added and removed words anywhere, start and end included', () => {
    const { segments, added, removed } = diffTexts('one two three four', 'zero one three four five');
    expect(segments).toEqual([
      { type: 'insert', text: 'zero ' },
      { type: 'equal', text: 'one ' },
      { type: 'delete', text: 'two ' },
      { type: 'equal', text: 'three four' },
      { type: 'insert', text: ' five' },
    ]);
    expect([added, removed]).toEqual([2, 1]);
  });

  it('finds the fewest changes where a 4-word look-ahead would not', () => {
    const original = 'a b c d e f g h';
    const changed = 'x y z w v a b c d e f g h';
    expect(diffTexts(original, changed)).toMatchObject({ added: 5, removed: 0 });
    expect(greedyLookAhead(original, changed).changedWords).toBe(21);
  });

  it('gives one whole segment for identical texts, and nothing for two empty ones', () => {
    expect(diffTexts('same\ttext\n', 'same\ttext\n')).toEqual({
      segments: [{ type: 'equal', text: 'same\ttext\n' }],
      added: 0,
      removed: 0,
      minimal: true,
    });
    expect(diffTexts('', '')).toEqual({ segments: [], added: 0, removed: 0, minimal: true });
  });

  it('compares against an empty or blank side', () => {
    expect(diffTexts('', 'new words')).toMatchObject({ segments: [{ type: 'insert', text: 'new words' }], added: 2 });
    expect(diffTexts('old words\n', '  ')).toMatchObject({
      segments: [
        { type: 'delete', text: 'old words\n' },
        { type: 'insert', text: '  ' },
      ],
      removed: 2,
      added: 0,
    });
  });

  it('keeps words equal when only the whitespace between them changed, and shows that whitespace as replaced', () => {
    const diff = diffTexts('one  two\r\nthree', 'one two\nthree');
    expect(diff.segments).toEqual([
      { type: 'equal', text: 'one ' },
      { type: 'delete', text: ' ' },
      { type: 'equal', text: 'two' },
      { type: 'delete', text: '\r' },
      { type: 'equal', text: '\nthree' },
    ]);
    expect([diff.added, diff.removed]).toEqual([0, 0]);
  });

  it('keeps emoji, lone surrogates, right-to-left text and CRLF exactly', () => {
    const original = 'שלום 👋🏽 \uD800 עולם\r\nمرحبا';
    const changed = 'שלום 🇫🇷 \uD800 עולם\r\nمرحبا \uDC00';
    const diff = diffTexts(original, changed);
    expectExact(original, changed, diff);
    expect(diff.segments.filter((s) => s.type !== 'equal')).toEqual([
      { type: 'delete', text: '👋🏽' },
      { type: 'insert', text: '🇫🇷' },
      { type: 'insert', text: ' \uDC00' },
    ]);
  });

  it('treats every JavaScript whitespace as a separator: no-break space, ideographic space, U+2028', () => {
    const diff = diffTexts('a\u00a0b\u3000c\u2028d', 'a\u00a0x\u3000c\u2028d');
    expect(diff).toMatchObject({ added: 1, removed: 1 });
    expect(diff.segments[0]).toEqual({ type: 'equal', text: 'a\u00a0' });
  });

  it('compares words exactly: case, accents and punctuation make a different word', () => {
    expect(diffTexts('Café, crème.', 'cafe, crème')).toMatchObject({ added: 2, removed: 2 });
  });

  it('refuses anything but text', () => {
    expect(() => diffTexts(null as unknown as string, '')).toThrow('Expected the original text as a string, got null');
    expect(() => diffTexts('', 3 as unknown as string)).toThrow('Expected the changed text as a string, got number');
  });

  it('documents its edit cap', () => {
    expect(EDIT_CAP).toBe(2_000);
  });

  it('stays minimal up to the edit cap, and past it stays exact and says it may not be', () => {
    const original = Array.from({ length: 12 }, (_, i) => `w${i}`).join(' ');
    const changed = Array.from({ length: 12 }, (_, i) => `v${i}`).join(' ');
    // 24 words differ: a cap of 24 still finds the shortest script, a cap of 4 gives up.
    expect(diffTexts(original, changed, { editCap: 24 })).toMatchObject({ added: 12, removed: 12, minimal: true });
    const capped = diffTexts(original, changed, { editCap: 4 });
    expectExact(original, changed, capped);
    expect(capped.minimal).toBe(false);
  });

  it('finishes two unrelated texts longer than the cap allows to search fully', () => {
    const original = Array.from({ length: 2000 }, (_, i) => `a${i % 97}`).join(' ');
    const changed = Array.from({ length: 2000 }, (_, i) => `a${(i * 7) % 89}`).join('\n');
    const diff = diffTexts(original, changed);
    expectExact(original, changed, diff);
    expect(diff.minimal).toBe(false);
    expect(diff.added + diff.removed).toBeGreaterThanOrEqual(lcsChangedWords(original, changed));
  });
});

// Words from a small vocabulary, so texts share many words and the diff has real choices to make.
const vocabulary = ['a', 'b', 'c', 'the', 'The', 'שלום', 'مرحبا', '👋🏽', '🇫🇷', '\uD800', '\uDC00x', 'e\u0301', 'x\u200d'];
/** Any UTF-16 code units: lone surrogates, pairs (emoji), every kind of whitespace and control character. */
const anyUtf16 = fc.array(fc.nat(0xffff), { maxLength: 40 }).map((codes) => String.fromCharCode(...codes));
const space = fc.constantFrom(' ', '  ', '\n', '\r\n', '\t', '\u00a0', '\u3000', ' \n ');
const wordText = (maxWords: number) =>
  fc
    .tuple(fc.option(space, { nil: '' }), fc.array(fc.tuple(fc.constantFrom(...vocabulary), space), { maxLength: maxWords }), fc.option(space, { nil: '' }))
    .map(([lead, pairs, end]) => lead + pairs.map(([w, s]) => w + s).join('').trimEnd() + end);
/** A second text made from the first by deleting, inserting and replacing words, so the two stay close. */
const editedPair = fc
  .tuple(fc.array(fc.constantFrom(...vocabulary), { maxLength: 50 }), fc.array(fc.tuple(fc.nat(60), fc.constantFrom(...vocabulary), fc.nat(2)), { maxLength: 12 }))
  .map(([list, edits]) => {
    const changed = [...list];
    for (const [at, word, kind] of edits) {
      const i = at % (changed.length + 1);
      if (kind === 0) changed.splice(i, 1);
      else if (kind === 1) changed.splice(i, 0, word);
      else changed[i] = word;
    }
    return [list.join(' '), changed.join(' ')] as const;
  });

/** A text and a copy edited as text (not word by word): pieces cut out and put in anywhere, even inside words or whitespace. */
const textEditedPair = fc
  .tuple(wordText(50), fc.array(fc.tuple(fc.nat(400), fc.nat(6), fc.oneof(wordText(3), space)), { maxLength: 6 }))
  .map(([text, edits]) => {
    let copy = text;
    for (const [at, cut, put] of edits) {
      const i = at % (copy.length + 1);
      copy = copy.slice(0, i) + put + copy.slice(i + cut);
    }
    return [text, copy] as const;
  });

describe('properties', () => {
  it('the segments rebuild both texts, for any strings (emoji, lone surrogates, RTL, CRLF)', () => {
    fc.assert(
      fc.property(fc.oneof(anyUtf16, wordText(30)), fc.oneof(anyUtf16, wordText(30)), (original, changed) => {
        expectExact(original, changed, diffTexts(original, changed));
      }),
      { numRuns: 500 },
    );
  });

  it('on up to 50 words, the changed-word count equals the LCS reference and never exceeds the greedy look-ahead', () => {
    fc.assert(
      fc.property(fc.oneof(fc.tuple(wordText(50), wordText(50)), editedPair, textEditedPair), ([original, changed]) => {
        const diff = diffTexts(original, changed);
        expectExact(original, changed, diff);
        expect(diff.added + diff.removed).toBe(lcsChangedWords(original, changed));
        expect(diff.minimal).toBe(true);
        const greedy = greedyLookAhead(original, changed);
        // The reference is a real script too: its words rebuild both texts' words.
        const side = (type: 'delete' | 'insert') => greedy.segments.filter((s) => s.type === 'equal' || s.type === type).map((s) => s.text);
        expect(side('delete')).toEqual(words(original));
        expect(side('insert')).toEqual(words(changed));
        expect(diff.added + diff.removed).toBeLessThanOrEqual(greedy.changedWords);
      }),
      { numRuns: 1000 },
    );
  });

  it('with a small edit cap: always exact, minimal whenever the texts differ by no more than the cap, never below the LCS', () => {
    fc.assert(
      fc.property(fc.oneof(fc.tuple(wordText(40), wordText(40)), editedPair, textEditedPair), fc.integer({ min: 1, max: 12 }), ([original, changed], editCap) => {
        const diff = diffTexts(original, changed, { editCap });
        expectExact(original, changed, diff);
        const shortest = lcsChangedWords(original, changed);
        expect(diff.added + diff.removed).toBeGreaterThanOrEqual(shortest);
        if (diff.minimal) expect(diff.added + diff.removed).toBe(shortest);
        if (shortest <= editCap) expect(diff.minimal).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('a change never starts or ends with whitespace that both its sides share', () => {
    fc.assert(
      fc.property(wordText(30), wordText(30), (original, changed) => {
        const { segments } = diffTexts(original, changed);
        segments.forEach((segment, i) => {
          if (segment.type !== 'delete') return;
          const next = segments[i + 1];
          if (next?.type !== 'insert') return;
          const [d, n] = [segment.text, next.text];
          expect(d[0] === n[0] && /\s/.test(d[0]!)).toBe(false);
          expect(d.at(-1) === n.at(-1) && /\s/.test(d.at(-1)!)).toBe(false);
        });
      }),
    );
  });
});

describe('textStats', () => {
  it('counts whitespace-separated words and the characters a reader sees, spaces included', () => {
    expect(textStats('')).toEqual({ words: 0, characters: 0 });
    expect(textStats('  héllo  wörld\n')).toEqual({ words: 2, characters: 15 });
    expect(textStats('👍🏽 🇫🇷 e\u0301')).toEqual({ words: 3, characters: 5 });
  });
});

describe('viewDiff', () => {
  const long = (prefix: string, count: number) => Array.from({ length: count }, (_, i) => `${prefix}${i}`).join(' ');

  it('shows a short comparison whole', () => {
    const view = compareTexts({ original: 'a b c', changed: 'a x c' });
    expect(view).toEqual({
      pieces: [
        { type: 'equal', text: 'a ' },
        { type: 'delete', text: 'b' },
        { type: 'insert', text: 'x' },
        { type: 'equal', text: ' c' },
      ],
      added: 1,
      removed: 1,
      minimal: true,
      hiddenChanges: 0,
      identical: false,
    });
  });

  it('folds long unchanged text to the context around each change, counting the words left out', () => {
    const before = long('s', 200);
    const middle = long('m', 300);
    const after = long('e', 200);
    const view = compareTexts({ original: `${before} old ${middle} gone ${after}`, changed: `${before} new ${middle} ${after}` });
    const types = view.pieces.map((p) => p.type);
    expect(types).toEqual(['skip', 'equal', 'delete', 'insert', 'equal', 'skip', 'equal', 'delete', 'equal', 'skip']);
    for (const piece of view.pieces) if (piece.type === 'equal') expect(piece.text.length).toBeLessThanOrEqual(CONTEXT_CHARS);
    // Every word of the equal text is either shown or counted in a skip.
    const shownWords = view.pieces.filter((p) => p.type === 'equal').reduce((sum, p) => sum + words((p as DiffSegment).text).length, 0);
    const skipped = view.pieces.reduce((sum, p) => sum + (p.type === 'skip' ? p.words : 0), 0);
    expect(shownWords + skipped).toBe(700);
    // Cuts fall between words.
    expect(view.pieces[1]).toMatchObject({ text: expect.stringMatching(/^s\d+ .* $/) });
  });

  it('says when the texts are identical', () => {
    expect(compareTexts({ original: 'same', changed: 'same' })).toMatchObject({ identical: true, pieces: [{ type: 'equal', text: 'same' }] });
    expect(compareTexts({ original: 'same', changed: 'same ' }).identical).toBe(false);
  });

  it('stops after MAX_SHOWN_CHARS and counts the changes it leaves out', () => {
    const original = long('a', 30_000);
    const changed = original.replace(/a(\d*)5 /g, 'b$15 ');
    const diff = diffTexts(original, changed);
    const view = viewDiff(diff);
    const shown = view.pieces.reduce((sum, p) => sum + (p.type === 'skip' ? 0 : p.text.length), 0);
    expect(shown).toBeLessThanOrEqual(MAX_SHOWN_CHARS + CONTEXT_CHARS);
    expect(view.pieces.length).toBeLessThanOrEqual(MAX_SHOWN_PIECES);
    const shownChanges = view.pieces.filter((p, i) => p.type === 'delete' && view.pieces[i - 1]?.type !== 'insert').length;
    expect(shownChanges + view.hiddenChanges).toBe(3000);
    expect(view.hiddenChanges).toBeGreaterThan(0);
    expect([view.added, view.removed]).toEqual([3000, 3000]);
  });

  it('never cuts a surrogate pair in two', () => {
    const emoji = '😀'.repeat(40_000);
    const view = compareTexts({ original: 'x', changed: emoji });
    // The deleted 'x' takes one character of the room, so the cut falls inside a pair and steps back before it.
    const insert = view.pieces.find((p) => p.type === 'insert') as DiffSegment;
    expect(insert.text.length).toBe(MAX_SHOWN_CHARS - 2);
    expect(insert.text === '😀'.repeat(MAX_SHOWN_CHARS / 2 - 1)).toBe(true);
  });
});
