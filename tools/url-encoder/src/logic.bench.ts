// @vitest-environment node
// The converters' budgets: 1 MB of mixed scripts each way ≤ 50 ms; a 10 MB paste ≤ 200 ms. `pnpm bench` prints
// the figures (mean per call) and never fails on speed.
import { test } from 'vitest';
import { decodeUrl, encodeUrl } from './logic';

const MIXED =
  'Hello, world! Grüße aus Köln. Ελληνικά, Русский текст, العربية, עברית, हिन्दी, 中文字符, 日本語のテキスト, 한국어 😀👍🏽🇫🇷 e\u0301 ';

/** Text of at least `bytes` UTF-8 bytes, made of repeats of `unit`. */
const textOf = (unit: string, bytes: number) => unit.repeat(Math.ceil(bytes / new TextEncoder().encode(unit).length));

function encoded(text: string): string {
  const result = encodeUrl(text);
  if (!result.ok) throw new Error(`bench input did not encode: ${result.message}`);
  return result.text;
}

const MB = 1 << 20;
const oneMb = textOf(MIXED, MB);
const oneMbEncoded = encoded(oneMb);
const tenMbMixed = textOf(MIXED, 10 * MB);
const tenMbAscii = textOf('The quick brown fox jumps over the lazy dog; 0123456789. ', 10 * MB);
// 10 MB of encoded text: the escapes of about 3.5 MB of mixed scripts.
const tenMbEncoded = encoded(oneMb.repeat(4)).slice(0, 10 * MB).replace(/%[0-9A-F]?$/, '');

const sampling = { time: 1000, iterations: 20 };

test('1 MB of mixed scripts each way (budget 50 ms)', async ({ bench }) => {
  await bench.compare(
    bench('encodeUrl', () => void encodeUrl(oneMb)),
    bench('decodeUrl', () => void decodeUrl(oneMbEncoded)),
    // For comparison only: the engine's own functions, which cannot check the size before building.
    bench('native encodeURIComponent', () => void encodeURIComponent(oneMb)),
    bench('native decodeURIComponent', () => void decodeURIComponent(oneMbEncoded)),
    sampling,
  );
});

test('a 10 MB paste (budget 200 ms)', { timeout: 120_000 }, async ({ bench }) => {
  await bench.compare(
    bench('encodeUrl, 10 MB ASCII', () => void encodeUrl(tenMbAscii)),
    bench('encodeUrl, 10 MB mixed scripts (refused: over 16 MB)', () => void encodeUrl(tenMbMixed)),
    bench('decodeUrl, 10 MB of escapes', () => void decodeUrl(tenMbEncoded)),
    { time: 1000, iterations: 5 },
  );
});
