import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countCharacters, countWords, isWhitespaceCode, textStats } from './logic';

// The definitions, written the slow and obvious way.
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
function referenceCharacters(text: string): number {
  let n = 0;
  for (const { segment } of segmenter.segment(text)) if (!/^\s+$/u.test(segment)) n++;
  return n;
}
function referenceWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
}

describe('isWhitespaceCode', () => {
  it("is exactly JavaScript's \\s over every UTF-16 code unit", () => {
    const mismatches: string[] = [];
    for (let code = 0; code <= 0xffff; code++)
      if (isWhitespaceCode(code) !== /\s/u.test(String.fromCharCode(code))) mismatches.push(`U+${code.toString(16)}`);
    expect(mismatches).toEqual([]);
  });
});

describe('countWords', () => {
  it.each([
    ['', 0],
    ['   \n\t ', 0],
    ['hello', 1],
    ['hello world', 2],
    ['  hello   world \n', 2],
    ['one\ttwo\nthree\r\nfour', 4],
    ['no\u00a0break\u3000ideographic\u2028line', 4],
    ['zero\u200bwidth', 1],
    ["don't stop-believing, ok?", 3],
    ['👍🏽 e\u0301 🇫🇷', 3],
    ['日本語のテキスト', 1],
  ])('%j has %i words', (text, words) => {
    expect(countWords(text)).toBe(words);
  });
});

describe('countCharacters', () => {
  it.each([
    ['', 0],
    [' \t\r\n\u00a0\u3000\ufeff', 0],
    ['hello world', 10],
    ['  hello   world \n', 10],
    // One user-perceived character each.
    ['👍🏽', 1],
    ['e\u0301', 1],
    ['🇫🇷', 1],
    ['👨‍👩‍👧‍👦', 1],
    ['#\ufe0f\u20e3', 1],
    ['각', 1],
    ['\u1100\u1161\u11a8', 1],
    // A mark after a space makes a visible character, which counts.
    [' \u0301', 1],
    // Invisible but not whitespace: zero-width space, word joiner, Hangul Filler.
    ['a\u200bb\u2060c\u3164', 6],
    // A lone surrogate is one (broken) character, never a crash.
    ['\ud800', 1],
    ['a\r\nb', 2],
  ])('%j has %i characters', (text, characters) => {
    expect(countCharacters(text)).toBe(characters);
  });

  it('joins a combining mark to the ASCII letter before it, and a prepended mark to the ASCII after it', () => {
    expect(countCharacters('cafe\u0301 cre\u0300me')).toBe(9);
    expect(countCharacters('\u06001')).toBe(referenceCharacters('\u06001'));
    expect(countCharacters('a\u0301\u0302b')).toBe(2);
  });

  it('matches the segmenter on scripts with clusters of several code points', () => {
    for (const text of ['नमस्ते दुनिया', 'สวัสดีครับ', 'மொழி', '한국어 텍스트', 'مرحبا بالعالم', 'Привет, мир!', 'ẞ ǅ ﬁ'])
      expect(countCharacters(text), text).toBe(referenceCharacters(text));
  });
});

describe('textStats', () => {
  it('gives both counters', () => {
    expect(textStats('')).toEqual({ words: 0, characters: 0 });
    expect(textStats('The quick 🦊 jumps.')).toEqual({ words: 4, characters: 15 });
  });

  it('counts a 10 MB paste', () => {
    const sentence = 'The quick brown fox 🦊 jumps over the lazy dog, café crème 👍🏽.\n';
    const repeats = Math.ceil(10_000_000 / new TextEncoder().encode(sentence).length);
    const expected = textStats(sentence);
    expect(textStats(sentence.repeat(repeats))).toEqual({
      words: expected.words * repeats,
      characters: expected.characters * repeats,
    });
  });

  it('throws a clear error for anything but a string', () => {
    expect(() => textStats(null as unknown as string)).toThrow('Expected text as a string, got null');
    expect(() => countWords(42 as unknown as string)).toThrow('Expected text as a string, got number');
    expect(() => countCharacters(undefined as unknown as string)).toThrow('Expected text as a string, got undefined');
  });
});

// Characters whose cluster rules reach across their neighbours: marks, joiners, prepends, regional
// indicators, Hangul jamo, Indic conjuncts, emoji modifiers and tags, CR LF, plus whitespace of every kind.
const tricky = [
  ...'ae1#* .\r\n\t',
  '\u0301', '\u0308', '\u20e3', '\u200c', '\u200d', '\ufe0f', '\u034f',
  '👍', '\u{1f3fd}', '👨', '👩', '❤', '©', '\u{1f1eb}', '\u{1f1f7}', '\u{e0067}', '\u{e007f}',
  '\u0600', '\u06dd', '\u0d4e', '\u{110bd}',
  'क', 'ष', '\u094d', '\u093f', '\u0e33', 'ส',
  '\u1100', '\u1161', '\u11a8', '가', '각',
  '\u00a0', '\u3000', '\u2028', '\u2029', '\ufeff', '\u200b', '\u2060', '\u3164', '\uff9e',
  '\ud800', '\udc00',
];
const trickyText = fc.array(fc.constantFrom(...tricky), { maxLength: 40 }).map((cs) => cs.join(''));
// Any code point of any plane, lone surrogates included, with plenty of ASCII beside them.
const anyChar = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.string({ unit: 'binary-ascii', minLength: 1, maxLength: 1 }),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
);
const anyText = fc.array(anyChar, { maxLength: 60 }).map((cs) => cs.join(''));

describe('properties', () => {
  it('characters equal a whole-string Intl.Segmenter count, for any text of any plane', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(countCharacters(text)).toBe(referenceCharacters(text));
      }),
      { numRuns: 1000 },
    );
  });

  it('characters equal the segmenter count where cluster rules cross ASCII neighbours', () => {
    fc.assert(
      fc.property(trickyText, (text) => {
        expect(countCharacters(text)).toBe(referenceCharacters(text));
      }),
      { numRuns: 3000 },
    );
  });

  it('words equal trim-and-split, for any text', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, trickyText), (text) => {
        expect(countWords(text)).toBe(referenceWords(text));
      }),
      { numRuns: 1000 },
    );
  });

  it('whitespace between texts adds their counts', () => {
    const plainText = fc.string({ unit: fc.constantFrom(...'ab é🦊 \n\t'), maxLength: 30 });
    fc.assert(
      fc.property(plainText, plainText, fc.constantFrom(' ', '\n', '\t', '\u00a0'), (a, b, space) => {
        const joined = textStats(a + space + b);
        expect(joined.words).toBe(countWords(a) + countWords(b));
        expect(joined.characters).toBe(countCharacters(a) + countCharacters(b));
      }),
    );
  });
});
