import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_RESULT_BYTES, MESSAGES, decodeUrl, encodeUrl, type Conversion } from './logic';

const ok = (text: string): Conversion => ({ ok: true, text });
const failed = (message: string): Conversion => ({ ok: false, message });

/** What the native functions give, as a Conversion: the reference our byte-level code must match. */
function nativeDecode(text: string): Conversion {
  try {
    return ok(decodeURIComponent(text));
  } catch {
    return failed(MESSAGES.decodeFailed);
  }
}

describe('encodeUrl', () => {
  it('escapes everything but A–Z a–z 0–9 - _ . ! ~ * \' ( ), in upper-case hex', () => {
    expect(encodeUrl('hello world')).toEqual(ok('hello%20world'));
    expect(encodeUrl("AZaz09-_.!~*'()")).toEqual(ok("AZaz09-_.!~*'()"));
    expect(encodeUrl('a+b=c&d/e?f#g%h')).toEqual(ok('a%2Bb%3Dc%26d%2Fe%3Ff%23g%25h'));
    expect(encodeUrl('https://example.com/?q=1')).toEqual(ok('https%3A%2F%2Fexample.com%2F%3Fq%3D1'));
    expect(encodeUrl('\n\t\0')).toEqual(ok('%0A%09%00'));
  });

  it('writes each character as its UTF-8 bytes', () => {
    expect(encodeUrl('é')).toEqual(ok('%C3%A9'));
    expect(encodeUrl('€')).toEqual(ok('%E2%82%AC'));
    expect(encodeUrl('😀')).toEqual(ok('%F0%9F%98%80'));
    expect(encodeUrl('e\u0301')).toEqual(ok('e%CC%81'));
    expect(encodeUrl('\uFEFF')).toEqual(ok('%EF%BB%BF'));
  });

  it('gives the empty text for the empty text', () => {
    expect(encodeUrl('')).toEqual(ok(''));
  });

  it('refuses an unpaired surrogate with its message instead of writing U+FFFD', () => {
    for (const text of ['\uD800', 'a\uDC00b', 'x\uD83D', '\uDE00😀'])
      expect(encodeUrl(text)).toEqual(failed('Failed to encode URL.'));
  });

  it('refuses a result over 16 MB before building it', () => {
    // Every space becomes three bytes.
    const justOver = ' '.repeat(Math.floor(MAX_RESULT_BYTES / 3) + 1);
    expect(encodeUrl(justOver)).toEqual(failed('The result would be over 16 MB; convert a shorter text.'));
    const atLimit = encodeUrl('a'.repeat(MAX_RESULT_BYTES));
    expect(atLimit.ok && atLimit.text.length).toBe(MAX_RESULT_BYTES);
  });
});

describe('decodeUrl', () => {
  it('decodes %XX escapes in either case', () => {
    expect(decodeUrl('hello%20world')).toEqual(ok('hello world'));
    expect(decodeUrl('%c3%a9t%C3%A9')).toEqual(ok('été'));
    expect(decodeUrl('%F0%9F%98%80%F0%9F%87%AB%F0%9F%87%B7')).toEqual(ok('😀🇫🇷'));
    expect(decodeUrl('%D7%A9%D7%9C%D7%95%D7%9D')).toEqual(ok('שלום'));
  });

  it('leaves + and everything that is not an escape alone', () => {
    expect(decodeUrl('a+b')).toEqual(ok('a+b'));
    expect(decodeUrl('café, 中文 %26 😀')).toEqual(ok('café, 中文 & 😀'));
    expect(decodeUrl('https://example.com/?q=1')).toEqual(ok('https://example.com/?q=1'));
  });

  it('keeps a leading byte order mark as text', () => {
    expect(decodeUrl('%EF%BB%BFx')).toEqual(ok('\uFEFFx'));
  });

  it.each([
    ['%ZZ', 'not hex'],
    ['%E0%A4', 'a cut UTF-8 sequence'],
    ['%C3%28', 'a lead byte without its continuation'],
    ['%', 'a lone percent sign'],
    ['abc%4', 'a half escape at the end'],
    ['%%41', 'a percent sign before an escape'],
    ['%80', 'a stray continuation byte'],
    ['%C0%80', 'an overlong form'],
    ['%ED%A0%80', 'an encoded surrogate'],
    ['%F4%90%80%80', 'a code point above U+10FFFF'],
    ['%C3é', 'an escape completed by a typed character'],
  ])('fails on %s (%s) with its message', (input) => {
    expect(decodeUrl(input)).toEqual(failed('Failed to decode URL. Please check the input format.'));
    expect(nativeDecode(input)).toEqual(failed(MESSAGES.decodeFailed));
  });

  it('fails on an unpaired surrogate in the input rather than turning it into U+FFFD', () => {
    expect(decodeUrl('a\uD800%20')).toEqual(failed(MESSAGES.decodeFailed));
  });

  it('refuses a result over 16 MB', () => {
    expect(decodeUrl('a'.repeat(MAX_RESULT_BYTES + 1))).toEqual(failed(MESSAGES.tooLarge));
  });
});

describe('bad input', () => {
  it('throws a clear error for anything but a string', () => {
    expect(() => encodeUrl(null as unknown as string)).toThrow('Expected text as a string, got null');
    expect(() => decodeUrl(42 as unknown as string)).toThrow('Expected text as a string, got number');
  });
});

// Well-formed text from every plane: code points of any plane, grapheme clusters (emoji, flags,
// combining marks, right-to-left scripts) and plain ASCII.
const wellFormedText = fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), fc.string());
// Any UTF-16 code units at all, unpaired surrogates included.
const anyCodeUnits = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)) });
// Text full of escapes, valid or not: random bytes, hex digits of either case, stray % and typed text.
const hexDigit = fc.constantFrom(...'0123456789abcdefABCDEFgZ%'.split(''));
const escapeLike = fc.oneof(
  fc.integer({ min: 0, max: 255 }).map((byte) => `%${byte.toString(16).padStart(2, '0')}`),
  fc.tuple(hexDigit, hexDigit).map(([a, b]) => `%${a}${b}`),
  fc.constantFrom('%', '+', ' ', 'é', '😀', '%E0%A4', '%C3%28', '%F0%9F', '%98%80'),
  fc.string({ unit: 'binary', maxLength: 3 }),
);
const percentText = fc.array(escapeLike, { maxLength: 20 }).map((parts) => parts.join(''));

describe('properties', () => {
  it('decode(encode(s)) = s for well-formed text of every plane', () => {
    fc.assert(
      fc.property(wellFormedText, (text) => {
        const encoded = encodeUrl(text);
        expect(encoded.ok).toBe(true);
        if (encoded.ok) expect(decodeUrl(encoded.text)).toEqual(ok(text));
      }),
      { numRuns: 500 },
    );
  });

  it('encodes exactly as encodeURIComponent does', () => {
    fc.assert(
      fc.property(wellFormedText, (text) => {
        expect(encodeUrl(text)).toEqual(ok(encodeURIComponent(text)));
      }),
      { numRuns: 500 },
    );
  });

  it('encoded text holds only the unreserved characters and %XX', () => {
    fc.assert(
      fc.property(wellFormedText, (text) => {
        const encoded = encodeUrl(text);
        expect(encoded.ok && encoded.text).toMatch(/^(?:[A-Za-z0-9\-_.!~*'()]|%[0-9A-F]{2})*$/);
      }),
    );
  });

  it('decodes exactly as decodeURIComponent does, failing where it throws', () => {
    fc.assert(
      fc.property(percentText, (text) => {
        expect(decodeUrl(text)).toEqual(nativeDecode(text));
      }),
      { numRuns: 1000 },
    );
  });

  it('never throws and never writes U+FFFD that was not in the text, whatever the code units', () => {
    fc.assert(
      fc.property(fc.oneof(anyCodeUnits, percentText), (text) => {
        const encoded = encodeUrl(text);
        if (encoded.ok) expect(encoded.text).toMatch(/^[\x21-\x7e]*$/);
        else expect(encoded.message).toBe(MESSAGES.encodeFailed);
        const decoded = decodeUrl(text);
        const hadReplacement = text.includes('\uFFFD') || text.toUpperCase().includes('%EF%BF%BD');
        if (decoded.ok) expect(decoded.text.includes('\uFFFD')).toBe(hadReplacement);
        else expect(decoded.message).toBe(MESSAGES.decodeFailed);
      }),
      { numRuns: 500 },
    );
  });
});
