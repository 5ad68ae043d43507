/**
 * The Invisible Character Generator's data and messages: pure, no React, no DOM, no imports.
 *
 * Five characters that show nothing, or only blank space, yet are real characters: they survive
 * `trim()` and many "field is empty" checks, which is what people use them for in names and posts.
 */

export interface InvisibleCharacter {
  name: string;
  /** The Unicode code point as a number (0x200b). */
  codePoint: number;
  /** The code point as people write it: `U+200B`. */
  unicode: string;
  /** The character itself, what the Copy buttons put on the clipboard. */
  character: string;
  description: string;
}

/** `U+` and at least four upper-case hex digits, as the Unicode standard writes code points. */
export function formatCodePoint(codePoint: number): string {
  if (!Number.isInteger(codePoint) || codePoint < 0 || codePoint > 0x10ffff) {
    throw new RangeError(`Not a Unicode code point: ${codePoint}`);
  }
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
}

function entry(name: string, codePoint: number, description: string): InvisibleCharacter {
  return { name, codePoint, unicode: formatCodePoint(codePoint), character: String.fromCodePoint(codePoint), description };
}

/** The five cards, in order. */
export const INVISIBLE_CHARACTERS: readonly InvisibleCharacter[] = [
  entry('Zero Width Space', 0x200b, 'No width; marks a possible line break.'),
  entry('Zero Width Non-Joiner', 0x200c, 'No width; keeps neighbouring letters apart.'),
  entry('Zero Width Joiner', 0x200d, 'No width; joins characters, as in emoji sequences.'),
  entry('Word Joiner', 0x2060, 'No width; forbids a line break at its place.'),
  entry('Hangul Filler', 0x3164, 'Blank with a letter\'s width, for "empty" names.'),
];

/** The multiple-copy buttons: Copy 5x and Copy 10x. */
export const COPY_COUNTS = [5, 10] as const;

/** The most copies one press may make; the page only asks for 5 or 10. */
export const MAX_COPIES = 1000;

/** The character `count` times over. */
export function repeatCharacter(character: string, count: number): string {
  if (!Number.isInteger(count) || count < 1 || count > MAX_COPIES) {
    throw new RangeError(`Copies must be a whole number from 1 to ${MAX_COPIES}, got ${count}`);
  }
  return character.repeat(count);
}

/** The label of a copy button: `Copy`, `Copy 5x`, `Copy 10x`. */
export function copyLabel(count = 1): string {
  return count === 1 ? 'Copy' : `Copy ${count}x`;
}

export interface Notice {
  title: string;
  description: string;
}

/** The notices of a copy that worked and one that failed (docs/tools/invisible-character.md). */
export function copyNotices(name: string, count = 1): { success: Notice; failure: Notice } {
  return {
    success: {
      title: 'Copied!',
      description: count === 1 ? `${name} copied to clipboard successfully.` : `${count}x ${name} copied to clipboard successfully.`,
    },
    failure: {
      title: 'Error',
      description: count === 1 ? 'Failed to copy character to clipboard.' : 'Failed to copy characters to clipboard.',
    },
  };
}
