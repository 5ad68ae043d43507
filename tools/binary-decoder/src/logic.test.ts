import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_MESSAGE,
  INVALID_FORMAT_MESSAGE,
  MAX_RESULT_BYTES,
  NOT_UTF8_MESSAGE,
  TOO_LARGE_MESSAGE,
  decodeBinary,
  isWhitespace,
  parseBinary,
} from './logic';

const textOf = (binary: string) => {
  const result = decodeBinary(binary);
  if (!result.ok) throw new Error(`expected text for ${JSON.stringify(binary.slice(0, 40))}, got ${result.error}`);
  return result.text;
};

// What Text to Binary writes (its own tests check it against this same reference): 8 digits per UTF-8 byte.
const groupsOf = (text: string) => [...new TextEncoder().encode(text)].map((b) => b.toString(2).padStart(8, '0'));

describe('the messages', () => {
  it('are verbatim', () => {
    expect(EMPTY_MESSAGE).toBe('Please enter binary code to decode.');
    expect(INVALID_FORMAT_MESSAGE).toBe('Invalid binary format. Please enter valid binary code (0s and 1s only).');
    expect(NOT_UTF8_MESSAGE).toBe('The binary code is not valid UTF-8 text.');
    expect(TOO_LARGE_MESSAGE).toBe('The result would be over 16 MB; convert a shorter text.');
  });
});

describe('decodeBinary', () => {
  it('decodes the documented example and ASCII', () => {
    expect(textOf('01001000 01101001')).toBe('Hi');
    expect(textOf('01001000 01100101 01101100 01101100 01101111')).toBe('Hello');
    expect(textOf('00100000')).toBe(' ');
  });

  it('decodes multi-byte UTF-8: accents, emoji sequences, flags, combining marks, right-to-left text', () => {
    expect(textOf('11000011 10101001')).toBe('é');
    expect(textOf('11110000 10011111 10011000 10000000')).toBe('😀');
    for (const text of ['👩‍👩‍👧', '🇫🇷', 'e\u0301', 'שלום', 'مرحبا', '👋🏽', '\uFEFFbom']) expect(textOf(groupsOf(text).join(' '))).toBe(text);
  });

  it('splits on any run of whitespace, leading and trailing too', () => {
    expect(textOf('  01001000\t\t01101001\n')).toBe('Hi');
    expect(textOf('01001000\r\n01101001')).toBe('Hi');
    expect(textOf('01001000\u00a001101001\u3000')).toBe('Hi');
  });

  it('takes groups shorter than 8 digits, and longer ones whose value is at most 255', () => {
    expect(textOf('1001000 1101001')).toBe('Hi');
    expect(textOf('0 1 1000001')).toBe('\0\x01A');
    expect(textOf('0000000001000001')).toBe('A');
  });

  it('refuses blank input with its message', () => {
    for (const blank of ['', '   ', '\n\t ']) expect(decodeBinary(blank)).toEqual({ ok: false, error: EMPTY_MESSAGE });
  });

  it('refuses other digits, other characters and groups over 255 as invalid format', () => {
    for (const bad of ['01001000 2', '0100100a', '01001000,01101001', '100000000', '0b1010', '１', '01001000 -1', '١٠'])
      expect(decodeBinary(bad), bad).toEqual({ ok: false, error: INVALID_FORMAT_MESSAGE });
    // 255 is the largest byte; 256 is one too many, however it is padded.
    expect(parseBinary('11111111')).toEqual(new Uint8Array([255]));
    expect(parseBinary('000100000000')).toBeNull();
  });

  it('refuses bytes that are not UTF-8 text, never writing U+FFFD', () => {
    for (const bad of ['11111111', '11000011', '10000000', '11000000 10000001', '11101101 10100000 10000000', '01000001 11000011'])
      expect(decodeBinary(bad), bad).toEqual({ ok: false, error: NOT_UTF8_MESSAGE });
  });

  it('refuses a result over 16 MB (tried at a smaller limit: 32 MB of input is slow on a busy machine)', () => {
    expect(MAX_RESULT_BYTES).toBe(16 * 1024 * 1024);
    expect(decodeBinary('01100001 '.repeat(1000), 1000)).toEqual({ ok: true, text: 'a'.repeat(1000) });
    expect(decodeBinary('01100001 '.repeat(1001), 1000)).toEqual({ ok: false, error: TOO_LARGE_MESSAGE });
    // Counted in bytes, not characters: 500 two-byte characters are 1000 bytes.
    expect(decodeBinary('11000011 10101001 '.repeat(500), 1000)).toEqual({ ok: true, text: 'é'.repeat(500) });
    expect(decodeBinary('11000011 10101001 '.repeat(501), 1000)).toEqual({ ok: false, error: TOO_LARGE_MESSAGE });
  });

  it('decodes a 10 MB paste', () => {
    const group = '01100001 ';
    const text = textOf(group.repeat(Math.ceil((10 * 1024 * 1024) / group.length)));
    expect(text).toHaveLength(Math.ceil((10 * 1024 * 1024) / group.length));
    expect(text.replaceAll('a', '')).toBe('');
  });
});

describe('isWhitespace', () => {
  it('agrees with \\s for every UTF-16 code unit', () => {
    const disagreements: string[] = [];
    for (let unit = 0; unit <= 0xffff; unit++) {
      if (isWhitespace(unit) !== /\s/.test(String.fromCharCode(unit))) disagreements.push(`U+${unit.toString(16)}`);
    }
    expect(disagreements).toEqual([]);
  });
});

const WHITESPACE = [' ', '\t', '\n', '\r', '\v', '\f', '\u00a0', '\u1680', '\u2003', '\u2028', '\u2029', '\u202f', '\u205f', '\u3000', '\ufeff'];
const whitespaceRun = fc.array(fc.constantFrom(...WHITESPACE), { minLength: 1, maxLength: 4 }).map((ws) => ws.join(''));
const maybeWhitespace = fc.array(fc.constantFrom(...WHITESPACE), { maxLength: 3 }).map((ws) => ws.join(''));
// Any well-formed text: every plane (unit 'binary'), and whole emoji and combining sequences (unit 'grapheme').
const wellFormed = fc.oneof(fc.string({ unit: 'binary', maxLength: 60 }), fc.string({ unit: 'grapheme', maxLength: 30 }));

/** The groups of `text`, joined by the given runs of whitespace, with some around them. */
const spread = (groups: string[], runs: string[], before: string, after: string) =>
  before + groups.map((g, i) => (i === 0 ? g : (runs[i % runs.length] ?? ' ') + g)).join('') + after;

describe('properties', () => {
  it('decode(encode(s)) = s for well-formed text in every plane, with any whitespace between groups', () => {
    fc.assert(
      fc.property(
        wellFormed.filter((t) => t !== ''),
        fc.array(whitespaceRun, { minLength: 1, maxLength: 8 }),
        maybeWhitespace,
        maybeWhitespace,
        (text, runs, before, after) => {
          expect(textOf(spread(groupsOf(text), runs, before, after))).toBe(text);
        },
      ),
    );
  });

  it('parseBinary agrees with a split-and-parseInt reference', () => {
    const reference = (binary: string) => {
      const groups = binary.split(/\s+/).filter((g) => g !== '');
      if (!groups.every((g) => /^[01]+$/.test(g) && parseInt(g, 2) <= 255)) return null;
      return Uint8Array.from(groups, (g) => parseInt(g, 2));
    };
    // Mostly 8-digit groups (the fast path) mixed with short and long ones, odd characters and all kinds of whitespace.
    const group = fc.oneof(
      { weight: 4, arbitrary: fc.integer({ min: 0, max: 255 }).map((b) => b.toString(2).padStart(8, '0')) },
      { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom('0', '1'), minLength: 1, maxLength: 12 }) },
      { weight: 1, arbitrary: fc.string({ unit: fc.constantFrom('0', '1', '2', 'a', '\u00e9', '\uD800'), minLength: 1, maxLength: 9 }) },
    );
    const separator = fc.oneof({ weight: 4, arbitrary: fc.constant(' ') }, { weight: 1, arbitrary: whitespaceRun });
    fc.assert(
      fc.property(fc.array(fc.tuple(group, separator), { maxLength: 12 }), maybeWhitespace, (pairs, before) => {
        const binary = before + pairs.map(([g, sep]) => g + sep).join('');
        expect(parseBinary(binary)).toEqual(reference(binary));
      }),
    );
  });

  it('leading zeros do not change a group', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 127 }), fc.nat({ max: 20 }), (byte, zeros) => {
        expect(textOf('0'.repeat(zeros) + byte.toString(2))).toBe(String.fromCharCode(byte));
      }),
    );
  });

  it('never throws, and fails only with one of the listed messages', () => {
    const messages = [EMPTY_MESSAGE, INVALID_FORMAT_MESSAGE, NOT_UTF8_MESSAGE];
    const binaryish = fc.string({ unit: fc.constantFrom('0', '1', ' ', '\n', '2', 'x', '\uD800'), maxLength: 60 });
    fc.assert(
      fc.property(fc.oneof(binaryish, fc.string()), (input) => {
        const result = decodeBinary(input);
        if (result.ok) expect(result.text).not.toContain('\uFFFD');
        else expect(messages).toContain(result.error);
      }),
    );
  });

  it('any bytes decode exactly when they are UTF-8, and are refused otherwise', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 40 }), (bytes) => {
        const binary = [...bytes].map((b) => b.toString(2)).join(' ');
        let expected: string | null;
        try {
          expected = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
        } catch {
          expected = null;
        }
        expect(decodeBinary(binary)).toEqual(expected === null ? { ok: false, error: NOT_UTF8_MESSAGE } : { ok: true, text: expected });
      }),
    );
  });
});
