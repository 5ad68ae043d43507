// @vitest-environment node
// `pnpm bench`: the converters' budgets, 1 MB of mixed scripts ≤ 50 ms and a 10 MB paste ≤ 200 ms. Figures only, never a failure.
import { expect, test } from 'vitest';
import { MAX_RESULT_BYTES, generateSmallText } from './logic';

const MB = 1024 * 1024;
const SAMPLE = 'Hello, world! Ça va? Привет, мир. Γειά σου. 你好，世界。 こんにちは 안녕하세요 مرحبا שלום नमस्ते 👋🏽 👩‍👩‍👧 🇫🇷 e\u0301 (x+1)=2 ';
const encoder = new TextEncoder();

/** `sample` repeated to `bytes` UTF-8 bytes, give or take one sample. */
const textOf = (sample: string, bytes: number) => sample.repeat(Math.ceil(bytes / encoder.encode(sample).length));

const mixed1MB = textOf(SAMPLE, MB);
// The worst case that is built: English text whose small form is just under 16 MB (most letters become 3 bytes).
const largestEnglish = textOf('the quick brown fox jumps over the lazy dog ', MAX_RESULT_BYTES / 2.75);
const mixed10MB = textOf(SAMPLE, 10 * MB);
const english10MB = textOf('the quick brown fox jumps over the lazy dog ', 10 * MB);
const cjk10MB = textOf('你好，世界。こんにちは안녕하세요 ', 10 * MB);

// Heavy inputs: a few timed runs each, not tinybench's default of at least 64.
const RUNS = { iterations: 10, time: 0, warmupIterations: 2, warmupTime: 0 };

test('small text', async ({ bench }) => {
  await bench.compare(
    bench('1 MB of mixed scripts', () => {
      expect(generateSmallText(mixed1MB).ok).toBe(true);
    }),
    bench('English text with a result just under 16 MB', () => {
      expect(generateSmallText(largestEnglish).ok).toBe(true);
    }),
    bench('a 10 MB paste of mixed scripts (a 12 MB result)', () => {
      expect(generateSmallText(mixed10MB).ok).toBe(true);
    }),
    bench('a 10 MB paste of English (refused: the result would be 24 MB)', () => {
      expect(generateSmallText(english10MB).ok).toBe(false);
    }),
    bench('a 10 MB paste of Chinese, Japanese and Korean (nothing to convert, kept)', () => {
      expect(generateSmallText(cjk10MB).ok).toBe(true);
    }),
    RUNS,
  );
});
