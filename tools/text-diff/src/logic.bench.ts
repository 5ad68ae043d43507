// @vitest-environment node
// Text Diff's budgets, measured side by side in one run (`pnpm bench`; figures only, never a
// failure): two 20,000-word texts differing in 1% of their words < 100 ms and ≤ 0.5× jsdiff's diffWords
// on the same texts; two unrelated 100,000-word texts ≤ 2 s. Plus the page's whole task on a 10 MB paste.
import { diffWords } from 'diff';
import { test } from 'vitest';
import { compareTexts, diffTexts } from './logic';

/** A small deterministic generator (mulberry32), so every run compares the same texts. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Prose-like words: a few very common ones, many rarer ones (as in real text, where "the" repeats and most words do not).
const COMMON = ['the', 'of', 'and', 'a', 'to', 'in', 'is', 'was', 'it', 'for', 'that', 'on', 'with', 'as', 'by'];
function vocabulary(next: () => number, size: number): string[] {
  const letters = 'abcdefghijklmnopqrstuvwxyzéü';
  return Array.from({ length: size }, () => {
    const length = 3 + Math.floor(next() * 8);
    let word = '';
    for (let i = 0; i < length; i++) word += letters[Math.floor(next() * letters.length)];
    return next() < 0.1 ? `${word},` : next() < 0.05 ? `${word}.` : word;
  });
}

function wordList(seed: number, count: number): string[] {
  const next = random(seed);
  const rare = vocabulary(next, 5000);
  return Array.from({ length: count }, () => (next() < 0.4 ? COMMON[Math.floor(next() * COMMON.length)]! : rare[Math.floor(next() * rare.length)]!));
}

/** Words joined by spaces, with a line break after every 12th and a blank line after every 120th. */
const asText = (list: string[]) => list.map((word, i) => (i % 120 === 119 ? `${word}\n\n` : i % 12 === 11 ? `${word}\n` : `${word} `)).join('').trimEnd();

/** The list with `share` of its words replaced by others, at random places. */
function edited(list: string[], share: number, seed: number): string[] {
  const next = random(seed);
  const copy = [...list];
  const changes = Math.round(list.length * share);
  for (let n = 0; n < changes; n++) copy[Math.floor(next() * copy.length)] = `changed${n}`;
  return copy;
}

const base20k = wordList(1, 20_000);
const original20k = asText(base20k);
const changed20k = asText(edited(base20k, 0.01, 2));
const unrelatedA = asText(wordList(3, 100_000));
const unrelatedB = asText(wordList(4, 100_000));
// A 10 MB paste against a copy with 1% of its words changed: the page's whole task (diff and folding).
const base10mb = wordList(5, 1_700_000);
const original10mb = asText(base10mb);
const changed10mb = asText(edited(base10mb, 0.01, 6));

test('two 20,000-word texts differing in 1% of words (budget < 100 ms and ≤ 0.5× jsdiff diffWords)', { timeout: 300_000 }, async ({ bench }) => {
  const ours = diffTexts(original20k, changed20k);
  console.log(`20,000 words: ${ours.added} added, ${ours.removed} removed, minimal: ${ours.minimal}`);
  await bench.compare(
    bench('diffTexts (Text Diff)', () => void diffTexts(original20k, changed20k)),
    bench('jsdiff diffWords', () => void diffWords(original20k, changed20k)),
    { time: 0, iterations: 30, warmupIterations: 3, warmupTime: 0 },
  );
});

test('two unrelated 100,000-word texts (budget ≤ 2 s)', { timeout: 300_000 }, async ({ bench }) => {
  const ours = diffTexts(unrelatedA, unrelatedB);
  console.log(`100,000 unrelated words: ${ours.added} added, ${ours.removed} removed, minimal: ${ours.minimal}`);
  await bench.compare(
    bench('diffTexts', () => void diffTexts(unrelatedA, unrelatedB)),
    bench("compareTexts (the page's task: diff and folding)", () => void compareTexts({ original: unrelatedA, changed: unrelatedB })),
    { time: 0, iterations: 5, warmupIterations: 1, warmupTime: 0 },
  );
});

test('a 10 MB paste against a copy with 1% of its words changed', { timeout: 300_000 }, async ({ bench }) => {
  const view = compareTexts({ original: original10mb, changed: changed10mb });
  console.log(`10 MB (${original10mb.length.toLocaleString('en-US')} characters): ${view.added} added, ${view.removed} removed, minimal: ${view.minimal}`);
  await bench('compareTexts, 10 MB', () => void compareTexts({ original: original10mb, changed: changed10mb })).run({
    time: 0,
    iterations: 3,
    warmupIterations: 1,
    warmupTime: 0,
  });
});
