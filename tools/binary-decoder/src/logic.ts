/**
 * Binary decoder: pure functions, no React, no DOM, no I/O.
 *
 * The input is split on runs of whitespace (what JavaScript's `\s` matches, so tabs, line breaks
 * and no-break spaces too); each group is one byte written in 0s and 1s, at most 255 in value
 * (the value is limited, not the number of digits, so `000000001` is the byte 1). The bytes
 * are decoded as UTF-8, so whatever Text to Binary writes decodes back exactly.
 */

export const EMPTY_MESSAGE = 'Please enter binary code to decode.';
export const INVALID_FORMAT_MESSAGE = 'Invalid binary format. Please enter valid binary code (0s and 1s only).';
export const NOT_UTF8_MESSAGE = 'The binary code is not valid UTF-8 text.';
export const TOO_LARGE_MESSAGE = 'The result would be over 16 MB; convert a shorter text.';

/** The largest text we decode to: 16 MB of UTF-8 (base 1024, as the site counts file sizes). */
export const MAX_RESULT_BYTES = 16 * 1024 * 1024;

export type DecodeResult = { ok: true; text: string } | { ok: false; error: string };

const ZERO = 0x30;
const ONE = 0x31;
const SPACE = 0x20;
/** Tab, line feed, vertical tab, form feed, carriage return and space. */
const isAsciiWhitespace = (unit: number) => unit === SPACE || (unit >= 0x09 && unit <= 0x0d);

/** Whether a UTF-16 code unit is whitespace in the sense of JavaScript's `\s`. */
export function isWhitespace(unit: number): boolean {
  if (unit < 0x80) return isAsciiWhitespace(unit);
  return (
    unit === 0xa0 ||
    unit === 0x1680 ||
    (unit >= 0x2000 && unit <= 0x200a) ||
    unit === 0x2028 ||
    unit === 0x2029 ||
    unit === 0x202f ||
    unit === 0x205f ||
    unit === 0x3000 ||
    unit === 0xfeff
  );
}

/** The general parser, over UTF-16 code units: any whitespace separates groups. */
function parseUnits(binary: string): Uint8Array | null {
  // A group has at least one digit and a separator after it, so there are at most half as many bytes as characters, plus one.
  const bytes = new Uint8Array((binary.length >> 1) + 1);
  let count = 0;
  let value = 0;
  let inGroup = false;
  for (let i = 0; i < binary.length; i++) {
    const unit = binary.charCodeAt(i);
    if (unit === ZERO || unit === ONE) {
      value = (value << 1) | (unit - ZERO);
      if (value > 255) return null;
      inGroup = true;
    } else if (isWhitespace(unit)) {
      if (inGroup) bytes[count++] = value;
      value = 0;
      inGroup = false;
    } else return null;
  }
  if (inGroup) bytes[count++] = value;
  return bytes.subarray(0, count);
}

/** The 4 bits spelt by 4 ASCII digits read as a little-endian word: the low bit of each byte, first digit highest. */
const nibble = (word: number) => Math.imul(word & 0x01010101, 0x08040201) >>> 24;
const FOUR_DIGITS = 0x30303030; // a word of 4 ASCII digits 0 or 1, once bit 0 of each byte is masked off
const isFourDigits = (word: number) => (word & 0xfefefefe) === FOUR_DIGITS;

const encoder = new TextEncoder();

/** The bytes the groups stand for, or null when a group has another character or is over 255. */
export function parseBinary(binary: string): Uint8Array | null {
  // Binary code is ASCII, so its UTF-8 bytes are its characters: reading bytes, and a whole 8-digit group
  // as two 4-byte words, is three times faster than charCodeAt. Anything else takes the general parser.
  const input = encoder.encode(binary);
  const words = new DataView(input.buffer, input.byteOffset, input.byteLength);
  const bytes = new Uint8Array((input.length >> 1) + 1);
  let count = 0;
  let value = 0;
  let inGroup = false;
  for (let i = 0; i < input.length; ) {
    if (!inGroup && i + 8 <= input.length) {
      const high = words.getUint32(i, true);
      const low = words.getUint32(i + 4, true);
      if (isFourDigits(high) && isFourDigits(low) && (i + 8 === input.length || isAsciiWhitespace(input[i + 8]!))) {
        bytes[count++] = (nibble(high) << 4) | nibble(low);
        i += 9;
        continue;
      }
    }
    const byte = input[i++]!;
    if (byte === ZERO || byte === ONE) {
      value = (value << 1) | (byte - ZERO);
      if (value > 255) return null;
      inGroup = true;
    } else if (isAsciiWhitespace(byte)) {
      if (inGroup) bytes[count++] = value;
      value = 0;
      inGroup = false;
    } else if (byte >= 0x80) return parseUnits(binary);
    else return null;
  }
  if (inGroup) bytes[count++] = value;
  return bytes.subarray(0, count);
}

// fatal: bytes that are not UTF-8 are an error, never a U+FFFD; ignoreBOM: a leading EF BB BF is text too.
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Decodes binary code to text. Never throws: every failure comes back as the message to show. */
export function decodeBinary(binary: string, maxResultBytes = MAX_RESULT_BYTES): DecodeResult {
  if (binary.trim() === '') return { ok: false, error: EMPTY_MESSAGE };
  const bytes = parseBinary(binary);
  if (bytes === null) return { ok: false, error: INVALID_FORMAT_MESSAGE };
  if (bytes.length > maxResultBytes) return { ok: false, error: TOO_LARGE_MESSAGE };
  try {
    return { ok: true, text: utf8.decode(bytes) };
  } catch {
    return { ok: false, error: NOT_UTF8_MESSAGE };
  }
}
