// The Plagiarism Checker's matching: pure functions, no React, no DOM, no I/O (the server fetches the
// sources; the page only counts words and names score bands).
//
// Two word counts. The 10-word minimum and the live count under the text box count "space-
// separated words": whitespace-separated tokens of the trimmed text (JavaScript's `\s`), Word Count's
// rule, so '— !' are words there. The compared words (the report's totalWords, shown as "Words
// compared", and the fingerprints) are those tokens minus the ones that are only punctuation: a word is
// compared by its key, NFKC, case-folded, punctuation removed ("Hello," and "hello" are the same word,
// and a dash standing alone is no word at all). Emoji and right-to-left scripts count like any other
// word in both. Texts are fingerprinted by winnowing (Schleimer, Wilkerson and
// Aiken, 2003) over word 5-grams with a window of 4: every run of 8 words a text shares with a source
// shares a fingerprint, which is then grown into the whole shared passage.

import { countWords as countSpaceSeparated } from '@toolnest/tool-kit/text';

export const MIN_WORDS = 10;
export const MAX_SOURCES = 10;
/** Words in a fingerprinted n-gram. */
export const GRAM_WORDS = 5;
/** Consecutive n-grams per winnowing window. */
export const WINDOW = 4;
/** Any shared run of this many words is always found (GRAM_WORDS + WINDOW - 1). */
export const GUARANTEED_RUN = GRAM_WORDS + WINDOW - 1;

export const EMPTY_MESSAGE = 'Please enter some text to check for plagiarism.';
export const TOO_FEW_WORDS_MESSAGE = 'Please enter at least 10 words for meaningful plagiarism detection.';
export const FAILURE_MESSAGE = 'Failed to check for plagiarism. Please try again.';

/** A word of a text: its comparison key and where it stands (UTF-16 offsets, end exclusive). */
export interface Word {
  key: string;
  start: number;
  end: number;
}

/** A character range of the submitted text, end exclusive: `text.slice(start, end)`. */
export interface TextRange {
  start: number;
  end: number;
}

const PUNCTUATION = /\p{P}+/gu;
// Exactly the ASCII members of \p{P} ($ + < = > ^ ` | ~ are symbols, kept as the general path keeps them).
const ASCII_PUNCTUATION = /[!-#%-*,-/:;?@[-\]_{}]+/g;
const INNER_SPACE = /\s+/gu;
const ASCII_ONLY = /^[\x21-\x7e]*$/;

/**
 * The key a token is compared by: NFKC, full case folding (lower, upper, lower: 'ß' and 'SS' both
 * become 'ss', final 'ς' meets 'σ'), punctuation and any space NFKC brought in removed. '' when the
 * token is only punctuation.
 */
export function wordKey(token: string): string {
  // Most words are ASCII: same result, no normalisation needed.
  if (ASCII_ONLY.test(token)) return token.replace(ASCII_PUNCTUATION, '').toLowerCase();
  const folded = token.normalize('NFKC').toLowerCase().toUpperCase().toLowerCase().normalize('NFKC');
  return folded.replace(PUNCTUATION, '').replace(INNER_SPACE, '');
}

const TOKEN = /\S+/g;

/** The words of a text in order, with their offsets. */
export function splitWords(text: string): Word[] {
  const words: Word[] = [];
  const keys = new Map<string, string>();
  for (const match of text.matchAll(TOKEN)) {
    const token = match[0];
    let key = keys.get(token);
    if (key === undefined) keys.set(token, (key = wordKey(token)));
    if (key !== '') words.push({ key, start: match.index, end: match.index + token.length });
  }
  return words;
}

/**
 * The page's word count: whitespace-separated tokens of the trimmed text, as Word Count counts them
 * (the live count under the text box, and the 10-word minimum). Punctuation-only tokens count here.
 */
export function countWords(text: string): number {
  return countSpaceSeparated(text);
}

/** The words that are compared (the report's totalWords): countWords minus punctuation-only tokens. */
export function countComparedWords(text: string): number {
  let count = 0;
  for (const match of text.matchAll(TOKEN)) if (wordKey(match[0]) !== '') count++;
  return count;
}

/** Why this text cannot be checked, or undefined when it can. */
export function textProblem(text: string): string | undefined {
  if (text.trim() === '') return EMPTY_MESSAGE;
  if (countWords(text) < MIN_WORDS) return TOO_FEW_WORDS_MESSAGE;
  return undefined;
}

// ---- Fingerprints ----

/** murmur3's finaliser: spreads every input bit over the 32 output bits. */
function mix32(value: number): number {
  let h = value | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Two independent 32-bit FNV-1a hashes of a key (two lanes make a 53-bit n-gram hash). */
function keyHashes(key: string): [number, number] {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ key.length;
  for (let i = 0; i < key.length; i++) {
    const code = key.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
  }
  return [mix32(a), mix32(b ^ 0x9e3779b9)];
}

const LANE_A = 0x9e3779b1;
const LANE_B = 0x85ebca77;
const HIGH_LANE = 2 ** 21;

/** The hash of each word n-gram (index i: words i to i + GRAM_WORDS - 1), a whole number below 2^53. */
export function gramHashes(words: readonly Word[]): number[] {
  const count = words.length - GRAM_WORDS + 1;
  if (count <= 0) return [];
  const lanes = words.map((word) => keyHashes(word.key));
  const hashes = new Array<number>(count);
  for (let i = 0; i < count; i++) {
    let a = 0;
    let b = 0;
    for (let j = i; j < i + GRAM_WORDS; j++) {
      a = (Math.imul(a, LANE_A) + lanes[j]![0]) | 0;
      b = (Math.imul(b, LANE_B) + lanes[j]![1]) | 0;
    }
    hashes[i] = mix32(a) * HIGH_LANE + (mix32(b) >>> 11);
  }
  return hashes;
}

/**
 * Winnowing: in every window of WINDOW consecutive n-gram hashes, the smallest (the rightmost of
 * equals) is a fingerprint. Returns the fingerprints' n-gram indices, ascending. A text shorter than
 * one window gets the smallest of what it has.
 */
export function winnow(hashes: readonly number[]): number[] {
  if (hashes.length === 0) return [];
  const selected: number[] = [];
  const lastStart = Math.max(0, hashes.length - WINDOW);
  for (let start = 0; start <= lastStart; start++) {
    const end = Math.min(hashes.length, start + WINDOW);
    let min = start;
    for (let i = start + 1; i < end; i++) if (hashes[i]! <= hashes[min]!) min = i;
    if (selected.at(-1) !== min) selected.push(min);
  }
  return selected;
}

/** A source ready to compare against: its fingerprints and every n-gram it has. */
export interface SourceIndex {
  fingerprints: ReadonlySet<number>;
  grams: ReadonlySet<number>;
}

export function indexSource(text: string): SourceIndex {
  const hashes = gramHashes(splitWords(text));
  return { fingerprints: new Set(winnow(hashes).map((i) => hashes[i]!)), grams: new Set(hashes) };
}

/** What comparing a source needs of the submitted text (a worker thread gets it as typed arrays). */
export interface TextPrint {
  /** Words in the text. */
  wordCount: number;
  /** Each word n-gram's hash (gramHashes). */
  hashes: readonly number[] | Float64Array;
  /** The n-grams winnowing selected, by index (winnow). */
  fingerprints: readonly number[] | Int32Array;
}

/** The submitted text, fingerprinted once for all sources. */
export interface Fingerprinted extends TextPrint {
  text: string;
  words: Word[];
  hashes: number[];
  fingerprints: number[];
}

export function fingerprintText(text: string): Fingerprinted {
  const words = splitWords(text);
  const hashes = gramHashes(words);
  return { text, words, wordCount: words.length, hashes, fingerprints: winnow(hashes) };
}

/**
 * Which of the text's words a source covers (1 = matched). A fingerprint the source shares starts a
 * match; the match then grows left and right over every adjacent n-gram the source also has, so the
 * whole shared passage is covered, not just its fingerprints. Each n-gram is visited once: linear time
 * however repetitive the texts are.
 */
export function coveredWords(doc: TextPrint, source: SourceIndex): Uint8Array {
  const covered = new Uint8Array(doc.wordCount);
  const done = new Uint8Array(doc.hashes.length);
  for (const seed of doc.fingerprints) {
    if (done[seed] || !source.fingerprints.has(doc.hashes[seed]!)) continue;
    let low = seed;
    while (low > 0 && !done[low - 1] && source.grams.has(doc.hashes[low - 1]!)) low--;
    let high = seed;
    while (high + 1 < doc.hashes.length && !done[high + 1] && source.grams.has(doc.hashes[high + 1]!)) high++;
    done.fill(1, low, high + 1);
    covered.fill(1, low, high + GRAM_WORDS);
  }
  return covered;
}

// ---- The report ----

/** Runs of covered words as character ranges of the text (from the first word's start to the last word's end). */
export function coveredRanges(words: readonly TextRange[], covered: Uint8Array): TextRange[] {
  const ranges: TextRange[] = [];
  for (let i = 0; i < words.length; i++) {
    if (!covered[i]) continue;
    let last = i;
    while (last + 1 < words.length && covered[last + 1]) last++;
    ranges.push({ start: words[i]!.start, end: words[last]!.end });
    i = last;
  }
  return ranges;
}

/** A percentage that says 0 or 100 only when it is exactly that: 1 word in 1,000 is 1%, not 0%. */
export function percentOf(part: number, total: number): number {
  if (part <= 0 || total <= 0) return 0;
  if (part >= total) return 100;
  return Math.min(99, Math.max(1, Math.round((part / total) * 100)));
}

/** How much of a match's passage the report quotes. */
export const MATCHED_TEXT_LIMIT = 300;

/** The passage, whitespace collapsed, cut at a word boundary past MATCHED_TEXT_LIMIT characters with '…'. */
export function quote(passage: string): string {
  const flat = passage.replace(/\s+/gu, ' ').trim();
  if (flat.length <= MATCHED_TEXT_LIMIT) return flat;
  const cut = flat.lastIndexOf(' ', MATCHED_TEXT_LIMIT);
  return `${flat.slice(0, cut > 0 ? cut : MATCHED_TEXT_LIMIT)}…`;
}

/** A source to compare with: the name the report shows (a URL, or "Source 2 (pasted text)") and its text. */
export interface ComparedSource {
  name: string;
  text: string;
}

export interface Match {
  source: string;
  /** Percent of the submitted text's words this source covers. */
  similarity: number;
  /** The longest matched passage of the submitted text (quoted, see `quote`). */
  matchedText: string;
  /** Every matched passage, as ranges of the submitted text. */
  ranges: TextRange[];
}

export interface PlagiarismReport {
  /** 100 minus the percent of words any source covers. */
  originalityScore: number;
  totalWords: number;
  checkedSources: number;
  /** Sources that cover at least one word, most similar first. */
  matches: Match[];
  /** The union of all matches' ranges, ascending and disjoint: what the page highlights. */
  highlights: TextRange[];
}

/** Which of the text's words one source covers (coveredWords), under the name the report shows. */
export interface SourceCover {
  name: string;
  covered: Uint8Array;
}

/** Compares a text with each source. */
export function checkPlagiarism(text: string, sources: readonly ComparedSource[]): PlagiarismReport {
  const doc = fingerprintText(text);
  return reportOf(text, doc.words, sources.map((source) => ({ name: source.name, covered: coveredWords(doc, indexSource(source.text)) })));
}

/**
 * The report from each source's cover of the text (`words`: the text's words' offsets, in order). The
 * server compares in worker threads and builds only this on its event loop: its cost grows with the
 * submitted text and the number of sources, never with a fetched page.
 */
export function reportOf(text: string, words: readonly TextRange[], covers: readonly SourceCover[]): PlagiarismReport {
  const total = words.length;
  const anySource = new Uint8Array(total);
  const matches: Match[] = [];
  for (const { name, covered } of covers) {
    let count = 0;
    for (let i = 0; i < total; i++) {
      if (covered[i]) {
        count++;
        anySource[i] = 1;
      }
    }
    if (count === 0) continue;
    const ranges = coveredRanges(words, covered);
    const longest = ranges.reduce((best, range) => (range.end - range.start > best.end - best.start ? range : best));
    matches.push({ source: name, similarity: percentOf(count, total), matchedText: quote(text.slice(longest.start, longest.end)), ranges });
  }
  matches.sort((a, b) => b.similarity - a.similarity);
  const matched = anySource.reduce((sum, flag) => sum + flag, 0);
  return {
    originalityScore: 100 - percentOf(matched, total),
    totalWords: total,
    checkedSources: covers.length,
    matches,
    highlights: coveredRanges(words, anySource),
  };
}

// ---- Score bands ----

export type Band = 'excellent' | 'good' | 'review';

export function originalityBand(score: number): { band: Band; label: string } {
  if (score >= 90) return { band: 'excellent', label: 'Excellent' };
  if (score >= 70) return { band: 'good', label: 'Good' };
  return { band: 'review', label: 'Needs Review' };
}

// ---- Web search queries ----

const SENTENCE = /[^.!?。！？\n]+[.!?。！？]*/gu;
/** Words a query sentence keeps: search engines cut long queries anyway. */
export const QUERY_WORDS = 32;
const MIN_QUERY_WORDS = 6;

/**
 * The text's most distinctive sentences, most distinctive first, as search queries: sentences of at
 * least 6 words scored by their distinct words of 4 or more characters, each weighted by how rarely
 * it occurs in the text (a word the text repeats says less about where it came from).
 */
export function distinctiveSentences(text: string, count: number): string[] {
  const words = splitWords(text);
  const frequency = new Map<string, number>();
  for (const word of words) frequency.set(word.key, (frequency.get(word.key) ?? 0) + 1);
  const scored: Array<{ sentence: string; score: number; order: number }> = [];
  for (const match of text.matchAll(SENTENCE)) {
    const sentenceWords = splitWords(match[0]);
    if (sentenceWords.length < MIN_QUERY_WORDS) continue;
    const kept = sentenceWords.slice(0, QUERY_WORDS);
    const distinct = new Set(kept.map((word) => word.key).filter((key) => [...key].length >= 4));
    let score = 0;
    for (const key of distinct) score += 1 / (frequency.get(key) ?? 1);
    const sentence = match[0].slice(kept[0]!.start, kept.at(-1)!.end).replace(/\s+/gu, ' ');
    scored.push({ sentence, score, order: scored.length });
  }
  scored.sort((a, b) => b.score - a.score || a.order - b.order);
  return [...new Set(scored.map((entry) => entry.sentence))].slice(0, count);
}
