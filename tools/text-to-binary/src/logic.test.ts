import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_MESSAGE,
  MAX_RESULT_BYTES,
  TOO_LARGE_MESSAGE,
  binaryLength,
  bytesToBinary,
  scanUtf8,
  textToBinary,
  unpairedSurrogateMessage,
} from './logic';

const binaryOf = (text: string) => {
  const result = textToBinary(text);
  if (!result.ok) throw new Error(`expected binary for ${JSON.stringify(text)}, got ${result.error}`);
  return result.binary;
};

// An independent reference: TextEncoder plus toString(2), the obvious slow way.
const reference = (text: string) => [...new TextEncoder().encode(text)].map((b) => b.toString(2).padStart(8, '0')).join(' ');

describe('textToBinary', () => {
  it('gives one group per character for ASCII: 8 digits per character, single spaces', () => {
    expect(binaryOf('Hi')).toBe('01001000 01101001');
    expect(binaryOf('A')).toBe('01000001');
    expect(binaryOf(' A ')).toBe('00100000 01000001 00100000');
    expect(binaryOf('a\nb')).toBe('01100001 00001010 01100010');
    expect(binaryOf('\0\x7f')).toBe('00000000 01111111');
  });

  it('writes one group per UTF-8 byte for other text', () => {
    expect(binaryOf('é')).toBe('11000011 10101001');
    expect(binaryOf('€')).toBe('11100010 10000010 10101100');
    expect(binaryOf('😀')).toBe('11110000 10011111 10011000 10000000');
    // U+FEFF on its own is blank (JavaScript's whitespace, as for every tool); with text it is converted.
    expect(binaryOf('\uFEFFa')).toBe('11101111 10111011 10111111 01100001');
  });

  it('keeps emoji sequences, flags, combining marks and right-to-left text whole', () => {
    for (const text of ['👩‍👩‍👧', '🇫🇷', 'e\u0301', 'שלום', 'مرحبا', '👋🏽']) expect(binaryOf(text)).toBe(reference(text));
  });

  it('refuses blank text (empty or whitespace only) with the Small Text Generator’s message', () => {
    expect(EMPTY_MESSAGE).toBe('Please enter some text to convert.');
    for (const blank of ['', ' ', '   ', ' \t', '\n\t\r\n', '\u00A0\u3000\u2028\uFEFF']) {
      expect(textToBinary(blank)).toEqual({ ok: false, error: EMPTY_MESSAGE });
    }
  });

  it('converts whitespace inside, before and after real text: each space, tab and line break is a group', () => {
    expect(binaryOf(' \ta')).toBe('00100000 00001001 01100001');
    expect(binaryOf('a b')).toBe('01100001 00100000 01100010');
    expect(binaryOf('a\n ')).toBe('01100001 00001010 00100000');
    expect(binaryOf('\u00A0x')).toBe('11000010 10100000 01111000');
  });

  it('names the 1-based character position of an unpaired surrogate, never writing U+FFFD', () => {
    expect(unpairedSurrogateMessage(3)).toBe('The text contains an unpaired surrogate at position 3.');
    expect(textToBinary('\uD800')).toEqual({ ok: false, error: unpairedSurrogateMessage(1) });
    expect(textToBinary('ab\uDC00')).toEqual({ ok: false, error: unpairedSurrogateMessage(3) });
    // Positions count characters, so the emoji before it (two UTF-16 units) counts once.
    expect(textToBinary('😀x\uD83D')).toEqual({ ok: false, error: unpairedSurrogateMessage(3) });
    // A high surrogate followed by something other than a low one, and two lows in a row.
    expect(textToBinary('a\uD83Db')).toEqual({ ok: false, error: unpairedSurrogateMessage(2) });
    expect(textToBinary('\uDE00\uDE00')).toEqual({ ok: false, error: unpairedSurrogateMessage(1) });
    expect(textToBinary('\uD83D\uDE00\uDE00')).toEqual({ ok: false, error: unpairedSurrogateMessage(2) });
  });

  it('refuses a result over 16 MB before building it (tried at a smaller limit too: building 16 MB is slow on a busy machine)', () => {
    expect(TOO_LARGE_MESSAGE).toBe('The result would be over 16 MB; convert a shorter text.');
    expect(MAX_RESULT_BYTES).toBe(16 * 1024 * 1024);
    // n bytes give 9n - 1 characters: 111 bytes make 998, 112 make 1007.
    expect(binaryLength(111)).toBe(998);
    expect(textToBinary('a'.repeat(111), 1000)).toEqual({ ok: true, binary: Array(111).fill('01100001').join(' ') });
    expect(textToBinary('a'.repeat(112), 1000)).toEqual({ ok: false, error: TOO_LARGE_MESSAGE });
    // A 10 MB paste at the real limit: refused, not thrown, and nothing built.
    expect(textToBinary('x'.repeat(10 * 1024 * 1024))).toEqual({ ok: false, error: TOO_LARGE_MESSAGE });
    expect(textToBinary('x'.repeat(Math.floor((MAX_RESULT_BYTES + 1) / 9) + 1))).toEqual({ ok: false, error: TOO_LARGE_MESSAGE });
  });

  it('measures the limit in UTF-8 bytes: a three-byte character counts three groups', () => {
    // 37 × 3 bytes make 998 characters of binary, 38 × 3 make 1025.
    expect(textToBinary('€'.repeat(37), 1000).ok).toBe(true);
    expect(textToBinary('€'.repeat(38), 1000)).toEqual({ ok: false, error: TOO_LARGE_MESSAGE });
  });
});

describe('scanUtf8', () => {
  it('counts UTF-8 bytes of well-formed text', () => {
    expect(scanUtf8('')).toEqual({ ok: true, bytes: 0 });
    expect(scanUtf8('aé€😀')).toEqual({ ok: true, bytes: 1 + 2 + 3 + 4 });
  });
});

describe('bytesToBinary', () => {
  it('writes every byte value with 8 digits', () => {
    const all = Uint8Array.from({ length: 256 }, (_, b) => b);
    const groups = bytesToBinary(all).split(' ');
    expect(groups).toHaveLength(256);
    groups.forEach((group, b) => expect(group).toBe(b.toString(2).padStart(8, '0')));
    expect(bytesToBinary(new Uint8Array())).toBe('');
  });
});

const wellFormed = fc.string({ unit: 'binary', maxLength: 80 }); // any code point, all planes, no lone surrogates
const withSurrogates = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((u) => String.fromCharCode(u)), maxLength: 40 });

describe('properties', () => {
  it('equals TextEncoder + toString(2) for well-formed text in every plane', () => {
    fc.assert(
      fc.property(wellFormed.filter((t) => t.trim() !== ''), (text) => {
        expect(binaryOf(text)).toBe(reference(text));
      }),
    );
  });

  it('is 9 characters per UTF-8 byte minus the last space, with only 0, 1 and single spaces', () => {
    fc.assert(
      fc.property(wellFormed.filter((t) => t.trim() !== ''), (text) => {
        const binary = binaryOf(text);
        expect(binary).toHaveLength(new TextEncoder().encode(text).length * 9 - 1);
        expect(binary).toMatch(/^[01]{8}( [01]{8})*$/);
      }),
    );
  });

  it('refuses every blank text, and converts any text with whitespace around it whole', () => {
    const whitespace = fc.constantFrom(...'\t\n\v\f\r \u00A0\u1680\u2000\u200A\u2028\u2029\u202F\u205F\u3000\uFEFF');
    const blank = fc.string({ unit: whitespace, maxLength: 20 });
    fc.assert(
      fc.property(blank, (text) => {
        expect(textToBinary(text)).toEqual({ ok: false, error: EMPTY_MESSAGE });
      }),
    );
    fc.assert(
      fc.property(blank, wellFormed.filter((t) => t.trim() !== ''), blank, (before, text, after) => {
        expect(binaryOf(before + text + after)).toBe(reference(before + text + after));
      }),
    );
  });

  it('never throws and never encodes U+FFFD for text with unpaired surrogates', () => {
    fc.assert(
      fc.property(withSurrogates, (text) => {
        const result = textToBinary(text);
        // The position is where the first unpaired surrogate sits, counted in characters from 1.
        const firstUnpaired = [...text].findIndex((c) => /^\p{Cs}$/u.test(c));
        if (text.trim() === '') expect(result).toEqual({ ok: false, error: EMPTY_MESSAGE });
        else if (firstUnpaired === -1) expect(result).toEqual({ ok: true, binary: reference(text) });
        else expect(result).toEqual({ ok: false, error: unpairedSurrogateMessage(firstUnpaired + 1) });
      }),
    );
  });
});
