/**
 * Word and character counting: pure functions, no React, no DOM, no I/O.
 *
 * Words are the whitespace-separated tokens of the trimmed text (0 when empty); the character
 * count leaves out all whitespace. Both come from the shared counters of `@toolnest/tool-kit/text`
 * (Case Convert's count line uses them too): "whitespace" is JavaScript's `\s`, and characters are
 * user-perceived characters (grapheme clusters, exactly as `Intl.Segmenter` finds them): `👍🏽`, `🇫🇷`
 * and `e` + U+0301 each count once. A cluster counts unless all of it is whitespace.
 */
import { countText } from '@toolnest/tool-kit/text';

export interface TextStats {
  /** Whitespace-separated words of the trimmed text. */
  words: number;
  /** User-perceived characters (grapheme clusters), whitespace left out. */
  characters: number;
}

/** The two live counters, Words and Characters, in one pass over the text. */
export function textStats(text: string): TextStats {
  const { words, graphemes } = countText(text, { skipWhitespace: true });
  return { words, characters: graphemes };
}

/** Whitespace-separated tokens of the text: `text.trim().split(/\s+/).length`, or 0 for blank text. */
export function countWords(text: string): number {
  return textStats(text).words;
}

/** User-perceived characters (grapheme clusters) that are not whitespace. */
export function countCharacters(text: string): number {
  return textStats(text).characters;
}
