/**
 * Text to binary: pure functions, no React, no DOM, no I/O.
 *
 * The text is encoded as UTF-8 and every byte becomes 8 binary digits, groups separated by single
 * spaces: ASCII text gives exactly one group per character, and
 * any other text round-trips through the Binary Decoder.
 */

export const EMPTY_MESSAGE = 'Please enter some text to convert.';
export const TOO_LARGE_MESSAGE = 'The result would be over 16 MB; convert a shorter text.';

/** A UTF-16 surrogate without its partner cannot be encoded; TextEncoder would silently write U+FFFD. */
export const unpairedSurrogateMessage = (position: number) =>
  `The text contains an unpaired surrogate at position ${position}.`;

/** The largest result we build: 16 MB (base 1024, as the site counts file sizes). The result is ASCII, so bytes = characters. */
export const MAX_RESULT_BYTES = 16 * 1024 * 1024;

export type BinaryResult = { ok: true; binary: string } | { ok: false; error: string };

export type Utf8Scan =
  /** Well-formed text and the number of UTF-8 bytes it encodes to. */
  | { ok: true; bytes: number }
  /** The 1-based position, counted in characters (code points), of the first unpaired surrogate. */
  | { ok: false; unpairedSurrogateAt: number };

/** One pass over the text: its UTF-8 size, or where it stops being well-formed UTF-16. */
export function scanUtf8(text: string): Utf8Scan {
  let bytes = 0;
  let codePoints = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    codePoints++;
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit < 0xd800 || unit > 0xdfff) bytes += 3;
    else if (unit <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else return { ok: false, unpairedSurrogateAt: codePoints };
  }
  return { ok: true, bytes };
}

/** 4 ASCII characters as one little-endian word, first character in the lowest byte. */
const word = (chars: string) =>
  (chars.charCodeAt(0) | (chars.charCodeAt(1) << 8) | (chars.charCodeAt(2) << 16) | (chars.charCodeAt(3) << 24)) >>> 0;

// The 8 digits of every byte value, as two 4-character words: written whole, three times faster than digit by digit.
const HIGH_DIGITS = new Uint32Array(256);
const LOW_DIGITS = new Uint32Array(256);
for (let byte = 0; byte < 256; byte++) {
  const digits = byte.toString(2).padStart(8, '0');
  HIGH_DIGITS[byte] = word(digits.slice(0, 4));
  LOW_DIGITS[byte] = word(digits.slice(4));
}

const SPACE = 0x20;
const encoder = new TextEncoder();
const asciiDecoder = new TextDecoder();

/** The binary digits of some bytes: 8 per byte, separated by single spaces. */
export function bytesToBinary(bytes: Uint8Array): string {
  if (bytes.length === 0) return '';
  // Written as ASCII bytes and decoded once: far faster than joining a million small strings.
  const out = new Uint8Array(bytes.length * 9);
  const words = new DataView(out.buffer);
  for (let i = 0, at = 0; i < bytes.length; i++, at += 9) {
    words.setUint32(at, HIGH_DIGITS[bytes[i]!]!, true);
    words.setUint32(at + 4, LOW_DIGITS[bytes[i]!]!, true);
    out[at + 8] = SPACE;
  }
  // Without the space after the last group.
  return asciiDecoder.decode(out.subarray(0, out.length - 1));
}

/** The size of the binary for `bytes` UTF-8 bytes: 8 digits each, plus the spaces between them. */
export const binaryLength = (bytes: number) => (bytes === 0 ? 0 : bytes * 9 - 1);

/**
 * Converts text to binary. Never throws: blank text (empty or whitespace only, refused with the Small Text
 * Generator's message), an unpaired surrogate or a result over 16 MB (checked before anything
 * is built) come back as the message to show. Whitespace within the text converts like any character.
 */
export function textToBinary(text: string, maxResultBytes = MAX_RESULT_BYTES): BinaryResult {
  if (text.trim() === '') return { ok: false, error: EMPTY_MESSAGE };
  const scan = scanUtf8(text);
  if (!scan.ok) return { ok: false, error: unpairedSurrogateMessage(scan.unpairedSurrogateAt) };
  if (binaryLength(scan.bytes) > maxResultBytes) return { ok: false, error: TOO_LARGE_MESSAGE };
  return { ok: true, binary: bytesToBinary(encoder.encode(text)) };
}
