// @vitest-environment node
// The budgets, measured side by side in one run on a 10 MB document (nested objects, long strings
// with escapes, 20-digit numbers): format and minify each ≤ 2× JSON.stringify(JSON.parse(s), null, 2),
// and faster than lossless-json's parse + stringify. `pnpm bench` prints the figures; nothing fails on speed.
import { parse as losslessParse, stringify as losslessStringify } from 'lossless-json';
import { test } from 'vitest';
import { format, minify, validate } from './logic';

/** A fixed pseudo-random sequence, so every run measures the same document. */
function sequence(seed: number) {
  let state = seed;
  return () => (state = (state * 1103515245 + 12345) & 0x7fffffff);
}

/** A JSON array of nested records, at least `bytes` long in UTF-8, with no whitespace between tokens. */
function benchDocument(bytes: number): string {
  const next = sequence(18);
  // Words with every escape, accents, CJK and an emoji, as they are written inside a JSON string.
  const words = ['alpha', 'beta', 'gamma', 'delta', 'café', 'naïve', 'tab\\there', 'a \\"quote\\"', 'line\\nbreak', 'a\\/b', 'uni \\u00e9\\u4e2d', '😀 emoji', 'back\\\\slash', '中文'];
  const text = (n: number) => Array.from({ length: n }, () => words[next() % words.length]).join(' ');
  const digits20 = () => `${1 + (next() % 9)}${Array.from({ length: 19 }, () => next() % 10).join('')}`;
  const encoder = new TextEncoder();
  const records: string[] = [];
  for (let size = 2, k = 0; size < bytes; k++) {
    const record =
      `{"id":${digits20()},"name":"${text(3)}","price":-${next() % 1000}.${next() % 100}e-3,"active":${k % 2 === 0},"note":null,` +
      `"profile":{"bio":"${text(40)}","address":{"street":"${text(4)}","geo":{"lat":${digits20()}.5,"lng":-${digits20()}}},"tags":["${text(1)}","${text(1)}",[],{}]},` +
      `"history":[{"at":${digits20()},"event":"${text(6)}"},{"at":${digits20()},"event":"${text(6)}","meta":{"a":[1,2,3],"b":{"c":{"d":"${text(2)}"}}}}]}`;
    records.push(record);
    size += encoder.encode(record).length + 1;
  }
  return `[${records.join(',')}]`;
}

const MB = 1 << 20;
// Decoded from bytes, as a pasted text arrives: one flat string, not a rope of concatenations.
const decoded = (text: string) => new TextDecoder().decode(new TextEncoder().encode(text));
const compact = decoded(benchDocument(10 * MB));
// The same size, formatted (what people minify).
const formatted = decoded(format(benchDocument(7 * MB)));

const RUNS = { iterations: 5, time: 0, warmupIterations: 1, warmupTime: 0 };

test('format a 10 MB document (budget ≤ 2× the reference, faster than lossless-json)', { timeout: 300_000 }, async ({ bench }) => {
  await bench.compare(
    bench('format', () => void format(compact)),
    bench('reference: JSON.stringify(JSON.parse(s), null, 2)', () => void JSON.stringify(JSON.parse(compact), null, 2)),
    bench('lossless-json: stringify(parse(s), null, 2)', () => void losslessStringify(losslessParse(compact), null, 2)),
    RUNS,
  );
});

test('minify a 10 MB document (budget ≤ 2× the reference, faster than lossless-json)', { timeout: 300_000 }, async ({ bench }) => {
  await bench.compare(
    bench('minify, formatted input', () => void minify(formatted)),
    bench('minify, compact input', () => void minify(compact)),
    bench('reference: JSON.stringify(JSON.parse(s), null, 2), formatted input', () => void JSON.stringify(JSON.parse(formatted), null, 2)),
    bench('lossless-json: stringify(parse(s)), formatted input', () => void losslessStringify(losslessParse(formatted))),
    RUNS,
  );
});

test('validate a 10 MB document (with its duplicate-key check)', { timeout: 300_000 }, async ({ bench }) => {
  await bench.compare(
    bench('validate', () => void validate(compact)),
    bench('JSON.parse', () => void JSON.parse(compact)),
    RUNS,
  );
});
