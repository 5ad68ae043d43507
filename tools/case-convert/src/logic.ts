/**
 * Case conversions: pure functions, no React, no DOM, no I/O.
 *
 * Unicode aware: letters are `\p{L}` and strings are walked by code point, so
 * accented, Greek, Cyrillic and astral-plane letters convert and surrogate
 * pairs and combining marks are never split. Mappings are the locale-free
 * Unicode defaults, so Turkish dotless ı / dotted İ follow the default rules
 * (`I` lowers to `i`, not `ı`). Some letters change length: `ß` upper-cases to `SS`.
 */

import { assertText, countText } from '@toolnest/tool-kit/text';

// Unicode titlecase forms that differ from upper case (the Latin digraphs, e.g. ǆ → ǅ, not Ǆ).
const TITLE_DIGRAPHS: Record<string, string> = {
  Ǆ: 'ǅ', ǅ: 'ǅ', ǆ: 'ǅ',
  Ǉ: 'ǈ', ǈ: 'ǈ', ǉ: 'ǈ',
  Ǌ: 'ǋ', ǋ: 'ǋ', ǌ: 'ǋ',
  Ǳ: 'ǲ', ǲ: 'ǲ', ǳ: 'ǲ',
};

/** The titlecase of one character: upper case, except that expansions keep only their first letter upper (ß → Ss, ﬁ → Fi). */
function titleChar(char: string): string {
  const digraph = TITLE_DIGRAPHS[char];
  if (digraph) return digraph;
  const [first = '', ...rest] = char.toUpperCase();
  return first + rest.join('').toLowerCase();
}

const LETTER = /\p{L}/u;

export function lowerCase(text: string): string {
  assertText(text);
  return text.toLowerCase();
}

export function upperCase(text: string): string {
  assertText(text);
  return text.toUpperCase();
}

// A sentence starts the text, or follows . ! or ? (and any closing quotes or brackets) plus whitespace.
// Its first letter may sit behind opening quotes or brackets; a sentence that opens with a number
// stays as typed ("3 apples…"), as a proofreader would leave it.
const SENTENCE_START = /(^\s*|[.!?][\p{Pe}\p{Pf}"']*\s+)([\p{Ps}\p{Pi}"'¿¡]*)(\p{L})/gu;

/** Lower-cases everything, then capitalises the first letter of the text and of each sentence. */
export function sentenceCase(text: string): string {
  assertText(text);
  return text.toLowerCase().replace(SENTENCE_START, (_match, lead: string, open: string, letter: string) => lead + open + titleChar(letter));
}

// A word: letters, marks and digits, with inner apostrophes kept (don't, l'été).
const WORD = /[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}\p{N}]+)*/gu;

// The first code point of a word as capitalizedCase writes it, remembered: the same few come back word after word.
const wordHeads = new Map<string, string>();
const WORD_HEADS_LIMIT = 10_000;

function wordHead(first: string): string {
  let head = wordHeads.get(first);
  if (head === undefined) {
    head = LETTER.test(first) ? titleChar(first) : first.toLowerCase();
    if (wordHeads.size >= WORD_HEADS_LIMIT) wordHeads.clear();
    wordHeads.set(first, head);
  }
  return head;
}

/**
 * First letter of every word upper, the rest lower, with no small-word exceptions
 * (the convertcase.net / it-tools reading). A word starting with a digit keeps it: `3d` stays `3d`.
 */
export function capitalizedCase(text: string): string {
  assertText(text);
  return text.replace(WORD, (word) => {
    // Slices, not `[first, ...rest] = word` (two arrays per word made 1 MB twice as slow). A word holds no lone surrogate.
    const code = word.charCodeAt(0);
    const firstLength = code >= 0xd800 && code <= 0xdbff ? 2 : 1;
    // The tail comes from the whole word lowered, so Final_Sigma sees the word: "ΑΣ" → "Ας", not "Ασ".
    const first = word.slice(0, firstLength);
    return wordHead(first) + word.toLowerCase().slice(first.toLowerCase().length);
  });
}

/** Title Case: identical to Capitalized Case (every word, no small-word exceptions). */
export function titleCase(text: string): string {
  return capitalizedCase(text);
}

/** Letters alternate lower, upper, lower…, starting lower; anything that is not a letter keeps its place in the rhythm. */
export function alternatingCase(text: string): string {
  assertText(text);
  let index = 0;
  let out = '';
  for (const char of text) {
    if (LETTER.test(char)) out += index++ % 2 === 0 ? char.toLowerCase() : char.toUpperCase();
    else out += char;
  }
  return out;
}

/** Flips each character's case: upper and title case become lower, lower becomes upper; the rest is kept. */
export function inverseCase(text: string): string {
  assertText(text);
  let out = '';
  for (const char of text) {
    const lower = char.toLowerCase();
    out += lower !== char ? lower : char.toUpperCase();
  }
  return out;
}

export type CaseFunction = (text: string) => string;

/** The case buttons, in the page's order: label → conversion. */
export const CASES = [
  { key: 'sentence', label: 'Sentence case', convert: sentenceCase },
  { key: 'lower', label: 'lower case', convert: lowerCase },
  { key: 'upper', label: 'UPPER CASE', convert: upperCase },
  { key: 'capitalized', label: 'Capitalized Case', convert: capitalizedCase },
  { key: 'alternating', label: 'aLtErNaTiNg CaSe', convert: alternatingCase },
  { key: 'title', label: 'Title Case', convert: titleCase },
  { key: 'inverse', label: 'InVeRsE cAsE', convert: inverseCase },
] as const satisfies readonly { key: string; label: string; convert: CaseFunction }[];

/** The name of a case in the page's URL (`?case=title`). */
export type CaseKey = (typeof CASES)[number]['key'];

export type CaseLabel = (typeof CASES)[number]['label'];

export interface TextStats {
  /** User-perceived characters (grapheme clusters), spaces included. */
  characters: number;
  /** Whitespace-separated words of the trimmed text. */
  words: number;
}

/** Character and word counts for the live count line (the shared counters of `@toolnest/tool-kit/text`). */
export function textStats(text: string): TextStats {
  const { graphemes, words } = countText(text);
  return { characters: graphemes, words };
}
