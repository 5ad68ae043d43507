// @vitest-environment node
// `pnpm bench`: the converters' budgets, 1 MB of mixed scripts ≤ 50 ms and a 10 MB paste ≤ 200 ms. Figures only, never a failure.
import { expect, test } from 'vitest';
import { decodeBinary } from './logic';

const MB = 1024 * 1024;
const SAMPLE = 'Hello, world! Ça va? Привет, мир. Γειά σου. 你好，世界。 こんにちは 안녕하세요 مرحبا שלום नमस्ते 👋🏽 👩‍👩‍👧 🇫🇷 e\u0301 ';
const encoder = new TextEncoder();

/** Text to Binary's output for `bytes` UTF-8 bytes of the sample: 8 digits per byte, single spaces. */
function binaryOf(bytes: number): string {
  const sample = [...encoder.encode(SAMPLE)].map((b) => b.toString(2).padStart(8, '0')).join(' ');
  return Array.from({ length: Math.ceil(bytes / encoder.encode(SAMPLE).length) }, () => sample).join(' ');
}

const mixed1MB = binaryOf(MB); // 9 MB of binary
const paste10MB = binaryOf((10 * MB) / 9); // 10 MB of binary, 1.1 MB of text
const lineBroken = mixed1MB.replaceAll(' ', '\n');

// Heavy inputs: a few timed runs each, not tinybench's default of at least 64.
const RUNS = { iterations: 10, time: 0, warmupIterations: 2, warmupTime: 0 };

test('binary decoder', async ({ bench }) => {
  await bench.compare(
    bench('1 MB of mixed scripts (9 MB of binary)', () => {
      expect(decodeBinary(mixed1MB).ok).toBe(true);
    }),
    bench('the same, one group per line', () => {
      expect(decodeBinary(lineBroken).ok).toBe(true);
    }),
    bench('a 10 MB paste', () => {
      expect(decodeBinary(paste10MB).ok).toBe(true);
    }),
    RUNS,
  );
});
