/**
 * Base64 of the UTF-8 bytes of a text, and back: pure functions, no React, no DOM.
 *
 * Encoding writes the standard alphabet with `=` padding (RFC 4648, section 4). Decoding is lenient about
 * the form and strict about the content: it takes the standard and the URL-safe alphabet (`-_`,
 * RFC 4648, section 5), missing padding and ASCII whitespace (line breaks of MIME or PEM text), and fails
 * on anything else, on a length no encoder writes (4n + 1 characters) and on bytes that are not
 * UTF-8 text.
 */
import { assertText, decodeUtf8, isWellFormed, MAX_RESULT_BYTES, TOO_LARGE_MESSAGE, type Conversion } from '@toolnest/tool-kit/text';

export { MAX_RESULT_BYTES, type Conversion };

/** The failure notices and the size limit's, word for word (docs/tools/base64-converter.md). */
export const MESSAGES = {
  encodeFailed: 'Failed to encode to Base64. Please check your input.',
  decodeFailed: 'Failed to decode Base64. Please check the input format.',
  tooLarge: TOO_LARGE_MESSAGE,
} as const;

const failed = (message: string): Conversion => ({ ok: false, message });

const utf8 = new TextEncoder();
// Base64 is ASCII, so any UTF-8 decoder turns its bytes into the string.
const ascii = new TextDecoder();

const ALPHABET = utf8.encode('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/');
const PAD = 0x3d; // '='

/** Standard Base64 of the bytes, with padding, written through a 64-entry table. */
export function bytesToBase64(bytes: Uint8Array): string {
  const out = new Uint8Array(Math.ceil(bytes.length / 3) * 4);
  const whole = bytes.length - (bytes.length % 3);
  let at = 0;
  for (let i = 0; i < whole; i += 3) {
    const group = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out[at] = ALPHABET[group >> 18]!;
    out[at + 1] = ALPHABET[(group >> 12) & 63]!;
    out[at + 2] = ALPHABET[(group >> 6) & 63]!;
    out[at + 3] = ALPHABET[group & 63]!;
    at += 4;
  }
  if (whole < bytes.length) {
    const first = bytes[whole]!;
    const second = whole + 1 < bytes.length ? bytes[whole + 1]! : -1;
    out[at] = ALPHABET[first >> 2]!;
    out[at + 1] = ALPHABET[((first & 3) << 4) | (second < 0 ? 0 : second >> 4)]!;
    out[at + 2] = second < 0 ? PAD : ALPHABET[(second & 15) << 2]!;
    out[at + 3] = PAD;
  }
  return ascii.decode(out);
}

// Uint8Array.prototype.toBase64 (Chrome 140, Firefox 133, Safari 18.2; not yet in Node 24) gives the
// same text natively and faster; the table above serves everywhere else.
type WithNativeBase64 = Uint8Array & { toBase64?: () => string };

/** The 6-bit value of each byte in either alphabet, or one of the markers below. */
const INVALID = -1;
const WHITESPACE = -2;
const PADDING = -3;
const VALUE = new Int8Array(256).fill(INVALID);
ALPHABET.forEach((code, value) => (VALUE[code] = value));
VALUE[0x2d] = 62; // '-' of the URL-safe alphabet
VALUE[0x5f] = 63; // '_'
// ASCII whitespace as the WHATWG forgiving-base64 decoder skips it: tab, line feed, form feed, carriage return, space.
for (const code of [0x09, 0x0a, 0x0c, 0x0d, 0x20]) VALUE[code] = WHITESPACE;
VALUE[PAD] = PADDING;

/**
 * The bytes of Base64 text, or null when it is not Base64: a character outside both alphabets, data
 * after `=`, more than two `=`, padding that does not complete the last group, or 4n + 1 characters.
 */
export function base64ToBytes(text: string): Uint8Array | null {
  // Anything outside ASCII becomes bytes of 0x80 and above, which are not Base64.
  const bytes = utf8.encode(text);
  const length = bytes.length;
  // Three bytes out for every four in: they are written over the front of the same array.
  let at = 0;
  let group = 0;
  let characters = 0;
  let padding = 0;
  let i = 0;
  while (i < length) {
    // The common case first: four alphabet characters in a row at a group boundary.
    if ((characters & 3) === 0) {
      while (i + 4 <= length) {
        const a = VALUE[bytes[i]!]!;
        const b = VALUE[bytes[i + 1]!]!;
        const c = VALUE[bytes[i + 2]!]!;
        const d = VALUE[bytes[i + 3]!]!;
        if ((a | b | c | d) < 0) break;
        if (padding > 0) return null;
        const whole = (a << 18) | (b << 12) | (c << 6) | d;
        bytes[at] = whole >> 16;
        bytes[at + 1] = (whole >> 8) & 255;
        bytes[at + 2] = whole & 255;
        at += 3;
        i += 4;
        characters += 4;
      }
      if (i >= length) break;
    }
    // One character at a time around whitespace, padding and the end.
    const value = VALUE[bytes[i++]!]!;
    if (value >= 0) {
      if (padding > 0) return null;
      group = (group << 6) | value;
      if ((++characters & 3) === 0) {
        bytes[at] = group >> 16;
        bytes[at + 1] = (group >> 8) & 255;
        bytes[at + 2] = group & 255;
        at += 3;
        group = 0;
      }
    } else if (value === PADDING) {
      if (++padding > 2) return null;
    } else if (value !== WHITESPACE) {
      return null;
    }
  }
  const rest = characters & 3;
  if (rest === 1) return null;
  if (padding > 0 && rest + padding !== 4) return null;
  // The last group's spare low bits are dropped, as every decoder does.
  if (rest === 2) {
    bytes[at++] = group >> 4;
  } else if (rest === 3) {
    bytes[at] = group >> 10;
    bytes[at + 1] = (group >> 2) & 255;
    at += 2;
  }
  return bytes.subarray(0, at);
}

/** Base64 (standard alphabet, padded) of the text's UTF-8 bytes: `hello` → `aGVsbG8=`, `é` → `w6k=`. */
export function encodeBase64(text: string): Conversion {
  assertText(text);
  if (!isWellFormed(text)) return failed(MESSAGES.encodeFailed);
  const bytes: WithNativeBase64 = utf8.encode(text);
  if (Math.ceil(bytes.length / 3) * 4 > MAX_RESULT_BYTES) return failed(MESSAGES.tooLarge);
  return { ok: true, text: bytes.toBase64 ? bytes.toBase64() : bytesToBase64(bytes) };
}

/** The UTF-8 text that Base64 (either alphabet, padding optional, whitespace ignored) stands for. */
export function decodeBase64(text: string): Conversion {
  assertText(text);
  const bytes = base64ToBytes(text);
  if (!bytes) return failed(MESSAGES.decodeFailed);
  if (bytes.length > MAX_RESULT_BYTES) return failed(MESSAGES.tooLarge);
  const decoded = decodeUtf8(bytes);
  return decoded === null ? failed(MESSAGES.decodeFailed) : { ok: true, text: decoded };
}
