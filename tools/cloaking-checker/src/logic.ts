// Pure logic of the Cloaking Checker: no React, no DOM, no I/O, so it runs and tests anywhere.
// The server fetches the page twice (server.ts) and reads each answer (html.ts); everything that
// decides whether the two answers differ, and says how, is here.
import type { CloakingPageView, CloakingView } from './schemas';

/** The message for a blank input (page and server). */
export const BLANK_MESSAGE = 'Please enter a website URL to check.';
/** A URL that does not start with http:// or https:// (the older site's sentence named the second scheme garbled). */
export const INVALID_URL_MESSAGE = 'Please enter a valid URL starting with http:// or https://';
/** A failed check without a server message (offline, a proxy's error page). */
export const FAILURE_MESSAGE = 'Failed to check for cloaking. Please try again.';
/** The longest URL the server reads. */
export const MAX_URL_LENGTH = 2048;

export const DIFFERENT_VERDICT = 'Possible cloaking: Googlebot gets a different page from visitors.';
export const SAME_VERDICT = 'No cloaking detected: Googlebot and visitors get the same page.';

/**
 * The visible texts count as the same page when their word-shingle similarity is at least this.
 * Shingles are runs of SHINGLE_SIZE consecutive words; similarity is the Jaccard index of the two
 * sets (shared shingles ÷ all distinct shingles). One changed word changes up to three shingles, so
 * a dated line, a rotating banner or a few personalised words keep a normal page well above 0.8,
 * while a page whose content was swapped, or padded with text for the bot, falls below it.
 */
export const SIMILARITY_THRESHOLD = 0.8;
export const SHINGLE_SIZE = 3;
/** How much of the visible text each view shows. */
export const EXCERPT_LENGTH = 300;

// ---------------------------------------------------------------------------------------------
// The input

/** Why the typed URL cannot be checked (the page's and the server's sentence); undefined when it can. */
export function urlProblem(raw: string): string | undefined {
  const text = raw.trim();
  if (text === '') return BLANK_MESSAGE;
  if (text.length > MAX_URL_LENGTH || !/^https?:\/\//i.test(text)) return INVALID_URL_MESSAGE;
  try {
    return new URL(text).hostname === '' ? INVALID_URL_MESSAGE : undefined;
  } catch {
    return INVALID_URL_MESSAGE;
  }
}

// ---------------------------------------------------------------------------------------------
// Text similarity

const WORD = /[\p{L}\p{N}\p{M}]+(?:['’][\p{L}\p{N}\p{M}]+)*/gu;

/** The words of a text: letters and digits (an apostrophe inside a word kept), NFKC, lower case. */
export function wordsOf(text: string): string[] {
  return text.normalize('NFKC').toLowerCase().match(WORD) ?? [];
}

/** The distinct runs of `size` consecutive words; a text shorter than that is one shingle (none when empty). */
export function shinglesOf(words: readonly string[], size = SHINGLE_SIZE): Set<string> {
  const shingles = new Set<string>();
  if (words.length === 0) return shingles;
  if (words.length <= size) {
    shingles.add(words.join(' '));
    return shingles;
  }
  for (let index = 0; index + size <= words.length; index += 1) {
    let shingle = words[index]!;
    for (let offset = 1; offset < size; offset += 1) shingle += ` ${words[index + offset]!}`;
    shingles.add(shingle);
  }
  return shingles;
}

/** Jaccard index of two sets: 1 when both are empty. */
export function jaccard<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): number {
  if (a.size === 0 && b.size === 0) return 1;
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let shared = 0;
  for (const item of small) if (large.has(item)) shared += 1;
  return shared / (a.size + b.size - shared);
}

/**
 * shinglesOf with each word as a digit 1…base−1 of a number in `base`: the same sets, as exact
 * numbers instead of strings (several times faster on 2 MiB pages). The caller checks that
 * base^SHINGLE_SIZE is a safe integer.
 */
function numericShinglesOf(ids: readonly number[], base: number, size = SHINGLE_SIZE): Set<number> {
  const shingles = new Set<number>();
  if (ids.length === 0) return shingles;
  const width = Math.min(size, ids.length);
  for (let index = 0; index + width <= ids.length; index += 1) {
    let key = 0;
    for (let offset = 0; offset < width; offset += 1) key = key * base + ids[index + offset]!;
    shingles.add(key);
  }
  return shingles;
}

/** Word-shingle similarity of two texts, 0 (nothing shared) to 1 (the same words in the same order). */
export function textSimilarity(a: string, b: string): number {
  const wordsA = wordsOf(a);
  const wordsB = wordsOf(b);
  // One numbering of the words of both texts, from 1.
  const ids = new Map<string, number>();
  const number = (words: string[]) =>
    words.map((word) => {
      let id = ids.get(word);
      if (id === undefined) ids.set(word, (id = ids.size + 1));
      return id;
    });
  const idsA = number(wordsA);
  const idsB = number(wordsB);
  const base = ids.size + 1;
  if (base ** SHINGLE_SIZE <= Number.MAX_SAFE_INTEGER) return jaccard(numericShinglesOf(idsA, base), numericShinglesOf(idsB, base));
  // Over about 200,000 different words: the string form.
  return jaccard(shinglesOf(wordsA), shinglesOf(wordsB));
}

/** A percentage for people, rounded down so a value under the threshold never reads as the threshold. */
export const percent = (similarity: number) => Math.floor(similarity * 100 + 1e-9);

// ---------------------------------------------------------------------------------------------
// The two fetches

/** One fetch as the server saw it: the view it reports and the visible text it compares, or why it failed. */
export type FetchOutcome = { ok: true; view: CloakingPageView; text: string } | { ok: false; error: string };

export interface CloakingComparison {
  isDifferent: boolean;
  differences: string[];
  /** null when one fetch failed (there is nothing to compare). */
  textSimilarity: number | null;
}

const shorten = (text: string, max = 120) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);
const quoted = (value: string) => (value === '' ? 'none' : `"${shorten(value)}"`);
const plain = (value: string) => (value === '' ? 'none' : shorten(value, 200));

/** Robots directives as a set: 'NoIndex,  follow' and 'follow, noindex' are the same rules. */
export function robotsDirectives(value: string): string {
  const directives = new Set(
    value
      .toLowerCase()
      .split(',')
      .map((directive) => directive.trim().replace(/\s*:\s*/g, ':').replace(/\s+/g, ' '))
      .filter(Boolean),
  );
  return [...directives].sort().join(', ');
}

/** The difference lines of two successful fetches, in a fixed order: one per field that differs. */
export function fieldDifferences(user: CloakingPageView, bot: CloakingPageView, similarity: number): string[] {
  const lines: string[] = [];
  if (user.status !== bot.status) lines.push(`Status code: visitors get ${user.status}, Googlebot gets ${bot.status}.`);
  if (user.finalUrl !== bot.finalUrl) {
    lines.push(`Final URL after redirects: visitors end at ${plain(user.finalUrl)}, Googlebot at ${plain(bot.finalUrl)}.`);
  }
  if (user.title !== bot.title) lines.push(`Title: visitors see ${quoted(user.title)}, Googlebot sees ${quoted(bot.title)}.`);
  if (robotsDirectives(user.metaRobots) !== robotsDirectives(bot.metaRobots)) {
    lines.push(`Meta robots: visitors get ${quoted(user.metaRobots)}, Googlebot gets ${quoted(bot.metaRobots)}.`);
  }
  if (robotsDirectives(user.robotsHeader) !== robotsDirectives(bot.robotsHeader)) {
    lines.push(`X-Robots-Tag header: visitors get ${quoted(user.robotsHeader)}, Googlebot gets ${quoted(bot.robotsHeader)}.`);
  }
  if (user.canonical !== bot.canonical) lines.push(`Canonical link: visitors get ${plain(user.canonical)}, Googlebot gets ${plain(bot.canonical)}.`);
  if (similarity < SIMILARITY_THRESHOLD) {
    lines.push(`Visible text: only ${percent(similarity)}% similar (below the ${percent(SIMILARITY_THRESHOLD)}% threshold).`);
  }
  return lines;
}

/**
 * Compares what a desktop browser and Googlebot got. Both fetched: a line per differing field. One
 * fetch failed and the other did not: that is a difference in itself (a site that times out, resets
 * or redirects somewhere forbidden for one agent only), reported as one line. The server answers 422
 * before calling this when both failed.
 */
export function compareFetches(user: FetchOutcome, bot: FetchOutcome): CloakingComparison {
  if (user.ok && bot.ok) {
    const similarity = textSimilarity(user.text, bot.text);
    const differences = fieldDifferences(user.view, bot.view, similarity);
    return { isDifferent: differences.length > 0, differences, textSimilarity: similarity };
  }
  const differences: string[] = [];
  if (!user.ok && bot.ok) differences.push(`The fetch as a visitor failed while Googlebot's worked: ${user.error}`);
  if (user.ok && !bot.ok) differences.push(`The fetch as Googlebot failed while the visitor's worked: ${bot.error}`);
  if (!user.ok && !bot.ok && user.error !== bot.error) differences.push(`The two fetches failed differently. As a visitor: ${user.error} As Googlebot: ${bot.error}`);
  return { isDifferent: differences.length > 0, differences, textSimilarity: null };
}

/** The 422 sentence when both fetches failed: the one reason, or both when they differ. */
export function bothFailedMessage(userError: string, botError: string): string {
  return userError === botError ? userError : `As a visitor: ${userError} As Googlebot: ${botError}`;
}

/** What a view shows for the fetch, for the page (a failed fetch as its error). */
export const viewOf = (outcome: FetchOutcome): CloakingView => (outcome.ok ? outcome.view : { fetched: false, error: outcome.error });

/** The start of a text for people: at most `max` characters, cut at a word, with an ellipsis when cut. */
export function excerptOf(text: string, max = EXCERPT_LENGTH): string {
  const collapsed = text.replace(/\s+/g, ' ').trim();
  if (collapsed.length <= max) return collapsed;
  const cut = collapsed.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Sentence case verdict of a result. */
export const verdictOf = (isDifferent: boolean) => (isDifferent ? DIFFERENT_VERDICT : SAME_VERDICT);
