// @vitest-environment node
// `pnpm bench`: how long the logic takes on a big paste. Figures only, never a failure: budgets are
// checked by reading them, not by timed tests.
import { test } from 'vitest';
import { transform } from './logic';

const SAMPLE = 'Hello, world! Ça va? Привет, мир. 你好，世界。 مرحبا 👋🏽 🇫🇷 e\u0301 ';
const oneMb = SAMPLE.repeat(Math.ceil((1024 * 1024) / new TextEncoder().encode(SAMPLE).length));

test('1 MB of mixed scripts', async ({ bench }) => {
  await bench('transform', () => void transform(oneMb)).run();
});
