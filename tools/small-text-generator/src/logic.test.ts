import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_MESSAGE,
  MAX_RESULT_BYTES,
  SUPERSCRIPT,
  TOO_LARGE_MESSAGE,
  generateSmallText,
  smallTextBytes,
  toSmallText,
} from './logic';

const CONVERTIBLE = [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+-=()'];
const codePoints = (s: string) => [...s];
const utf8Bytes = (s: string) => new TextEncoder().encode(s).length;

describe('SUPERSCRIPT', () => {
  it('covers exactly a–z, A–Z, 0–9 and + - = ( ), each with one character', () => {
    expect(Object.keys(SUPERSCRIPT).sort()).toEqual([...CONVERTIBLE].sort());
    for (const small of Object.values(SUPERSCRIPT)) expect(codePoints(small)).toHaveLength(1);
  });

  it('uses the superscript digits and signs', () => {
    expect(toSmallText('0123456789+-=()')).toBe('⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾');
  });

  it('uses the modifier small letters', () => {
    expect(toSmallText('abcdefghijklmnopqrstuvwxyz')).toBe('ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖ𐞥ʳˢᵗᵘᵛʷˣʸᶻ');
  });

  it('uses the modifier capitals, and the small letter where Unicode has no superscript capital', () => {
    expect(toSmallText('ABCDEFGHIJKLMNOPQRSTUVWXYZ')).toBe('ᴬᴮꟲᴰᴱꟳᴳᴴᴵᴶᴷᴸᴹᴺᴼᴾꟴᴿˢᵀᵁⱽᵂˣʸᶻ');
    for (const capital of 'SXYZ') expect(SUPERSCRIPT[capital]).toBe(SUPERSCRIPT[capital.toLowerCase()]);
  });

  it('maps to letters and symbols Unicode names as superscript or modifier forms', () => {
    for (const small of Object.values(SUPERSCRIPT)) expect(small).toMatch(/^[\p{Lm}\p{No}\p{Sm}\p{Ps}\p{Pe}]$/u);
  });
});

describe('toSmallText', () => {
  it('converts the convertible characters and keeps the rest', () => {
    expect(toSmallText('Hello World 2')).toBe('ᴴᵉˡˡᵒ ᵂᵒʳˡᵈ ²');
    expect(toSmallText('E = mc(2)')).toBe('ᴱ ⁼ ᵐᶜ⁽²⁾');
    expect(toSmallText('é, ß! ✓ 你好')).toBe('é, ß! ✓ 你好');
  });

  it('passes emoji, flags, combining marks and right-to-left text through whole', () => {
    expect(toSmallText('hi 👩‍👩‍👧 🇫🇷 👋🏽')).toBe('ʰⁱ 👩‍👩‍👧 🇫🇷 👋🏽');
    expect(toSmallText('e\u0301')).toBe('ᵉ\u0301');
    expect(toSmallText('שלום a')).toBe('שלום ᵃ');
  });

  it('keeps an unpaired surrogate as it is', () => {
    expect(toSmallText('a\uD800b')).toBe('ᵃ\uD800ᵇ');
  });
});

describe('generateSmallText', () => {
  it('returns the small text', () => {
    expect(generateSmallText('x+1')).toEqual({ ok: true, text: 'ˣ⁺¹' });
  });

  it('refuses blank text with its message', () => {
    expect(EMPTY_MESSAGE).toBe('Please enter some text to convert.');
    for (const blank of ['', '   ', '\n\t']) expect(generateSmallText(blank)).toEqual({ ok: false, error: EMPTY_MESSAGE });
  });

  it('refuses a result over 16 MB, counted in UTF-8 bytes, before building it', () => {
    expect(TOO_LARGE_MESSAGE).toBe('The result would be over 16 MB; convert a shorter text.');
    expect(MAX_RESULT_BYTES).toBe(16 * 1024 * 1024);
    // '1' becomes '¹', two bytes: exactly the limit is built, one byte more is not (tried at 1000 bytes).
    expect(generateSmallText('1'.repeat(500), 1000)).toEqual({ ok: true, text: '¹'.repeat(500) });
    expect(generateSmallText('1'.repeat(500) + '.', 1000)).toEqual({ ok: false, error: TOO_LARGE_MESSAGE });
    // A 10 MB paste at the real limit: 'a' becomes 'ᵃ', three bytes, so 30 MB: refused, not thrown.
    expect(generateSmallText('a'.repeat(10 * 1024 * 1024))).toEqual({ ok: false, error: TOO_LARGE_MESSAGE });
  });

  it('converts a 10 MB paste that stays under 16 MB', () => {
    const paste = '你好世界 '.repeat(Math.ceil((10 * 1024 * 1024) / utf8Bytes('你好世界 ')));
    const result = generateSmallText(paste);
    expect(result).toEqual({ ok: true, text: paste });
  });
});

// Any text: every plane ('binary'), whole emoji and combining sequences ('grapheme'), ASCII-heavy, and lone surrogates.
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.string({ unit: fc.constantFrom(...CONVERTIBLE, ' ', '.', 'é', '😀', '\u0301', '\uD800', '\uDC00'), maxLength: 60 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((u) => String.fromCharCode(u)), maxLength: 40 }),
);

describe('properties', () => {
  it('keeps the number of code points', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(codePoints(toSmallText(text))).toHaveLength(codePoints(text).length);
      }),
    );
  });

  it('changes each code point on its own: convertible ones to their table entry, the rest not at all', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const after = codePoints(toSmallText(text));
        codePoints(text).forEach((char, i) => expect(after[i]).toBe(SUPERSCRIPT[char] ?? char));
      }),
    );
  });

  it('is idempotent: small text has nothing left to convert', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(toSmallText(toSmallText(text))).toBe(toSmallText(text));
      }),
    );
  });

  it('knows the UTF-8 size of the result before building it', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        // TextEncoder writes an unpaired surrogate as U+FFFD, three bytes, as smallTextBytes counts it.
        expect(smallTextBytes(text)).toBe(utf8Bytes(toSmallText(text)));
      }),
    );
  });

  it('never throws and only refuses blank text', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const result = generateSmallText(text);
        expect(result).toEqual(text.trim() === '' ? { ok: false, error: EMPTY_MESSAGE } : { ok: true, text: toSmallText(text) });
      }),
    );
  });
});
