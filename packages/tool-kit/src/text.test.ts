import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countGraphemes, countText, countWords, decodeUtf8, formatCount, isWellFormed, isWhitespaceCode } from './text';

// The definitions, written the slow and obvious way.
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
function referenceGraphemes(text: string, skipWhitespace = false): number {
  let n = 0;
  for (const { segment } of segmenter.segment(text)) if (!skipWhitespace || !/^\s+$/u.test(segment)) n++;
  return n;
}
function referenceWords(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : trimmed.split(/\s+/u).length;
}
const nonBlank = (text: string) => countGraphemes(text, { skipWhitespace: true });

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

describe('countGraphemes', () => {
  it.each([
    ['', 0, 0],
    [' \t\r\n\u00a0\u3000\ufeff', 6, 0],
    ['hello world', 11, 10],
    ['  hello   world \n', 17, 10],
    // One user-perceived character each.
    ['👍🏽', 1, 1],
    ['e\u0301', 1, 1],
    ['🇫🇷', 1, 1],
    ['🇫🇷🇯🇵🇩', 3, 3],
    ['👨‍👩‍👧‍👦', 1, 1],
    ['#\ufe0f\u20e3', 1, 1],
    ['각', 1, 1],
    ['\u1100\u1161\u11a8', 1, 1],
    ['\r\n', 1, 0],
    ['a\r\nb\n\rc\r\r\n', 8, 3],
    // A mark after a space makes a visible character; nothing joins a CR or an LF.
    [' \u0301', 1, 1],
    ['\r\n\u0301', 2, 1],
    ['e\u0301\r\n', 2, 1],
    // Invisible but not whitespace: zero-width space, word joiner, Hangul Filler.
    ['a\u200bb\u2060c\u3164', 6, 6],
    // A lone surrogate is one (broken) character, never a crash.
    ['\ud800', 1, 1],
    ['\udc00\ud800', 2, 2],
  ])('%j has %i clusters, %i not blank', (text, all, notBlank) => {
    expect(countGraphemes(text)).toBe(all);
    expect(countGraphemes(text, { skipWhitespace: false })).toBe(all);
    expect(nonBlank(text)).toBe(notBlank);
  });

  it('joins a combining mark to the ASCII letter before it, and a prepended mark to the ASCII after it', () => {
    expect(countGraphemes('cafe\u0301 cre\u0300me')).toBe(10);
    expect(nonBlank('cafe\u0301 cre\u0300me')).toBe(9);
    expect(countGraphemes('\u06001')).toBe(referenceGraphemes('\u06001'));
    expect(countGraphemes('a\u0301\u0302b')).toBe(2);
  });

  it('matches the segmenter on scripts with clusters of several code points', () => {
    for (const text of ['नमस्ते दुनिया', 'สวัสดีครับ', 'மொழி', '한국어 텍스트', 'مرحبا بالعالم', 'Привет, мир!', 'ẞ ǅ ﬁ']) {
      expect(countGraphemes(text), text).toBe(referenceGraphemes(text));
      expect(nonBlank(text), text).toBe(referenceGraphemes(text, true));
    }
  });

  it('counts a 10 MB paste', () => {
    const sentence = 'The quick brown fox 🦊 jumps over the lazy dog, café crème 👍🏽.\r\n';
    const repeats = Math.ceil(10_000_000 / new TextEncoder().encode(sentence).length);
    const text = sentence.repeat(repeats);
    expect(countGraphemes(text)).toBe(countGraphemes(sentence) * repeats);
    expect(nonBlank(text)).toBe(nonBlank(sentence) * repeats);
  });

  it('countText gives both counts', () => {
    expect(countText('')).toEqual({ graphemes: 0, words: 0 });
    expect(countText('  The quick 🦊\r\njumps. ')).toEqual({ graphemes: 21, words: 4 });
    expect(countText('  The quick 🦊\r\njumps. ', { skipWhitespace: true })).toEqual({ graphemes: 15, words: 4 });
  });

  it('throws a clear error for anything but a string', () => {
    expect(() => countText([] as unknown as string)).toThrow('Expected text as a string, got object');
    expect(() => countGraphemes(null as unknown as string)).toThrow('Expected text as a string, got null');
    expect(() => countGraphemes(42 as unknown as string, { skipWhitespace: true })).toThrow('Expected text as a string, got number');
    expect(() => countWords(undefined as unknown as string)).toThrow('Expected text as a string, got undefined');
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
const anyChar = fc
  .oneof(fc.integer({ min: 0, max: 0x10ffff }), fc.integer({ min: 0, max: 0x7f }), fc.integer({ min: 0xd800, max: 0xdfff }))
  .map((code) => String.fromCodePoint(code));
const anyText = fc.array(anyChar, { maxLength: 60 }).map((cs) => cs.join(''));
// Whole user-perceived characters of every kind, as fast-check builds them.
const graphemeText = fc.string({ unit: 'grapheme', maxLength: 40 });

describe('properties', () => {
  it('equal a whole-string Intl.Segmenter count, for any text of any plane', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(countGraphemes(text)).toBe(referenceGraphemes(text));
        expect(nonBlank(text)).toBe(referenceGraphemes(text, true));
      }),
      { numRuns: 1000 },
    );
  });

  it('equal the segmenter count where cluster rules cross ASCII neighbours', () => {
    fc.assert(
      fc.property(trickyText, (text) => {
        expect(countGraphemes(text)).toBe(referenceGraphemes(text));
        expect(nonBlank(text)).toBe(referenceGraphemes(text, true));
      }),
      { numRuns: 3000 },
    );
  });

  it('equal the segmenter count on text made of whole graphemes', () => {
    fc.assert(
      fc.property(graphemeText, (text) => {
        expect(countGraphemes(text)).toBe(referenceGraphemes(text));
        expect(nonBlank(text)).toBe(referenceGraphemes(text, true));
      }),
      { numRuns: 1000 },
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

  it('countText gives both counts of the one pass, with either option', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, trickyText), fc.boolean(), (text, skipWhitespace) => {
        expect(countText(text, { skipWhitespace })).toEqual({
          graphemes: referenceGraphemes(text, skipWhitespace),
          words: referenceWords(text),
        });
      }),
      { numRuns: 1000 },
    );
  });

  it('whitespace between texts adds their words and non-blank clusters; a space adds one cluster', () => {
    const plainText = fc.string({ unit: fc.constantFrom(...'ab é🦊 \n\t'), maxLength: 30 });
    fc.assert(
      fc.property(plainText, plainText, fc.constantFrom(' ', '\t', '\u00a0'), (a, b, space) => {
        expect(countWords(a + space + b)).toBe(countWords(a) + countWords(b));
        expect(nonBlank(a + space + b)).toBe(nonBlank(a) + nonBlank(b));
        expect(countGraphemes(a + space + b)).toBe(countGraphemes(a) + 1 + countGraphemes(b));
      }),
    );
  });

  it('remembering runs never changes a count: a text counts the same alone and after other text', () => {
    fc.assert(
      fc.property(trickyText, trickyText, (warmUp, text) => {
        const before = [countGraphemes(text), nonBlank(text)];
        countGraphemes(warmUp + text);
        nonBlank(warmUp + text);
        expect([countGraphemes(text), nonBlank(text)]).toEqual(before);
      }),
    );
  });
});

describe('isWellFormed', () => {
  it.each([
    ['', true],
    ['héllo 😀 \uFEFF', true],
    ['\uD800', false],
    ['a\uDC00b', false],
    ['x\uD83D', false],
    ['\uDE00😀', false],
  ])('%j: %s, with the native String.prototype.isWellFormed and without it (older browsers)', (text, wellFormed) => {
    expect(isWellFormed(text)).toBe(wellFormed);
    const native = Object.getOwnPropertyDescriptor(String.prototype, 'isWellFormed')!;
    delete (String.prototype as { isWellFormed?: unknown }).isWellFormed;
    try {
      expect(isWellFormed(text)).toBe(wellFormed);
    } finally {
      Object.defineProperty(String.prototype, 'isWellFormed', native);
    }
  });
});

describe('decodeUtf8', () => {
  const bytes = (...values: number[]) => new Uint8Array(values);

  it('gives the text of UTF-8 bytes, a leading U+FEFF kept', () => {
    expect(decodeUtf8(new TextEncoder().encode('héllo 😀'))).toBe('héllo 😀');
    expect(decodeUtf8(bytes(0xef, 0xbb, 0xbf, 0x78))).toBe('\uFEFFx');
  });

  it('is null for bytes that are not UTF-8, never U+FFFD', () => {
    for (const notUtf8 of [bytes(0xff), bytes(0xc3, 0x28), bytes(0xe0, 0xa4), bytes(0xed, 0xa0, 0x80)]) expect(decodeUtf8(notUtf8)).toBeNull();
  });
});

describe('formatCount', () => {
  const intl = new Intl.NumberFormat('en-US');

  it('groups thousands as en-US does', () => {
    expect([0, 7, 999, 1000, 12_345, 1_234_567, -1000].map(formatCount)).toEqual(['0', '7', '999', '1,000', '12,345', '1,234,567', '-1,000']);
  });

  it('matches Intl.NumberFormat for every number', () => {
    fc.assert(fc.property(fc.oneof(fc.maxSafeInteger(), fc.integer(), fc.double()), (n) => formatCount(n) === intl.format(n)));
  });
});
