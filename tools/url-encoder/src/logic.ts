/**
 * Percent-encoding with `encodeURIComponent`'s rules over UTF-8: pure functions, no React, no DOM.
 *
 * Both directions work on bytes (TextEncoder in, a table per byte, TextDecoder out) rather than on
 * the native `encodeURIComponent`/`decodeURIComponent`: the result's size is known before its string
 * is built, and a 10 MB paste converts in a few tens of milliseconds. The tests hold both directions
 * to the native functions' results.
 */
import { assertText, decodeUtf8, isWellFormed, MAX_RESULT_BYTES, TOO_LARGE_MESSAGE, type Conversion } from '@toolnest/tool-kit/text';

export { MAX_RESULT_BYTES, type Conversion };

/** The failure notices and the size limit's, word for word (docs/tools/url-encoder.md). */
export const MESSAGES = {
  encodeFailed: 'Failed to encode URL.',
  decodeFailed: 'Failed to decode URL. Please check the input format.',
  tooLarge: TOO_LARGE_MESSAGE,
} as const;

const failed = (message: string): Conversion => ({ ok: false, message });

const utf8 = new TextEncoder();
// The encoded text is ASCII, so any UTF-8 decoder turns its bytes into the string.
const ascii = new TextDecoder();

/** The bytes `encodeURIComponent` leaves as they are: A–Z a–z 0–9 - _ . ! ~ * ' ( ). */
const UNRESERVED = new Set(utf8.encode("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.!~*'()"));

// Each byte's encoded form, three slots per byte (`%XX`, or the byte itself and two unused slots),
// and how many of them count: the loop then copies three slots per byte without branching.
const ENCODED = new Uint8Array(256 * 3);
const ENCODED_LENGTH = new Uint8Array(256);
for (let byte = 0; byte < 256; byte++) {
  const form = UNRESERVED.has(byte) ? [byte] : utf8.encode(`%${byte.toString(16).toUpperCase().padStart(2, '0')}`);
  ENCODED.set(form, byte * 3);
  ENCODED_LENGTH[byte] = form.length;
}

/** The value of each hex digit byte (either case); 255 for any other byte. */
const HEX_VALUE = new Uint8Array(256).fill(255);
for (let digit = 0; digit < 16; digit++) {
  HEX_VALUE['0123456789abcdef'.charCodeAt(digit)] = digit;
  HEX_VALUE['0123456789ABCDEF'.charCodeAt(digit)] = digit;
}

const PERCENT = 0x25;

/**
 * Percent-encodes the text like `encodeURIComponent`: every UTF-8 byte outside A–Z a–z 0–9 - _ . ! ~ * ' ( )
 * becomes `%XX` (upper-case hex), so spaces become `%20` and `é` becomes `%C3%A9`.
 */
export function encodeUrl(text: string): Conversion {
  assertText(text);
  if (!isWellFormed(text)) return failed(MESSAGES.encodeFailed);
  const bytes = utf8.encode(text);
  let size = 0;
  for (let i = 0; i < bytes.length; i++) size += ENCODED_LENGTH[bytes[i]!]!;
  if (size > MAX_RESULT_BYTES) return failed(MESSAGES.tooLarge);

  // Two spare bytes at the end take the unused slots of a last byte that stays as it is.
  const out = new Uint8Array(size + 2);
  let at = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    const slot = byte * 3;
    out[at] = ENCODED[slot]!;
    out[at + 1] = ENCODED[slot + 1]!;
    out[at + 2] = ENCODED[slot + 2]!;
    at += ENCODED_LENGTH[byte]!;
  }
  return { ok: true, text: ascii.decode(out.subarray(0, size)) };
}

/**
 * Decodes every `%XX` like `decodeURIComponent`: the bytes must form UTF-8 text (`%ZZ`, a cut sequence
 * such as `%E0%A4` or an invalid one such as `%C3%28` fail). Everything else is kept, `+` included,
 * since `+` means a space only in HTML form data, not in percent-encoding.
 */
export function decodeUrl(text: string): Conversion {
  assertText(text);
  // Text around the escapes stands for its own UTF-8 bytes; an unpaired surrogate has none.
  if (!isWellFormed(text)) return failed(MESSAGES.decodeFailed);
  const bytes = utf8.encode(text);
  // Decoded bytes are never more than the encoded ones: write them over the front of the same array.
  let size = 0;
  for (let i = 0; i < bytes.length; ) {
    const byte = bytes[i]!;
    if (byte !== PERCENT) {
      bytes[size++] = byte;
      i++;
      continue;
    }
    if (i + 2 >= bytes.length) return failed(MESSAGES.decodeFailed);
    const high = HEX_VALUE[bytes[i + 1]!]!;
    const low = HEX_VALUE[bytes[i + 2]!]!;
    if (high === 255 || low === 255) return failed(MESSAGES.decodeFailed);
    bytes[size++] = (high << 4) | low;
    i += 3;
  }
  if (size > MAX_RESULT_BYTES) return failed(MESSAGES.tooLarge);
  const decoded = decodeUtf8(bytes.subarray(0, size));
  return decoded === null ? failed(MESSAGES.decodeFailed) : { ok: true, text: decoded };
}
