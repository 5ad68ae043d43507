// @vitest-environment node
// `pnpm bench`: every case button and the live count line on a 1 MB paste of mixed scripts. Figures
// only, never a failure.
import { test } from 'vitest';
import { CASES, textStats } from './logic';

const SAMPLE = 'hello wORLD. élan vital! Привет, мир. Γειά σου. 你好，世界。 مرحبا 👋🏽 🇫🇷 e\u0301 is it? yes ';
const oneMb = SAMPLE.repeat(Math.ceil((1024 * 1024) / new TextEncoder().encode(SAMPLE).length));
const RUNS = { iterations: 10, time: 0, warmupIterations: 2, warmupTime: 0 };

test('1 MB of mixed scripts', async ({ bench }) => {
  await bench.compare(
    ...CASES.map(({ label, convert }) => bench(label, () => void convert(oneMb))),
    bench('count line (textStats)', () => void textStats(oneMb)),
    RUNS,
  );
});
