/**
 * Text Diff: a word-level comparison of two texts. Pure functions: no React, no DOM, no I/O, so the same
 * code runs in the page's worker, in the tests and in Node.
 *
 * Words are the maximal runs of non-whitespace ("whitespace" is JavaScript's `\s`, as in the word counts
 * of `@toolnest/tool-kit/text`). Each word is given an integer id (equal words, equal ids) and the two id
 * lists are compared with Myers' O(ND) algorithm in its linear-space form (the "middle snake" divide and
 * conquer), after their common start and end are trimmed. The result is a shortest edit script: the fewest
 * words deleted plus inserted, which is the two lists' longest common subsequence kept as `equal`.
 *
 * Whitespace travels in the segments, so nothing is lost: the `equal` and `delete` segments, joined in
 * order, are the original text code unit for code unit (lone surrogates and CR LF included), and the
 * `equal` and `insert` segments the changed text.
 * Two equal words with different whitespace between them ("a  b" against "a b", a line break against a
 * space, CR LF against LF) stay equal, and the whitespace that differs is a `delete` of the original's
 * and an `insert` of the changed text's: a whitespace-only change, which counts no word as changed.
 *
 * Past EDIT_CAP the search for the shortest script would cost too much (two unrelated 100,000-word texts
 * differ in some 150,000 words); it then splits the texts where its search got furthest and goes on
 * (as GNU diff does), so the script stays exact but may be longer than the shortest, and says so.
 */
import { countText, isWhitespaceCode } from '@toolnest/tool-kit/text';

export type DiffSegmentType = 'equal' | 'insert' | 'delete';

/** A run of text that both texts share (`equal`), that only the changed text has (`insert`) or only the original (`delete`). */
export interface DiffSegment {
  type: DiffSegmentType;
  text: string;
}

export interface TextDiff {
  /** In reading order; within a change, the deleted text comes before the inserted text. No segment is empty. */
  segments: DiffSegment[];
  /** Words of the changed text that are not in the original (those in `insert` segments). */
  added: number;
  /** Words of the original that are not in the changed text (those in `delete` segments). */
  removed: number;
  /**
   * True when `added + removed` is the fewest possible. False when the texts differ in more than the edit
   * cap and the search stopped early: the segments are still exact, but may mark more words than needed.
   */
  minimal: boolean;
}

/**
 * The edit cap: texts that differ in at most this many words (deleted plus inserted) always get a shortest
 * edit script. Beyond it, each search gives up after EDIT_CAP / 2 steps from either end and splits the texts
 * at the furthest point it reached: the time stays within (words) × EDIT_CAP / 4 or so, at the cost of minimality.
 */
export const EDIT_CAP = 2_000;

/** The smallest search cap from either end, reached in densely differing stretches (see editScript). */
const MIN_HALF_CAP = 8;
/** A capped search that passed fewer than this many words per edit met dense changes. */
const SPARSE_REACH = 4;

export interface DiffOptions {
  /** The edit cap (EDIT_CAP unless told otherwise; tests use small ones to reach the capped path). */
  editCap?: number;
}

function assertText(text: unknown, name: string): asserts text is string {
  if (typeof text !== 'string') throw new TypeError(`Expected the ${name} text as a string, got ${text === null ? 'null' : typeof text}`);
}

// Read once: a module namespace lookup per character would cost more than the check (vitest wraps imports in getters).
const isWhitespaceCodeShared = isWhitespaceCode;
/** JavaScript's `\s`, with the ASCII cases inline: this runs once per character of both texts. */
const isSpace = (code: number) => (code < 0x80 ? code === 0x20 || (code >= 0x09 && code <= 0x0d) : isWhitespaceCodeShared(code));

/** The words of a text as offsets into it, and their ids. */
interface Words {
  /** Word i is text.slice(starts[i], ends[i]); the whitespace after it runs to starts[i + 1] (or the end). */
  starts: number[];
  ends: number[];
  ids: Int32Array;
}

/**
 * Gives each distinct word an integer id. Words are never cut out of the texts as strings: each is hashed
 * as it is scanned and compared in place with the first occurrence of its id (open addressing, linear
 * probing), which is faster than a Map of sliced strings on a 10 MB text.
 */
class WordIds {
  private slots = new Int32Array(1 << 12);
  // Per id: its hash, and where its first occurrence is.
  private hashes: number[] = [];
  private texts: string[] = [];
  private starts: number[] = [];
  private lengths: number[] = [];

  id(text: string, start: number, end: number, hash: number): number {
    let mask = this.slots.length - 1;
    const length = end - start;
    let slot = hash & mask;
    for (let entry = this.slots[slot]!; entry !== 0; entry = this.slots[(slot = (slot + 1) & mask)]!) {
      const id = entry - 1;
      if (this.hashes[id] === hash && this.lengths[id] === length && sameText(this.texts[id]!, this.starts[id]!, text, start, length)) return id;
    }
    const id = this.hashes.length;
    this.hashes.push(hash);
    this.texts.push(text);
    this.starts.push(start);
    this.lengths.push(length);
    if (2 * id >= mask) {
      // Half full: twice the slots, every id placed again.
      this.slots = new Int32Array(2 * (mask + 1));
      mask = this.slots.length - 1;
      for (let other = 0; other <= id; other++) {
        for (slot = this.hashes[other]! & mask; this.slots[slot] !== 0; ) slot = (slot + 1) & mask;
        this.slots[slot] = other + 1;
      }
    } else this.slots[slot] = id + 1;
    return id;
  }
}

function sameText(a: string, aStart: number, b: string, bStart: number, length: number): boolean {
  for (let i = 0; i < length; i++) if (a.charCodeAt(aStart + i) !== b.charCodeAt(bStart + i)) return false;
  return true;
}

/** The words of text[from, to). */
function splitWords(text: string, from: number, to: number, ids: WordIds): Words {
  const starts: number[] = [];
  const ends: number[] = [];
  const wordIds: number[] = [];
  let i = from;
  while (i < to) {
    while (i < to && isSpace(text.charCodeAt(i))) i++;
    if (i === to) break;
    const start = i;
    // FNV-1a over the word's UTF-16 code units.
    let hash = 0x811c9dc5 | 0;
    for (let code = text.charCodeAt(i); i < to && !isSpace(code); code = text.charCodeAt(++i)) hash = Math.imul(hash ^ code, 0x01000193);
    starts.push(start);
    ends.push(i);
    wordIds.push(ids.id(text, start, i, hash));
  }
  return { starts, ends, ids: Int32Array.from(wordIds) };
}

/** Which words the edit script deletes (`removed[i]`) and inserts (`added[j]`); the others pair up in order. */
interface EditScript {
  removed: Uint8Array;
  added: Uint8Array;
  minimal: boolean;
}

/**
 * A shortest edit script from `a` to `b` while it costs at most 2 × halfCap, by Myers' linear-space
 * algorithm. Each range is trimmed of its common start and end, then split at a point of a shortest path
 * found by searching from both ends at once (the middle snake); ranges wait on a stack, not the call stack,
 * so a long run of capped splits cannot overflow it.
 *
 * Coordinates inside a range are relative: x words of `a` and y words of `b` consumed, diagonal k = x - y.
 * `forward[k]` is the furthest x on diagonal k reached from the range's start with d edits, and
 * `backward[k - delta]` the smallest x on diagonal k reached from the range's end with d edits (delta =
 * N - M is the end's diagonal); -1 where no move stays inside the range. Both only ever hold diagonals
 * within halfCap + 1 of their origin, so they cost O(cap) memory whatever the texts' length. (Checked
 * against an O(n·m) LCS table by the property tests, the capped path included.)
 *
 * A search that reaches its cap splits the range where it got furthest. Where the texts differ sparsely
 * (an edited copy), that point is far and the pieces are solved as before. Where they differ densely
 * (unrelated text, where a search of d edits gets little further than d words), the pieces and the rest
 * are searched with a quarter of the cap, down to MIN_HALF_CAP, so unrelated texts cost about
 * (words × MIN_HALF_CAP) rather than (words × cap); a later sparse stretch gets the whole cap back.
 */
function editScript(a: Int32Array, b: Int32Array, fullHalfCap: number): EditScript {
  const removed = new Uint8Array(a.length);
  const added = new Uint8Array(b.length);
  const offset = fullHalfCap + 1;
  const forward = new Int32Array(2 * fullHalfCap + 3);
  const backward = new Int32Array(2 * fullHalfCap + 3);
  let minimal = true;
  // Ranges to solve, five numbers each: aLo, aHi, bLo, bHi and the search's cap from either end.
  const ranges: number[] = [0, a.length, 0, b.length, fullHalfCap];

  while (ranges.length > 0) {
    const halfCap = ranges.pop()!;
    let bHi = ranges.pop()!;
    let bLo = ranges.pop()!;
    let aHi = ranges.pop()!;
    let aLo = ranges.pop()!;
    while (aLo < aHi && bLo < bHi && a[aLo] === b[bLo]) {
      aLo++;
      bLo++;
    }
    while (aLo < aHi && bLo < bHi && a[aHi - 1] === b[bHi - 1]) {
      aHi--;
      bHi--;
    }
    if (aLo === aHi) {
      added.fill(1, bLo, bHi);
      continue;
    }
    if (bLo === bHi) {
      removed.fill(1, aLo, aHi);
      continue;
    }

    // Both sides are non-empty and differ at both ends, so the shortest script costs D ≥ 2.
    const N = aHi - aLo;
    const M = bHi - bLo;
    const delta = N - M;
    // D ≤ N + M, and the two searches meet by d = ceil(D / 2).
    const limit = Math.min(halfCap, Math.ceil((N + M) / 2));
    const search: RangeSearch = { a, b, aLo, bLo, N, M, delta, odd: (delta & 1) !== 0, offset, forward, backward, splitX: -1, splitY: -1 };
    forward[offset] = 0;
    backward[offset] = N;
    // The range is trimmed: no snake leaves either corner, so d = 0 reaches only the corners.
    for (let d = 1; d <= limit; d++) if (forwardStep(search, d) || backwardStep(search, d)) break;

    const { splitX, splitY } = search;
    if (splitX >= 0) {
      // A point of a shortest path (on one diagonal, the further of two points never costs more to finish
      // from, nor the nearer to reach): each half costs less than D, and both are non-empty.
      if (splitX + splitY > 0 && splitX + splitY < N + M) {
        ranges.push(aLo, aLo + splitX, bLo, bLo + splitY, halfCap, aLo + splitX, aHi, bLo + splitY, bHi, halfCap);
        continue;
      }
    } else if (limit === halfCap && limit < Math.ceil((N + M) / 2)) {
      minimal = false;
      if (splitOverCap(search, halfCap, fullHalfCap, ranges)) continue;
    }
    // Unreachable when the searches are right; if it ever happens, the range is replaced whole: still exact.
    minimal = false;
    removed.fill(1, aLo, aHi);
    added.fill(1, bLo, bHi);
  }
  return { removed, added, minimal };
}

/** One trimmed range's two searches (see editScript); splitX and splitY are where they met, -1 until then. */
interface RangeSearch {
  a: Int32Array;
  b: Int32Array;
  aLo: number;
  bLo: number;
  N: number;
  M: number;
  delta: number;
  odd: boolean;
  offset: number;
  forward: Int32Array;
  backward: Int32Array;
  splitX: number;
  splitY: number;
}

/** The forward search's step `d`: true once it meets the backward search (with an odd delta). */
function forwardStep(search: RangeSearch, d: number): boolean {
  const { a, b, aLo, bLo, N, M, delta, odd, offset, forward, backward } = search;
  // Diagonals reachable with d edits, of d's parity, inside the range (-M ≤ k ≤ N).
  let lo = Math.max(-d, -M);
  if ((lo + d) & 1) lo++;
  let hi = Math.min(d, N);
  if ((hi + d) & 1) hi--;
  const prevLo = Math.max(1 - d, -M);
  const prevHi = Math.min(d - 1, N);
  for (let k = lo; k <= hi; k += 2) {
    let x = -1;
    // A deletion from diagonal k - 1 (x + 1) or an insertion from k + 1 (y + 1), whichever gets further.
    if (k - 1 >= prevLo) {
      const from = forward[offset + k - 1]!;
      if (from >= 0 && from < N) x = from + 1;
    }
    if (k + 1 <= prevHi) {
      const from = forward[offset + k + 1]!;
      if (from >= 0 && from - k <= M && from > x) x = from;
    }
    if (x < 0) {
      forward[offset + k] = -1;
      continue;
    }
    let y = x - k;
    while (x < N && y < M && a[aLo + x] === b[bLo + y]) {
      x++;
      y++;
    }
    forward[offset + k] = x;
    // With an odd delta the paths meet on a forward step: against the backward search's d - 1 edits.
    if (odd && k >= delta - d + 1 && k <= delta + d - 1) {
      const back = backward[offset + k - delta]!;
      if (back >= 0 && x >= back) {
        search.splitX = x;
        search.splitY = y;
        return true;
      }
    }
  }
  return false;
}

/** The backward search's step `d`: true once it meets the forward search (with an even delta). */
function backwardStep(search: RangeSearch, d: number): boolean {
  const { a, b, aLo, bLo, N, M, delta, odd, offset, forward, backward } = search;
  let lo = Math.max(delta - d, -M);
  if ((lo - delta + d) & 1) lo++;
  let hi = Math.min(delta + d, N);
  if ((hi - delta + d) & 1) hi--;
  const prevLo = Math.max(delta - d + 1, -M);
  const prevHi = Math.min(delta + d - 1, N);
  for (let k = lo; k <= hi; k += 2) {
    const at = offset + k - delta;
    let x = -1;
    // Backwards: undoing a deletion from diagonal k + 1 (x - 1) or an insertion from k - 1 (y - 1).
    if (k + 1 <= prevHi) {
      const from = backward[at + 1]!;
      if (from > 0) x = from - 1;
    }
    if (k - 1 >= prevLo) {
      const from = backward[at - 1]!;
      if (from >= 0 && from - k >= 0 && (x < 0 || from < x)) x = from;
    }
    if (x < 0) {
      backward[at] = -1;
      continue;
    }
    let y = x - k;
    while (x > 0 && y > 0 && a[aLo + x - 1] === b[bLo + y - 1]) {
      x--;
      y--;
    }
    backward[at] = x;
    // With an even delta the paths meet on a backward step, against the forward search's d edits.
    if (!odd && k >= -d && k <= d) {
      const ahead = forward[offset + k]!;
      if (ahead >= 0 && ahead >= x) {
        search.splitX = x;
        search.splitY = y;
        return true;
      }
    }
  }
  return false;
}

/**
 * A range whose searches reached their cap unmet: pushes its pieces, split where each search got furthest
 * (largest x + y forward, smallest backward), with the next cap. False when neither point splits it.
 */
function splitOverCap(search: RangeSearch, halfCap: number, fullHalfCap: number, ranges: number[]): boolean {
  const { aLo, bLo, N, M, delta, offset, forward, backward } = search;
  const aHi = aLo + N;
  const bHi = bLo + M;
  const [fx, fy] = furthest(forward, offset, halfCap, 0, -M, N, 1);
  const [bx, by] = furthest(backward, offset, halfCap, delta, -M, N, -1);
  const forwardOk = fx + fy > 0 && fx + fy < N + M;
  const backwardOk = bx + by > 0 && bx + by < N + M;
  // Words passed per edit spent: sparse changes let each search run far past its cap.
  const reach = (forwardOk ? fx + fy : 0) + (backwardOk ? N + M - bx - by : 0);
  const next = reach >= SPARSE_REACH * 2 * halfCap ? fullHalfCap : Math.max(MIN_HALF_CAP, halfCap >> 2);
  if (forwardOk && backwardOk && fx <= bx && fy <= by) {
    ranges.push(aLo, aLo + fx, bLo, bLo + fy, next, aLo + fx, aLo + bx, bLo + fy, bLo + by, next, aLo + bx, aHi, bLo + by, bHi, next);
    return true;
  }
  const [sx, sy] = forwardOk && (!backwardOk || fx + fy >= N + M - bx - by) ? [fx, fy] : [bx, by];
  if (!forwardOk && !backwardOk) return false;
  ranges.push(aLo, aLo + sx, bLo, bLo + sy, next, aLo + sx, aHi, bLo + sy, bHi, next);
  return true;
}

/**
 * The point of the last step `d` (diagonals origin - d … origin + d, inside low … high) that got furthest:
 * the largest x + y going forward (sign 1), the smallest going backward (sign -1). [-1, -1] if none.
 */
function furthest(v: Int32Array, offset: number, d: number, origin: number, low: number, high: number, sign: 1 | -1): [number, number] {
  let best: [number, number] = [-1, -1];
  let bestReach = -Infinity;
  for (let k = origin - d; k <= origin + d; k += 2) {
    if (k < low || k > high) continue;
    const x = v[offset + k - origin]!;
    if (x < 0) continue;
    const reach = sign * (2 * x - k);
    if (reach > bestReach) {
      bestReach = reach;
      best = [x, x - k];
    }
  }
  return best;
}

/** Whether a string holds only whitespace (`\s`). */
export function isBlankText(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (!isSpace(text.charCodeAt(i))) return false;
  return true;
}

/**
 * Writes the segments while the two texts are walked from start to end. Shared text, deleted text and
 * inserted text each come as a length: equal text advances both texts, a deletion the original, an
 * insertion the changed text. So a run of equal text is one slice of the original, and a change (all that
 * is deleted and inserted between two equal runs) one slice of each text: a `delete` then an `insert`.
 * Whitespace that both sides of a change start or end with moves into the equal text around it ("a |b |c"
 * against "a |x |c" reads a, -b, +x, c rather than -"b ", +"x "); only whitespace moves, so no word is split.
 */
class SegmentWriter {
  readonly segments: DiffSegment[] = [];
  /** Consumed so far, in the original and in the changed text. */
  private a = 0;
  private b = 0;
  /** Where the equal text not yet written starts in the original. */
  private equalFrom = 0;
  /** Where the change being collected starts in each text; -1 outside a change. */
  private changeA = -1;
  private changeB = -1;

  private readonly original: string;
  private readonly changed: string;

  constructor(original: string, changed: string) {
    this.original = original;
    this.changed = changed;
  }

  keep(length: number): void {
    if (length === 0) return;
    if (this.changeA >= 0) this.endChange();
    this.a += length;
    this.b += length;
  }

  remove(length: number): void {
    this.startChange();
    this.a += length;
  }

  add(length: number): void {
    this.startChange();
    this.b += length;
  }

  finish(): DiffSegment[] {
    if (this.changeA >= 0) this.endChange();
    this.writeEqual(this.a);
    return this.segments;
  }

  private startChange(): void {
    if (this.changeA >= 0) return;
    this.changeA = this.a;
    this.changeB = this.b;
  }

  private writeEqual(to: number): void {
    if (to > this.equalFrom) this.segments.push({ type: 'equal', text: this.original.slice(this.equalFrom, to) });
    this.equalFrom = to;
  }

  private endChange(): void {
    const { original, changed, a, b, changeA, changeB } = this;
    const shorter = Math.min(a - changeA, b - changeB);
    let head = 0;
    while (head < shorter && original.charCodeAt(changeA + head) === changed.charCodeAt(changeB + head) && isSpace(original.charCodeAt(changeA + head))) head++;
    let tail = 0;
    while (tail < shorter - head && original.charCodeAt(a - 1 - tail) === changed.charCodeAt(b - 1 - tail) && isSpace(original.charCodeAt(a - 1 - tail))) tail++;
    if (a - changeA - head - tail > 0 || b - changeB - head - tail > 0) {
      this.writeEqual(changeA + head);
      if (a - tail > changeA + head) this.segments.push({ type: 'delete', text: original.slice(changeA + head, a - tail) });
      if (b - tail > changeB + head) this.segments.push({ type: 'insert', text: changed.slice(changeB + head, b - tail) });
      this.equalFrom = a - tail;
    }
    this.changeA = -1;
    this.changeB = -1;
  }
}

/**
 * Compares two texts word by word: the segments that turn `original` into `changed`, with the fewest words
 * deleted plus inserted (see the module comment for whitespace and for the edit cap).
 */
export function diffTexts(original: string, changed: string, { editCap = EDIT_CAP }: DiffOptions = {}): TextDiff {
  assertText(original, 'original');
  assertText(changed, 'changed');
  // The texts' common start and end, compared as text before any word is split out: an edited copy of a
  // 10 MB text is mostly this. The start ends after whitespace and the end begins with it, so both hold
  // whole words only (the words' own common start and end, which a shortest script always keeps).
  const shorter = Math.min(original.length, changed.length);
  let head = 0;
  while (head < shorter && original.charCodeAt(head) === changed.charCodeAt(head)) head++;
  if (head < original.length || head < changed.length) while (head > 0 && !isSpace(original.charCodeAt(head - 1))) head--;
  let tail = 0;
  while (tail < shorter - head && original.charCodeAt(original.length - 1 - tail) === changed.charCodeAt(changed.length - 1 - tail)) tail++;
  while (tail > 0 && !isSpace(original.charCodeAt(original.length - tail))) tail--;
  const endA = original.length - tail;
  const endB = changed.length - tail;

  const ids = new WordIds();
  const left = splitWords(original, head, endA, ids);
  const right = splitWords(changed, head, endB, ids);
  const { removed, added, minimal } = editScript(left.ids, right.ids, Math.max(1, Math.ceil(editCap / 2)));

  const n = left.starts.length;
  const m = right.starts.length;
  // Where word i starts, and (i = count) where the compared middle ends: the whitespace before word i ends there.
  const startA = (i: number) => (i === n ? endA : left.starts[i]!);
  const startB = (j: number) => (j === m ? endB : right.starts[j]!);
  const out = new SegmentWriter(original, changed);
  /** The whitespace before word i of the original and word j of the changed text: equal, or one replaced by the other. */
  const gaps = (fromA: number, toA: number, fromB: number, toB: number) => {
    if (toA - fromA === toB - fromB && sameText(original, fromA, changed, fromB, toA - fromA)) out.keep(toA - fromA);
    else {
      if (toA > fromA) out.remove(toA - fromA);
      if (toB > fromB) out.add(toB - fromB);
    }
  };
  out.keep(head);
  gaps(head, startA(0), head, startB(0));
  let i = 0;
  let j = 0;
  let addedWords = 0;
  let removedWords = 0;
  while (i < n || j < m) {
    if (i < n && removed[i]) {
      // The word and the whitespace after it.
      out.remove(startA(i + 1) - left.starts[i]!);
      removedWords++;
      i++;
    } else if (j < m && added[j]) {
      out.add(startB(j + 1) - right.starts[j]!);
      addedWords++;
      j++;
    } else {
      // Unmarked words pair up in order: the same word on both sides, then each side's whitespace after it.
      out.keep(left.ends[i]! - left.starts[i]!);
      gaps(left.ends[i]!, startA(i + 1), right.ends[j]!, startB(j + 1));
      i++;
      j++;
    }
  }
  out.keep(tail);
  return { segments: out.finish(), added: addedWords, removed: removedWords, minimal };
}

export interface TextStats {
  /** Whitespace-separated words of the trimmed text. */
  words: number;
  /** Characters as a reader counts them (grapheme clusters), spaces and line breaks included. */
  characters: number;
}

/** Each side's count line: words as Word Count counts them, characters as Case Convert's count line does. */
export function textStats(text: string): TextStats {
  const { words, graphemes } = countText(text);
  return { words, characters: graphemes };
}

// ---------------------------------------------------------------------------------------------------------
// What the page shows: the comparison, folded so that a 10 MB result renders quickly.

/** Unchanged text around a change: up to this many characters before and after it are shown. */
export const CONTEXT_CHARS = 300;
/** At most this many characters of the comparison are shown; the counts always cover all of it. */
export const MAX_SHOWN_CHARS = 50_000;
/** At most this many pieces (runs of equal, inserted or deleted text) are shown. */
export const MAX_SHOWN_PIECES = 4_000;

export type ViewPiece =
  | DiffSegment
  /** Unchanged text left out of the view, between two pieces of context. */
  | { type: 'skip'; words: number };

export interface DiffView {
  pieces: ViewPiece[];
  added: number;
  removed: number;
  minimal: boolean;
  /** Changes (a deletion, an insertion, or one replacing the other) not shown for length. */
  hiddenChanges: number;
  /** The texts are identical. */
  identical: boolean;
}

export interface CompareInput {
  original: string;
  changed: string;
}

/**
 * `text` cut to at most `max` code units from its start (or its end): at whitespace when there is some in the
 * half of the window next to the cut, and never inside a surrogate pair.
 */
function cut(text: string, max: number, fromEnd: boolean): string {
  if (text.length <= max) return text;
  if (fromEnd) {
    let start = text.length - max;
    for (let i = start; i < start + max / 2; i++) {
      if (isSpace(text.charCodeAt(i))) {
        start = i + 1;
        break;
      }
    }
    if (isLowSurrogate(text.charCodeAt(start)) && isHighSurrogate(text.charCodeAt(start - 1))) start++;
    return text.slice(start);
  }
  let end = max;
  for (let i = max; i > max / 2; i--) {
    if (isSpace(text.charCodeAt(i))) {
      end = i;
      break;
    }
  }
  if (isLowSurrogate(text.charCodeAt(end)) && isHighSurrogate(text.charCodeAt(end - 1))) end--;
  return text.slice(0, end);
}

/** Words starting in text[from, to): a word starts where a non-space follows a space or the start. */
function wordsBetween(text: string, from: number, to: number): number {
  let words = 0;
  for (let i = from; i < to; i++) if (!isSpace(text.charCodeAt(i)) && (i === from || isSpace(text.charCodeAt(i - 1)))) words++;
  return words;
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * The comparison as the page shows it: long unchanged stretches fold to CONTEXT_CHARS on either side of a
 * change with a count of the words between, and the view stops after MAX_SHOWN_CHARS characters or
 * MAX_SHOWN_PIECES pieces, counting the changes it leaves out. Runs in the page's worker, with diffTexts.
 */
export function viewDiff(diff: TextDiff): DiffView {
  const { segments } = diff;
  const pieces: ViewPiece[] = [];
  let shown = 0;
  let hiddenChanges = 0;
  let full = false;
  segments.forEach((segment, index) => {
    const opensChange = segment.type !== 'equal' && (index === 0 || segments[index - 1]!.type === 'equal');
    if (full) {
      if (opensChange) hiddenChanges++;
      return;
    }
    if (shown >= MAX_SHOWN_CHARS || pieces.length >= MAX_SHOWN_PIECES - 2) {
      full = true;
      if (opensChange) hiddenChanges++;
      return;
    }
    const room = MAX_SHOWN_CHARS - shown;
    /** Shows `text` of this segment's type, cut to the room left; a cut ends the view. */
    const show = (text: string) => {
      const shownText = cut(text, room, false);
      if (shownText !== '') pieces.push({ type: segment.type, text: shownText });
      shown += shownText.length;
      if (shownText.length < text.length) full = true;
    };
    const { text } = segment;
    const keepHead = index === 0 ? 0 : CONTEXT_CHARS;
    const keepTail = index === segments.length - 1 ? 0 : CONTEXT_CHARS;
    if (segment.type !== 'equal' || text.length <= keepHead + keepTail + CONTEXT_CHARS) {
      show(text);
      return;
    }
    const head = keepHead > 0 ? cut(text, Math.min(keepHead, room), false) : '';
    const tail = keepTail > 0 ? cut(text, keepTail, true) : '';
    if (head !== '') pieces.push({ type: 'equal', text: head });
    pieces.push({ type: 'skip', words: wordsBetween(text, head.length, text.length - tail.length) });
    if (tail !== '') pieces.push({ type: 'equal', text: tail });
    shown += head.length + tail.length;
  });
  return {
    pieces,
    added: diff.added,
    removed: diff.removed,
    minimal: diff.minimal,
    hiddenChanges,
    identical: segments.every((segment) => segment.type === 'equal'),
  };
}

/** The page's task, run in its worker: compare, then fold for display. */
export function compareTexts({ original, changed }: CompareInput): DiffView {
  return viewDiff(diffTexts(original, changed));
}
