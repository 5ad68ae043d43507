// Word Count's own counting rules. The counters themselves, their exactness against Intl.Segmenter
// and their property tests live with them in @toolnest/tool-kit/text.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countCharacters, countWords, textStats } from './logic';

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
const nonBlankClusters = (text: string) => [...segmenter.segment(text)].filter(({ segment }) => !/^\s+$/u.test(segment)).length;

// Code points of any plane, lone surrogates included (cheaper to set up than fast-check's 'binary' unit).
const anyCodePoints = fc
  .array(fc.oneof(fc.integer({ min: 0, max: 0x7f }), fc.integer({ min: 0, max: 0x10ffff })), { maxLength: 40 })
  .map((codes) => codes.map((code) => String.fromCodePoint(code)).join(''));
// Pieces of multi-code-point clusters (marks, joiners, emoji, flags, jamo, CR LF) among letters and whitespace of every kind.
const clusterText = fc
  .array(fc.constantFrom(...'ae \r\n\t\u00a0\u3000\u2028\ufeff\u200b\u0301\u200d\ufe0f\u1100\u1161\u11a8'.split(''), '👍', '\u{1f3fd}', '👨', '\u{1f1eb}'), {
    maxLength: 40,
  })
  .map((cs) => cs.join(''));

describe('textStats', () => {
  it.each([
    ['', 0, 0],
    ['   \n\t ', 0, 0],
    ['hello world', 2, 10],
    ['  hello   world \r\n', 2, 10],
    ['no\u00a0break\u3000ideographic\u2028line', 4, 22],
    ["don't stop-believing, ok?", 3, 23],
    // A user-perceived character counts once; one that is all whitespace not at all.
    ['👍🏽 e\u0301 🇫🇷 👨‍👩‍👧‍👦', 4, 4],
    ['The quick 🦊 jumps.', 4, 15],
    // Invisible but not whitespace: zero-width space, word joiner.
    ['zero\u200bwidth\u2060joiner', 1, 17],
  ])('%j has %i words and %i characters', (text, words, characters) => {
    expect(textStats(text)).toEqual({ words, characters });
    expect(countWords(text)).toBe(words);
    expect(countCharacters(text)).toBe(characters);
  });

  it('throws a clear error for anything but a string', () => {
    expect(() => textStats(null as unknown as string)).toThrow('Expected text as a string, got null');
    expect(() => countWords(42 as unknown as string)).toThrow('Expected text as a string, got number');
    expect(() => countCharacters(undefined as unknown as string)).toThrow('Expected text as a string, got undefined');
  });

  it('characters are the clusters that are not all whitespace; words the tokens of trim-and-split', () => {
    fc.assert(
      fc.property(fc.oneof(anyCodePoints, clusterText), (text) => {
        const trimmed = text.trim();
        expect(textStats(text)).toEqual({
          words: trimmed === '' ? 0 : trimmed.split(/\s+/u).length,
          characters: nonBlankClusters(text),
        });
      }),
    );
  });
});
