import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkPlagiarism,
  countComparedWords,
  countWords,
  coveredWords,
  distinctiveSentences,
  EMPTY_MESSAGE,
  fingerprintText,
  gramHashes,
  GUARANTEED_RUN,
  indexSource,
  MATCHED_TEXT_LIMIT,
  originalityBand,
  percentOf,
  quote,
  splitWords,
  textProblem,
  TOO_FEW_WORDS_MESSAGE,
  winnow,
  wordKey,
  WINDOW,
} from './logic';

const sentence = (n: number, prefix = 'w') => Array.from({ length: n }, (_, i) => `${prefix}${i}`).join(' ');

/** Words from a vocabulary big enough that unrelated texts share no 5-word run by chance. */
const wordArb = fc.stringMatching(/^[a-z]{3,8}$/);
const wordsArb = (min: number, max: number) => fc.array(wordArb, { minLength: min, maxLength: max });
/** Separators between words: spaces, line breaks, punctuation that keys ignore. */
const glueArb = fc.constantFrom(' ', '  ', '\n', ', ', '. ', ' — ', '\t');
const join = (words: string[], glue: string[]) => words.map((word, i) => (i === 0 ? word : `${glue[i % glue.length] ?? ' '}${word}`)).join('');

describe('words', () => {
  it('splits on whitespace, keeps offsets, and ignores punctuation-only tokens', () => {
    const text = '  Hello, WORLD — again!\n';
    expect(splitWords(text)).toEqual([
      { key: 'hello', start: 2, end: 8 },
      { key: 'world', start: 9, end: 14 },
      { key: 'again', start: 17, end: 23 },
    ]);
  });

  it('normalises keys: NFKC, full case folding, punctuation removed', () => {
    expect(wordKey('ＨＥＬＬＯ')).toBe('hello');
    expect(wordKey('ﬁnal')).toBe('final');
    expect(wordKey('Straße')).toBe(wordKey('STRASSE'));
    expect(wordKey('ΟΔΟΣ')).toBe(wordKey('οδος'));
    expect(wordKey('«don’t»')).toBe('dont');
    expect(wordKey('e\u0301')).toBe('é');
    expect(wordKey('—')).toBe('');
  });

  it('gives ASCII tokens the same key by its fast path as by the general one', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\x21-\x7e]{1,12}$/), (token) => {
        const general = wordKey(`${token}é`).slice(0, -1);
        expect(wordKey(token)).toBe(general);
      }),
    );
  });

  it.each([
    ['emoji', '👋🏽 🇫🇷 ❤️ 👨‍👩‍👧 😀', 5, 5],
    ['Arabic', 'مرحبا بالعالم هذا نص عربي', 5, 5],
    ['Hebrew with punctuation', 'שלום, עולם! זה טקסט.', 4, 4],
    ['mixed, with a dash standing alone', 'Hello 👋 مرحبا — שלום', 5, 4],
    ['no-break and ideographic spaces', 'a\u00a0b\u3000c\u2003d', 4, 4],
    ['punctuation only', ' — ! ... ', 3, 0],
  ])('counts %s words right: space-separated, then compared', (_name, text, spaceSeparated, compared) => {
    expect(countWords(text)).toBe(spaceSeparated);
    expect(countComparedWords(text)).toBe(compared);
    expect(splitWords(text)).toHaveLength(compared);
  });

  it('counts words as Word Count does: whitespace-separated tokens of the trimmed text', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', 'é', '—', '!', '😀', ' ', '\n', '\t', '\u00a0', '\u3000'), maxLength: 60 }), (text) => {
        const trimmed = text.trim();
        expect(countWords(text)).toBe(trimmed === '' ? 0 : trimmed.split(/\s+/).length);
        expect(countComparedWords(text)).toBeLessThanOrEqual(countWords(text));
      }),
    );
  });

  it('refuses an empty text and one under 10 words with their messages', () => {
    expect(textProblem('')).toBe(EMPTY_MESSAGE);
    expect(textProblem(' \n\t ')).toBe(EMPTY_MESSAGE);
    expect(textProblem(sentence(9))).toBe(TOO_FEW_WORDS_MESSAGE);
    expect(textProblem(sentence(10))).toBeUndefined();
    // "fewer than 10 space-separated words": a dash standing alone is one of them.
    expect(textProblem('a b c d e f g h i —')).toBeUndefined();
    expect(textProblem('a b c d e f g h —')).toBe(TOO_FEW_WORDS_MESSAGE);
    expect(textProblem(`${sentence(8)} — !`)).toBeUndefined();
    expect(textProblem('😀 '.repeat(10))).toBeUndefined();
  });
});

describe('winnowing', () => {
  it('picks the smallest hash of every window, rightmost of equals, once each', () => {
    expect(winnow([5, 3, 4, 1, 2, 6, 7, 8])).toEqual([3, 4]);
    expect(winnow([2, 2, 2, 2, 2])).toEqual([3, 4]);
    expect(winnow([9, 8])).toEqual([1]);
    expect(winnow([])).toEqual([]);
  });

  it('leaves no window of WINDOW hashes without a fingerprint', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { minLength: WINDOW, maxLength: 60 }), (hashes) => {
        const selected = new Set(winnow(hashes));
        for (let start = 0; start + WINDOW <= hashes.length; start++) {
          expect([0, 1, 2, 3].some((offset) => selected.has(start + offset))).toBe(true);
        }
      }),
    );
  });

  it('hashes 5-grams by their words, not their spelling', () => {
    expect(gramHashes(splitWords('One, two THREE four five'))).toEqual(gramHashes(splitWords('one two three four five.')));
    expect(gramHashes(splitWords('one two three four five'))).not.toEqual(gramHashes(splitWords('one two three four six')));
    expect(gramHashes(splitWords('one two three four'))).toEqual([]);
  });
});

describe('checkPlagiarism', () => {
  it('finds a text in itself: 0% original, one 100% match covering everything', () => {
    fc.assert(
      fc.property(wordsArb(10, 120), fc.array(glueArb, { minLength: 1, maxLength: 5 }), (words, glue) => {
        const text = join(words, glue);
        const report = checkPlagiarism(text, [{ name: 'Itself', text }]);
        expect(report.originalityScore).toBe(0);
        expect(report.totalWords).toBe(words.length);
        expect(report.matches).toHaveLength(1);
        expect(report.matches[0]).toMatchObject({ source: 'Itself', similarity: 100 });
        expect(report.highlights).toEqual([{ start: 0, end: text.length }]);
      }),
    );
  });

  it(`always finds an inserted copied run of ${GUARANTEED_RUN} or more words, whole`, () => {
    fc.assert(
      fc.property(
        wordsArb(0, 60),
        wordsArb(0, 60),
        wordsArb(GUARANTEED_RUN, 40),
        wordsArb(0, 60),
        wordsArb(0, 60),
        (before, after, copied, sourceBefore, sourceAfter) => {
          // Distinct prefixes keep the surrounding words from matching by chance.
          const mine = (words: string[]) => words.map((word) => `m${word}`);
          const theirs = (words: string[]) => words.map((word) => `t${word}`);
          const text = [...mine(before), ...copied, ...mine(after)].join(' ');
          const source = [...theirs(sourceBefore), ...copied, ...theirs(sourceAfter)].join(' ');
          const report = checkPlagiarism(text, [{ name: 'Source', text: source }]);
          expect(report.matches).toHaveLength(1);
          const start = before.length === 0 ? 0 : mine(before).join(' ').length + 1;
          expect(report.highlights).toContainEqual({ start, end: start + copied.join(' ').length });
        },
      ),
    );
  });

  it('gives disjoint texts 100% originality and no matches', () => {
    fc.assert(
      fc.property(wordsArb(10, 100), wordsArb(0, 100), (words, other) => {
        const text = words.map((word) => `a${word}`).join(' ');
        const source = other.map((word) => `b${word}`).join(' ');
        const report = checkPlagiarism(text, [{ name: 'Other', text: source }]);
        expect(report).toMatchObject({ originalityScore: 100, matches: [], highlights: [], checkedSources: 1 });
      }),
    );
  });

  it('gives ranges that always slice to exactly the matched words', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(wordArb, fc.constantFrom('😀', 'مرحبا', 'שלום', 'Ｆｕｌｌ', '—', 'e\u0301')), { minLength: 10, maxLength: 80 }),
        fc.array(glueArb, { minLength: 1, maxLength: 4 }),
        fc.array(fc.tuple(fc.nat(), fc.nat({ max: 20 })), { maxLength: 3 }),
        (words, glue, slices) => {
          const text = join(words, glue);
          // Sources made of pieces of the text, so there are matches to check.
          const sources = slices.map(([from, length], i) => ({ name: `S${i}`, text: words.slice(from % words.length, (from % words.length) + length).join(' ') }));
          const report = checkPlagiarism(text, sources);
          const doc = fingerprintText(text);
          const ranges = [...report.highlights, ...report.matches.flatMap((match) => match.ranges)];
          for (const range of ranges) {
            const sliced = text.slice(range.start, range.end);
            const inside = doc.words.filter((word) => word.start >= range.start && word.end <= range.end);
            expect(splitWords(sliced).map((word) => word.key)).toEqual(inside.map((word) => word.key));
            expect(inside[0]?.start).toBe(range.start);
            expect(inside.at(-1)?.end).toBe(range.end);
          }
          for (let i = 1; i < report.highlights.length; i++) expect(report.highlights[i]!.start).toBeGreaterThan(report.highlights[i - 1]!.end);
        },
      ),
    );
  });

  it('scores a half-copied text, names each source and quotes the longest passage', () => {
    const original = sentence(20, 'mine');
    const copied = sentence(20, 'copied');
    const text = `${copied} ${original}`;
    const report = checkPlagiarism(text, [
      { name: 'Source 1 (pasted text)', text: `unrelated words here ${copied} and more` },
      { name: 'https://example.test/', text: sentence(50, 'other') },
      { name: 'Source 3 (pasted text)', text: sentence(8, 'copied') },
    ]);
    expect(report).toMatchObject({ originalityScore: 50, totalWords: 40, checkedSources: 3 });
    expect(report.matches).toEqual([
      { source: 'Source 1 (pasted text)', similarity: 50, matchedText: copied, ranges: [{ start: 0, end: copied.length }] },
      { source: 'Source 3 (pasted text)', similarity: 20, matchedText: sentence(8, 'copied'), ranges: [{ start: 0, end: sentence(8, 'copied').length }] },
    ]);
  });

  it('stays linear on repetitive texts', () => {
    const text = 'the '.repeat(20_000);
    const report = checkPlagiarism(text, [{ name: 'Same', text: 'the '.repeat(20_000) }]);
    expect(report.originalityScore).toBe(0);
    expect(coveredWords(fingerprintText('a b c d e f g h'), indexSource('x y z')).every((flag) => flag === 0)).toBe(true);
  });
});

describe('report helpers', () => {
  it('says 0% and 100% only when exact', () => {
    expect(percentOf(0, 10)).toBe(0);
    expect(percentOf(1, 1000)).toBe(1);
    expect(percentOf(999, 1000)).toBe(99);
    expect(percentOf(10, 10)).toBe(100);
    expect(percentOf(1, 3)).toBe(33);
  });

  it('names the score bands', () => {
    expect([100, 90, 89, 70, 69, 0].map((score) => originalityBand(score).label)).toEqual(['Excellent', 'Excellent', 'Good', 'Good', 'Needs Review', 'Needs Review']);
  });

  it('cuts long quotes at a word', () => {
    const long = sentence(200);
    const quoted = quote(long);
    expect(quoted.endsWith('…')).toBe(true);
    expect(quoted.length).toBeLessThanOrEqual(MATCHED_TEXT_LIMIT + 1);
    expect(long.startsWith(quoted.slice(0, -1))).toBe(true);
    expect(quote(' a\n b ')).toBe('a b');
  });

  it('picks the sentences with the rarest long words as search queries', () => {
    const text =
      'The cat sat on the mat and the cat was happy. ' +
      'Quantum chromodynamics describes strongly interacting quarks and gluons precisely. ' +
      'Too short here. ' +
      'The cat and the mat and the cat again were there.';
    expect(distinctiveSentences(text, 2)).toEqual([
      'Quantum chromodynamics describes strongly interacting quarks and gluons precisely.',
      // again, were, there (1 each) outweigh happy; cat and mat are too short to count.
      'The cat and the mat and the cat again were there.',
    ]);
    expect(distinctiveSentences('short one.', 3)).toEqual([]);
  });
});
