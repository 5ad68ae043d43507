// @vitest-environment node
// `pnpm bench`: the shared counters on the texts of Word Count's budgets (1 MB of English
// ≤ 10 ms, 1 MB mixed with emoji ≤ 150 ms) and Case Convert's 1 MB sample, beside a whole-text
// Intl.Segmenter count. Figures only, never a failure.
import { describe, test, vi } from 'vitest';
import { countGraphemes, countText, countWords } from './text';

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
const TEXTS: [name: string, text: string][] = [
  [
    '1 MB English',
    textOf(MB, [
      'The quick brown fox jumps over the lazy dog. ',
      'It was the best of times, it was the worst of times, it was the age of wisdom.\n',
      "Pack my box with five dozen liquor jugs! Don't panic; 42 is the answer.\r\n\r\n",
    ]),
  ],
  [
    '1 MB English with emoji and accents',
    textOf(MB, [
      'The quick brown fox 🦊 jumps over the lazy dog 🐶. ',
      'Great work, team 👍🏽🎉! Café crème and a crêpe for the naïve chef.\n',
      'The family 👨‍👩‍👧‍👦 flew from 🇫🇷 to 🇯🇵 in e\u0301te\u0301 ❤️.\n',
    ]),
  ],
  [
    '1 MB of seven scripts and emoji',
    textOf(MB, ['Hello, world! ', 'Привет, мир! ', '日本語のテキスト。', 'مرحبا بالعالم ', 'नमस्ते दुनिया ', '한국어 텍스트 ', '👨‍👩‍👧‍👦 🇫🇷 👍🏽\n']),
  ],
  ['1 MB Case Convert sample', textOf(MB, ['hello wORLD. élan vital! Привет, мир. Γειά σου. 你好，世界。 مرحبا 👋🏽 🇫🇷 e\u0301 is it? yes '])],
];

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
function segmenterCount(text: string): number {
  let n = 0;
  for (const _ of segmenter.segment(text)) n++;
  return n;
}

type Count = typeof countGraphemes;
/** A fresh copy of the module, so a run starts with nothing remembered (as a page's first count does). */
async function coldCountGraphemes(): Promise<Count> {
  vi.resetModules();
  return (await import('./text')).countGraphemes;
}

const RUNS = { iterations: 10, time: 0, warmupIterations: 2, warmupTime: 0 };

describe('countGraphemes and countWords', () => {
  for (const [name, text] of TEXTS) {
    test(name, async ({ bench }) => {
      await bench.compare(
        bench('countGraphemes', () => void countGraphemes(text)),
        bench('countGraphemes, skipWhitespace', () => void countGraphemes(text, { skipWhitespace: true })),
        bench('countWords', () => void countWords(text)),
        bench('countText (both), skipWhitespace', () => void countText(text, { skipWhitespace: true })),
        bench('whole-text Intl.Segmenter (reference)', () => void segmenterCount(text)),
        RUNS,
      );
    });
    test(`${name}, first count on the page`, async ({ bench }) => {
      let count: Count = countGraphemes;
      await bench(`${name}, cold`, { beforeEach: async () => void (count = await coldCountGraphemes()) }, () => void count(text)).run({
        iterations: 5,
        time: 0,
        warmup: false,
      });
    });
  }
});
