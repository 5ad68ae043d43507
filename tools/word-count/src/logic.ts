/**
 * Word and character counting: pure functions, no React, no DOM, no imports.
 *
 * Spec 1 §5: words are the whitespace-separated tokens of the trimmed text (0 when empty); the character
 * count leaves out all whitespace. "Whitespace" is JavaScript's `\s` (what `trim` and `split(/\s+/)` use):
 * ASCII spaces, tabs and line breaks, no-break spaces, the Unicode space separators, U+2028, U+2029 and
 * U+FEFF. Characters are user-perceived characters (grapheme clusters, as `Intl.Segmenter` finds them):
 * `👍🏽`, `🇫🇷` and `e` + U+0301 each count once. A cluster counts unless all of it is whitespace.
 */

function assertText(text: unknown): asserts text is string {
  if (typeof text !== 'string') throw new TypeError(`Expected text as a string, got ${text === null ? 'null' : typeof text}`);
}

/** Whether a UTF-16 code unit is in JavaScript's `\s` (every member is a single BMP code unit). */
export function isWhitespaceCode(code: number): boolean {
  if (code < 0x80) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  return (
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

const graphemes = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/*
 * Why this is fast and still exact.
 *
 * Segmenting a whole text costs an object per cluster (1 MB of English takes 0.1–0.4 s), so the
 * segmenter only sees the places where clusters can span several code points. In Unicode's cluster
 * rules (UAX #29) a code point joins a neighbour only if it is a mark or joiner (Extend, ZWJ,
 * SpacingMark), a Prepend, a regional indicator or a Hangul jamo; call every other code point
 * "solitary". Between two solitary code points there is always a break (CR LF aside, which is
 * whitespace and so counts the same either way), and no rule looks back or ahead past one.
 *
 * So the text splits, between two solitary code points, into runs that segment on their own:
 * a solitary code point between solitary neighbours is one cluster, and only the other runs
 * ("e\u0301", "👍🏽", "🇫🇷") go to the segmenter. Whether a code point is solitary is asked of the
 * browser's own segmenter once and remembered, so this never disagrees with it; a run's count is
 * remembered too, since the same emoji and accents come back again and again.
 */

// Per BMP code point: 0 not asked yet, 1 solitary, 2 joins. Astral code points in a Map.
let solitaryBmp: Uint8Array | null = null;
const solitaryAstral = new Map<number, boolean>();

function isSolitary(codePoint: number): boolean {
  if (codePoint < 0x80 || !graphemes) return true;
  if (codePoint <= 0xffff) {
    solitaryBmp ??= new Uint8Array(0x10000);
    const known = solitaryBmp[codePoint];
    if (known) return known === 1;
    const solitary = probeSolitary(graphemes, codePoint);
    solitaryBmp[codePoint] = solitary ? 1 : 2;
    return solitary;
  }
  let solitary = solitaryAstral.get(codePoint);
  if (solitary === undefined) solitaryAstral.set(codePoint, (solitary = probeSolitary(graphemes, codePoint)));
  return solitary;
}

/** Solitary: alone between ASCII letters and next to itself (a regional indicator or a jamo pairs with its own kind). */
function probeSolitary(segmenter: Intl.Segmenter, codePoint: number): boolean {
  const char = String.fromCodePoint(codePoint);
  let clusters = 0;
  for (const _ of segmenter.segment(`a${char}${char}a`)) clusters++;
  return clusters === 4;
}

// Non-blank clusters per run of joining code points; bounded so a long session never grows it without end.
const runCounts = new Map<string, number>();
const RUN_CACHE_LIMIT = 10_000;
const RUN_CACHE_MAX_LENGTH = 64;

function isBlank(segment: string): boolean {
  for (let i = 0; i < segment.length; i++) if (!isWhitespaceCode(segment.charCodeAt(i))) return false;
  return true;
}

/** Non-blank clusters of `text[start, end)`, where both ends are cluster boundaries. */
function countRun(text: string, start: number, end: number, segments: () => Intl.Segments): number {
  const run = text.slice(start, end);
  let count = runCounts.get(run);
  if (count !== undefined) return count;
  count = 0;
  for (let i = start; i < end; ) {
    const cluster = segments().containing(i)!;
    if (!isBlank(cluster.segment)) count++;
    i = cluster.index + cluster.segment.length;
  }
  if (run.length <= RUN_CACHE_MAX_LENGTH) {
    if (runCounts.size >= RUN_CACHE_LIMIT) runCounts.clear();
    runCounts.set(run, count);
  }
  return count;
}

export interface TextStats {
  /** Whitespace-separated words of the trimmed text. */
  words: number;
  /** User-perceived characters (grapheme clusters), whitespace left out. */
  characters: number;
}

/** The two live counters, Words and Characters, in one pass over the text. */
export function textStats(text: string): TextStats {
  assertText(text);
  const length = text.length;
  let words = 0;
  let characters = 0;
  let inWord = 0;
  let wholeText: Intl.Segments | null = null;
  const segments = () => (wholeText ??= graphemes!.segment(text));

  let i = 0;
  while (i < length) {
    // ASCII: each character is a cluster of its own (a mark after the last one is fixed up below). Branch-free counting.
    for (; i < length; i++) {
      const code = text.charCodeAt(i);
      if (code >= 0x80) break;
      const other = code === 0x20 || (code >= 0x09 && code <= 0x0d) ? 0 : 1;
      characters += other;
      words += other & (inWord ^ 1);
      inWord = other;
    }
    if (i >= length) break;

    // A non-ASCII code point: find the run it belongs to, up to the next break between two solitary code points.
    const first = text.codePointAt(i)!;
    const firstEnd = i + (first > 0xffff ? 2 : 1);
    let previousSolitary = isSolitary(first);
    let start = i;
    if (!previousSolitary && i > 0 && text.charCodeAt(i - 1) < 0x80) {
      // It joins the ASCII character before it ("e" + U+0301), already counted on its own: recount it with the run.
      start = i - 1;
      if (!isWhitespaceCode(text.charCodeAt(start))) characters--;
    }
    let end = firstEnd;
    while (end < length) {
      const next = text.codePointAt(end)!;
      const nextSolitary = isSolitary(next);
      if (previousSolitary && nextSolitary) break;
      previousSolitary = nextSolitary;
      end += next > 0xffff ? 2 : 1;
    }

    // Words go by code unit, whatever the clusters.
    for (let k = i; k < end; k++) {
      const other = isWhitespaceCode(text.charCodeAt(k)) ? 0 : 1;
      words += other & (inWord ^ 1);
      inWord = other;
    }
    if (start === i && end === firstEnd) characters += isWhitespaceCode(text.charCodeAt(i)) ? 0 : 1;
    else characters += countRun(text, start, end, segments);
    i = end;
  }
  return { words, characters };
}

/** Whitespace-separated tokens of the text: `text.trim().split(/\s+/).length`, or 0 for blank text. */
export function countWords(text: string): number {
  return textStats(text).words;
}

/** User-perceived characters (grapheme clusters) that are not whitespace. */
export function countCharacters(text: string): number {
  return textStats(text).characters;
}
