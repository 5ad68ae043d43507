// @vitest-environment node
// `pnpm bench`: the converters' budgets, 1 MB of mixed scripts ≤ 50 ms and a 10 MB paste ≤ 200 ms. Figures only, never a failure.
import { expect, test } from 'vitest';
import { MAX_RESULT_BYTES, textToBinary } from './logic';

const MB = 1024 * 1024;
const SAMPLE = 'Hello, world! Ça va? Привет, мир. Γειά σου. 你好，世界。 こんにちは 안녕하세요 مرحبا שלום नमस्ते 👋🏽 👩‍👩‍👧 🇫🇷 e\u0301 ';
const encoder = new TextEncoder();

/** The sample repeated to `bytes` UTF-8 bytes, give or take one sample. */
const textOf = (bytes: number) => SAMPLE.repeat(Math.ceil(bytes / encoder.encode(SAMPLE).length));

const mixed1MB = textOf(MB);
// The largest text whose binary stays within 16 MB: each byte becomes 9 characters.
const largestAllowed = 'a'.repeat(Math.floor((MAX_RESULT_BYTES + 1) / 9));
const paste10MB = textOf(10 * MB);

// Heavy inputs: a few timed runs each, not tinybench's default of at least 64.
const RUNS = { iterations: 10, time: 0, warmupIterations: 2, warmupTime: 0 };

test('text to binary', async ({ bench }) => {
  await bench.compare(
    bench('1 MB of mixed scripts', () => {
      expect(textToBinary(mixed1MB).ok).toBe(true);
    }),
    bench('the largest text allowed (1.8 MB, a 16 MB result)', () => {
      expect(textToBinary(largestAllowed).ok).toBe(true);
    }),
    bench('a 10 MB paste (refused: the result would be 90 MB)', () => {
      expect(textToBinary(paste10MB).ok).toBe(false);
    }),
    RUNS,
  );
});
