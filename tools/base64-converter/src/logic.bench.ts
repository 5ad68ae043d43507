// @vitest-environment node
// The converters' budgets: 1 MB of mixed scripts each way ≤ 50 ms; a 10 MB paste ≤ 200 ms. `pnpm bench` prints
// the figures (mean per call) and never fails on speed. Node 24 has no Uint8Array.prototype.toBase64,
// so these measure the table encoder, the one browsers without it run.
import { test } from 'vitest';
import { decodeBase64, encodeBase64 } from './logic';

const MIXED =
  'Hello, world! Grüße aus Köln. Ελληνικά, Русский текст, العربية, עברית, हिन्दी, 中文字符, 日本語のテキスト, 한국어 😀👍🏽🇫🇷 e\u0301 ';

/** Text of at least `bytes` UTF-8 bytes, made of repeats of `unit`. */
const textOf = (unit: string, bytes: number) => unit.repeat(Math.ceil(bytes / new TextEncoder().encode(unit).length));

function encoded(text: string): string {
  const result = encodeBase64(text);
  if (!result.ok) throw new Error(`bench input did not encode: ${result.message}`);
  return result.text;
}

const MB = 1 << 20;
const oneMb = textOf(MIXED, MB);
const oneMbEncoded = encoded(oneMb);
const tenMb = textOf(MIXED, 10 * MB);
// About 10 MB of Base64 (of 7.5 MB of text), wrapped at 76 characters as MIME writes it.
const tenMbEncoded = encoded(textOf(MIXED, (10 * MB * 3) / 4)).replace(/.{76}/g, '$&\n');

const sampling = { time: 1000, iterations: 20 };

test('1 MB of mixed scripts each way (budget 50 ms)', async ({ bench }) => {
  await bench.compare(
    bench('encodeBase64', () => void encodeBase64(oneMb)),
    bench('decodeBase64', () => void decodeBase64(oneMbEncoded)),
    // For comparison only: Node's own, which the browser page cannot use.
    bench('Buffer base64 encode', () => void Buffer.from(oneMb).toString('base64')),
    bench('Buffer base64 decode', () => void Buffer.from(oneMbEncoded, 'base64').toString('utf8')),
    sampling,
  );
});

test('a 10 MB paste (budget 200 ms)', { timeout: 120_000 }, async ({ bench }) => {
  await bench.compare(
    bench('encodeBase64, 10 MB mixed scripts', () => void encodeBase64(tenMb)),
    bench('decodeBase64, 10 MB of Base64 in 76-character lines', () => void decodeBase64(tenMbEncoded)),
    { time: 1000, iterations: 5 },
  );
});
