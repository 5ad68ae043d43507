// Word Count's budgets: 1 MB of English ≤ 10 ms, 1 MB mixed with emoji ≤ 150 ms; a 10 MB paste works.
// `pnpm bench` prints the figures; nothing here fails on speed.
import { describe, test, vi } from 'vitest';
import { textStats } from './logic';

const encoder = new TextEncoder();

/** Repeats the samples in turn until the text is `bytes` long in UTF-8 (a file of that size). */
function textOf(bytes: number, samples: string[]): string {
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const sample = samples[i % samples.length]!;
    parts.push(sample);
    size += encoder.encode(sample).length;
  }
  return parts.join('');
}

const MB = 1_000_000;
const ENGLISH = [
  'The quick brown fox jumps over the lazy dog. ',
  'It was the best of times, it was the worst of times, it was the age of wisdom.\n',
  "Pack my box with five dozen liquor jugs! Don't panic; 42 is the answer.\n\n",
];
const WITH_EMOJI = [
  'The quick brown fox 🦊 jumps over the lazy dog 🐶. ',
  'Great work, team 👍🏽🎉! Café crème and a crêpe for the naïve chef.\n',
  'The family 👨‍👩‍👧‍👦 flew from 🇫🇷 to 🇯🇵 in e\u0301te\u0301 ❤️.\n',
];
const MIXED_SCRIPTS = ['Hello, world! ', 'Привет, мир! ', '日本語のテキスト。', 'مرحبا بالعالم ', 'नमस्ते दुनिया ', '한국어 텍스트 ', '👨‍👩‍👧‍👦 🇫🇷 👍🏽\n'];

const english = textOf(MB, ENGLISH);
const withEmoji = textOf(MB, WITH_EMOJI);
const mixedScripts = textOf(MB, MIXED_SCRIPTS);
const paste = textOf(10 * MB, WITH_EMOJI);

// Vitest 5: `bench` is a test-context fixture; each case runs on its own and prints its figures.
const CASES: [name: string, text: string, iterations: number][] = [
  ['1 MB English (budget 10 ms)', english, 50],
  ['1 MB English with emoji and accents (budget 150 ms)', withEmoji, 20],
  ['1 MB of seven scripts and emoji', mixedScripts, 10],
  ['10 MB paste with emoji (our code ≤ 200 ms)', paste, 5],
];

type Count = typeof textStats;
/** A fresh copy of the module and of the shared counters it uses, so a run starts with nothing remembered (as a page's first count does). */
async function coldTextStats(): Promise<Count> {
  vi.resetModules();
  return (await import('./logic')).textStats;
}

describe('textStats', () => {
  for (const [name, text, iterations] of CASES) {
    test(name, async ({ bench }) => {
      await bench(name, () => void textStats(text)).run({ iterations, time: 0 });
    });
    test(`${name}, first count on the page`, async ({ bench }) => {
      let count: Count = textStats;
      await bench(`${name}, cold`, { beforeEach: async () => void (count = await coldTextStats()) }, () => void count(text)).run({
        iterations: Math.min(iterations, 5),
        time: 0,
        warmup: false,
      });
    });
  }
});
