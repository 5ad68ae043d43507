/**
 * Counting text the way people read it: pure functions, no React, no DOM, no imports. Shared by the
 * tools whose count lines show characters and words (Word Count, Case Convert), `assertText` by
 * every tool's ./logic, and the UTF-8 checks and result limit by the text converters (Base64 Converter,
 * URL Encoder); import it from `@toolnest/tool-kit/text`. `countText` gives both counts in one pass; `countGraphemes` and
 * `countWords` give one.
 *
 * Characters are user-perceived characters: grapheme clusters, exactly as `Intl.Segmenter` finds
 * them (`👍🏽`, `🇫🇷`, `e` + U+0301 and CR LF each count once). "Whitespace" is JavaScript's `\s`
 * (what `trim` and `split(/\s+/)` use): ASCII spaces, tabs and line breaks, no-break spaces, the
 * Unicode space separators, U+2028, U+2029 and U+FEFF.
 */

/**
 * Throws a TypeError unless `text` is a string: the tools' pure functions are also called from plain
 * JavaScript (their ./logic export), where a wrong argument should say so rather than give a wrong result.
 */
export function assertText(text: unknown, what = 'text'): asserts text is string {
  if (typeof text !== 'string') throw new TypeError(`Expected ${what} as a string, got ${text === null ? 'null' : typeof text}`);
}

/** The largest result a text converter shows: 16 MiB (base 1024, as the site shows file sizes), of ASCII or measured in UTF-8 bytes. */
export const MAX_RESULT_BYTES = 16 * 1024 * 1024;

/** The notice for a result over MAX_RESULT_BYTES, verbatim. */
export const TOO_LARGE_MESSAGE = 'The result would be over 16 MB; convert a shorter text.';

/** A text conversion either gives the result or the message to show; it never throws on bad text. */
export type Conversion = { ok: true; text: string } | { ok: false; message: string };

const LONE_SURROGATE = /\p{Cs}/u;

/** False when the text holds an unpaired surrogate, which has no UTF-8 form (TextEncoder would write U+FFFD). */
export function isWellFormed(text: string): boolean {
  const native = (text as { isWellFormed?: () => boolean }).isWellFormed;
  return native ? native.call(text) : !LONE_SURROGATE.test(text);
}

// fatal: bytes that are not UTF-8 are an error, never U+FFFD; ignoreBOM: a leading U+FEFF is text, kept.
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** The text that UTF-8 bytes stand for, or null when they are not UTF-8. */
export function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return strictUtf8.decode(bytes);
  } catch {
    return null;
  }
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

// Made when the first non-ASCII code point needs it: building a segmenter loads ICU's break rules, 20–90 ms of
// main thread in Chromium, which at the top level ran on every text tool's first load, ASCII or empty text included.
let segmenterOrNone: Intl.Segmenter | null | undefined;
function graphemeSegmenter(): Intl.Segmenter | null {
  segmenterOrNone ??= typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
  return segmenterOrNone;
}

/*
 * Why this is fast and still exact.
 *
 * Segmenting a whole text costs an object per cluster (1 MB of English takes 0.1–0.4 s), so the
 * segmenter only sees the places where clusters can span several code points. In Unicode's cluster
 * rules (UAX #29) a code point joins a neighbour only if it is a mark or joiner (Extend, ZWJ,
 * SpacingMark), a Prepend, a regional indicator or a Hangul jamo; call every other code point
 * "solitary". Between two solitary code points there is always a break, CR LF aside, and no rule
 * looks back or ahead past one. A CR LF counts once, at its CR: the LF after a CR counts nothing.
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
  if (codePoint < 0x80) return true;
  const segmenter = graphemeSegmenter();
  if (!segmenter) return true;
  if (codePoint <= 0xffff) {
    solitaryBmp ??= new Uint8Array(0x10000);
    const known = solitaryBmp[codePoint];
    if (known) return known === 1;
    const solitary = probeSolitary(segmenter, codePoint);
    solitaryBmp[codePoint] = solitary ? 1 : 2;
    return solitary;
  }
  let solitary = solitaryAstral.get(codePoint);
  if (solitary === undefined) solitaryAstral.set(codePoint, (solitary = probeSolitary(segmenter, codePoint)));
  return solitary;
}

/** Solitary: alone between ASCII letters and next to itself (a regional indicator or a jamo pairs with its own kind). */
function probeSolitary(graphemeSegmenter: Intl.Segmenter, codePoint: number): boolean {
  const char = String.fromCodePoint(codePoint);
  let clusters = 0;
  for (const _ of graphemeSegmenter.segment(`a${char}${char}a`)) clusters++;
  return clusters === 4;
}

// Clusters per run of joining code points, one cache per way of counting; bounded so a long session never grows them without end.
const runCounts = { all: new Map<string, number>(), nonBlank: new Map<string, number>() };
const RUN_CACHE_LIMIT = 10_000;
const RUN_CACHE_MAX_LENGTH = 64;

function isBlank(segment: string): boolean {
  for (let i = 0; i < segment.length; i++) if (!isWhitespaceCode(segment.charCodeAt(i))) return false;
  return true;
}

/**
 * Clusters starting in `text[start, end)` (all, or the non-blank ones), where `start` is a cluster
 * boundary. The last cluster may reach past `end` (a CR whose LF follows), and counts here.
 */
function countRun(text: string, start: number, end: number, skipWhitespace: boolean, segments: () => Intl.Segments): number {
  const cache = skipWhitespace ? runCounts.nonBlank : runCounts.all;
  const run = text.slice(start, end);
  let count = cache.get(run);
  if (count !== undefined) return count;
  count = 0;
  for (let i = start; i < end; ) {
    const cluster = segments().containing(i)!;
    if (!skipWhitespace || !isBlank(cluster.segment)) count++;
    i = cluster.index + cluster.segment.length;
  }
  if (run.length <= RUN_CACHE_MAX_LENGTH) {
    if (cache.size >= RUN_CACHE_LIMIT) cache.clear();
    cache.set(run, count);
  }
  return count;
}

export interface TextCountOptions {
  /** Leave out clusters that are all whitespace (Word Count's Characters); by default every cluster counts. */
  skipWhitespace?: boolean;
}

export interface TextCounts {
  /** User-perceived characters (grapheme clusters), all of them or the non-blank ones. */
  graphemes: number;
  /** Whitespace-separated tokens of the trimmed text: `text.trim().split(/\s+/).length`, or 0 for blank text. */
  words: number;
}

/**
 * Grapheme clusters and words of the text in one pass: exactly a whole-text `Intl.Segmenter` count
 * and a trim-and-split count, in a few milliseconds per megabyte. Without `Intl.Segmenter`, every
 * code point is a cluster (CR LF aside).
 */
export function countText(text: string, { skipWhitespace = false }: TextCountOptions = {}): TextCounts {
  assertText(text);
  const length = text.length;
  let graphemes = 0;
  let words = 0;
  let inWord = 0;
  let wholeText: Intl.Segments | null = null;
  const segments = () => (wholeText ??= graphemeSegmenter()!.segment(text));

  let i = 0;
  while (i < length) {
    // ASCII: each character is a cluster of its own (a mark after the last one is fixed up below).
    // Branch-free counting; one loop per option, since this is where the time goes.
    if (skipWhitespace) {
      for (; i < length; i++) {
        const code = text.charCodeAt(i);
        if (code >= 0x80) break;
        const other = code === 0x20 || (code >= 0x09 && code <= 0x0d) ? 0 : 1;
        graphemes += other;
        words += other & (inWord ^ 1);
        inWord = other;
      }
    } else {
      // The LF of a CR LF is part of the CR's cluster (which may have ended a run just before).
      const asciiStart = i;
      let previous = i > 0 ? text.charCodeAt(i - 1) : 0;
      let lfsOfCrLf = 0;
      for (; i < length; i++) {
        const code = text.charCodeAt(i);
        if (code >= 0x80) break;
        const other = code === 0x20 || (code >= 0x09 && code <= 0x0d) ? 0 : 1;
        words += other & (inWord ^ 1);
        inWord = other;
        lfsOfCrLf += code === 0x0a && previous === 0x0d ? 1 : 0;
        previous = code;
      }
      graphemes += i - asciiStart - lfsOfCrLf;
    }
    if (i >= length) break;
    const before = i > 0 ? text.charCodeAt(i - 1) : 0;

    // A non-ASCII code point: find the run it belongs to, up to the next break between two solitary code points.
    const first = text.codePointAt(i)!;
    const firstEnd = i + (first > 0xffff ? 2 : 1);
    let previousSolitary = isSolitary(first);
    let start = i;
    if (!previousSolitary && i > 0 && before < 0x80 && before !== 0x0a && before !== 0x0d) {
      // It may join the ASCII character before it ("e" + U+0301), already counted on its own: recount
      // that one with the run. Nothing joins a CR or an LF (UAX #29, GB4).
      start = i - 1;
      if (!(skipWhitespace && isWhitespaceCode(before))) graphemes--;
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
    if (start === i && end === firstEnd) graphemes += skipWhitespace && isWhitespaceCode(text.charCodeAt(i)) ? 0 : 1;
    else graphemes += countRun(text, start, end, skipWhitespace, segments);
    i = end;
  }
  return { graphemes, words };
}

/** User-perceived characters (grapheme clusters) of the text; see `countText`. */
export function countGraphemes(text: string, options?: TextCountOptions): number {
  return countText(text, options).graphemes;
}

/** Whitespace-separated tokens of the text: `text.trim().split(/\s+/).length`, or 0 for blank text. */
export function countWords(text: string): number {
  return countText(text).words;
}

let countFormat: Intl.NumberFormat | undefined;

/**
 * A count as en-US writes it ("1,234,567"), the same as `Intl.NumberFormat('en-US')`. Whole numbers are
 * grouped here: building the first Intl.NumberFormat loads ICU's locale data (30-90 ms of main thread on
 * this machine), which a tool page paid while hydrating to print "0 words".
 */
export function formatCount(n: number): string {
  if (!Number.isSafeInteger(n) || Object.is(n, -0)) {
    countFormat ??= new Intl.NumberFormat('en-US');
    return countFormat.format(n);
  }
  const digits = String(Math.abs(n));
  let grouped = digits.slice(0, ((digits.length - 1) % 3) + 1);
  for (let i = grouped.length; i < digits.length; i += 3) grouped += `,${digits.slice(i, i + 3)}`;
  return n < 0 ? `-${grouped}` : grouped;
}
