// The command palette's search: React-free, so it is unit- and property-tested and benched alone.
//
// A linear scorer of our own rather than a fuzzy library: the palette's order is a rule, not a score —
// exact title prefix, then word prefix, then fuzzy — and every entry that contains the query must be listed.
// Score-based matchers (Fuse's Bitap, match-sorter's rankings, fzf-style subsequences) weigh these
// differently, cut weak matches off by threshold, or tolerate no typo; the rule takes ~100 lines here.

/** What the palette lists: a built-in tool or a live generated page. */
export interface PaletteEntry {
  title: string;
  description: string;
  tags: readonly string[];
  href: string;
}

/** How an entry matched; lower is better. */
export const MATCH_TIER = { titlePrefix: 0, titleWordPrefix: 1, anyWord: 2, fuzzy: 3 } as const;
export type MatchTier = (typeof MATCH_TIER)[keyof typeof MATCH_TIER];

export interface PaletteResult<T> {
  entry: T;
  /** null for the empty query, which lists everything. */
  tier: MatchTier | null;
  /** One of the recently opened tools (`recent` of rankForPalette). */
  recent: boolean;
}

interface Indexed<T> {
  entry: T;
  order: number;
  title: string;
  titleWords: string[];
  /** Title, tag and description words. */
  words: string[];
  /** Title, description and tags, lowercased, joined by a character no query holds after trimming. */
  haystack: string;
}

export interface PaletteIndex<T> {
  readonly items: readonly Indexed<T>[];
}

const normalise = (text: string) => text.toLowerCase();
const wordsOf = (text: string) => normalise(text).split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');

/** Lowercased words of every entry, computed once per list rather than per keystroke. */
export function indexForPalette<T extends PaletteEntry>(entries: readonly T[]): PaletteIndex<T> {
  return {
    items: entries.map((entry, order) => {
      const titleWords = wordsOf(entry.title);
      return {
        entry,
        order,
        title: normalise(entry.title),
        titleWords,
        words: [...new Set([...titleWords, ...entry.tags.flatMap(wordsOf), ...wordsOf(entry.description)])],
        haystack: normalise([entry.title, entry.description, ...entry.tags].join('\n')),
      };
    }),
  };
}

/** Typos allowed in a query word: none in 1–2 letters (too many words would match), 1 up to 7, then 2. */
export function typosAllowed(token: string): number {
  if (token.length < 3) return 0;
  return token.length < 8 ? 1 : 2;
}

/**
 * The fewest edits (insert, delete, substitute, swap two neighbours: optimal string alignment) turning
 * `token` into some prefix of `word` that is within one letter of the token's length; bails out above `limit`.
 */
export function prefixDistance(token: string, word: string, limit: number): number {
  const m = token.length;
  const n = Math.min(word.length, m + limit);
  // Rows of the DP table: two rows back for the swap.
  let before = new Array<number>(n + 1).fill(0);
  let previous = Array.from({ length: n + 1 }, (_, j) => j);
  let current = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= m; i += 1) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= n; j += 1) {
      const cost = token.charCodeAt(i - 1) === word.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && token.charCodeAt(i - 1) === word.charCodeAt(j - 2) && token.charCodeAt(i - 2) === word.charCodeAt(j - 1)) {
        value = Math.min(value, before[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > limit) return limit + 1;
    [before, previous, current] = [previous, current, before];
  }
  // `previous` is the last row: the token against each prefix of the word.
  let best = limit + 1;
  for (let k = Math.max(0, m - limit); k <= n; k += 1) best = Math.min(best, previous[k]!);
  return best;
}

function tierOf<T>(item: Indexed<T>, query: string, tokens: readonly string[]): { tier: MatchTier; typos: number } | null {
  if (item.title.startsWith(query)) return { tier: MATCH_TIER.titlePrefix, typos: 0 };
  const prefixOfSome = (words: readonly string[]) => (token: string) => words.some((word) => word.startsWith(token));
  if (tokens.every(prefixOfSome(item.titleWords))) return { tier: MATCH_TIER.titleWordPrefix, typos: 0 };
  if (item.haystack.includes(query) || tokens.every(prefixOfSome(item.words))) return { tier: MATCH_TIER.anyWord, typos: 0 };
  let typos = 0;
  for (const token of tokens) {
    const limit = typosAllowed(token);
    if (limit === 0) {
      if (!item.words.some((word) => word.startsWith(token))) return null;
      continue;
    }
    let best = limit + 1;
    for (const word of item.words) {
      best = Math.min(best, prefixDistance(token, word, limit));
      if (best === 0) break;
    }
    if (best > limit) return null;
    typos += best;
  }
  return { tier: MATCH_TIER.fuzzy, typos };
}

/**
 * The palette's results, all of them (no cap): for the empty query every entry, the `recent` hrefs first
 * in their order; otherwise the matching entries by tier, fewer typos first, a recent tool before others
 * in a tie, then in list order.
 */
export function rankForPalette<T extends PaletteEntry>(index: PaletteIndex<T>, rawQuery: string, recent: readonly string[] = []): PaletteResult<T>[] {
  const recentRank = new Map(recent.map((href, position) => [href, position]));
  const rankOfRecent = (item: Indexed<T>) => recentRank.get(item.entry.href) ?? Number.POSITIVE_INFINITY;
  const query = normalise(rawQuery.trim());
  if (query === '') {
    return [...index.items]
      .sort((a, b) => rankOfRecent(a) - rankOfRecent(b) || a.order - b.order)
      .map((item) => ({ entry: item.entry, tier: null, recent: recentRank.has(item.entry.href) }));
  }
  const tokens = wordsOf(query);
  const hits: { item: Indexed<T>; tier: MatchTier; typos: number }[] = [];
  for (const item of index.items) {
    // A query of punctuation alone has no words: only the substring test can match it.
    const match = tokens.length === 0 ? (item.haystack.includes(query) ? { tier: MATCH_TIER.anyWord, typos: 0 } : null) : tierOf(item, query, tokens);
    if (match) hits.push({ item, ...match });
  }
  const recentFirst = (a: Indexed<T>, b: Indexed<T>) => Math.min(rankOfRecent(a), recent.length) - Math.min(rankOfRecent(b), recent.length);
  hits.sort((a, b) => a.tier - b.tier || a.typos - b.typos || recentFirst(a.item, b.item) || a.item.order - b.item.order);
  return hits.map(({ item, tier }) => ({ entry: item.entry, tier, recent: recentRank.has(item.entry.href) }));
}
