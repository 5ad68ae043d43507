import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_RESULT_BYTES, MESSAGES, base64ToBytes, bytesToBase64, decodeBase64, encodeBase64, type Conversion } from './logic';

const ok = (text: string): Conversion => ({ ok: true, text });
const failed = (message: string): Conversion => ({ ok: false, message });
const utf8 = (text: string) => new TextEncoder().encode(text);

/** Node's own Base64 of the UTF-8 bytes: the reference for encoding. */
const nodeBase64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** The bytes `atob` (WHATWG forgiving-base64, standard alphabet) gives, or null where it throws: the reference for decoding. */
function atobBytes(text: string): number[] | null {
  try {
    return [...atob(text)].map((char) => char.charCodeAt(0));
  } catch {
    return null;
  }
}

describe('encodeBase64', () => {
  it.each([
    ['', ''],
    ['f', 'Zg=='],
    ['fo', 'Zm8='],
    ['foo', 'Zm9v'],
    ['foob', 'Zm9vYg=='],
    ['fooba', 'Zm9vYmE='],
    ['foobar', 'Zm9vYmFy'],
  ])('writes the RFC 4648 test vector %j as %j', (text, base64) => {
    expect(encodeBase64(text)).toEqual(ok(base64));
  });

  it('encodes the UTF-8 bytes of any text', () => {
    expect(encodeBase64('hello')).toEqual(ok('aGVsbG8='));
    expect(encodeBase64('é')).toEqual(ok('w6k='));
    expect(encodeBase64('😀')).toEqual(ok('8J+YgA=='));
    expect(encodeBase64('שלום')).toEqual(ok('16nXnNeV150='));
    expect(encodeBase64('\uFEFF')).toEqual(ok('77u/'));
    // The standard alphabet: + and / where the URL-safe one has - and _.
    expect(encodeBase64('>>>???')).toEqual(ok('Pj4+Pz8/'));
  });

  it('refuses an unpaired surrogate with its message instead of writing U+FFFD', () => {
    for (const text of ['\uD800', 'a\uDC00b', 'x\uD83D', '\uDE00😀'])
      expect(encodeBase64(text)).toEqual(failed('Failed to encode to Base64. Please check your input.'));
  });

  it('refuses a result over 16 MB before building it', () => {
    const limitBytes = (MAX_RESULT_BYTES / 4) * 3;
    expect(encodeBase64('a'.repeat(limitBytes + 1))).toEqual(failed('The result would be over 16 MB; convert a shorter text.'));
    const atLimit = encodeBase64('a'.repeat(limitBytes));
    expect(atLimit.ok && atLimit.text.length).toBe(MAX_RESULT_BYTES);
  });

  describe('where the engine has Uint8Array.prototype.toBase64', () => {
    // The prototype of the arrays TextEncoder makes (under jsdom another realm's Uint8Array).
    const proto = Object.getPrototypeOf(utf8('')) as Uint8Array & { toBase64?: () => string };
    afterEach(() => {
      delete proto.toBase64;
    });

    it('uses it', () => {
      const native = vi.fn(function (this: Uint8Array) {
        return Buffer.from(this).toString('base64');
      });
      proto.toBase64 = native;
      expect(encodeBase64('😀 ok')).toEqual(ok('8J+YgCBvaw=='));
      expect(native).toHaveBeenCalledOnce();
    });
  });
});

describe('decodeBase64', () => {
  it.each([
    ['Zg==', 'f'],
    ['Zm8=', 'fo'],
    ['Zm9v', 'foo'],
    ['Zm9vYmFy', 'foobar'],
    ['8J+YgA==', '😀'],
    ['16nXnNeV150=', 'שלום'],
  ])('decodes %j to %j', (base64, text) => {
    expect(decodeBase64(base64)).toEqual(ok(text));
  });

  it('takes missing padding', () => {
    expect(decodeBase64('Zg')).toEqual(ok('f'));
    expect(decodeBase64('Zm8')).toEqual(ok('fo'));
    expect(decodeBase64('8J+YgA')).toEqual(ok('😀'));
  });

  it('takes the URL-safe alphabet, even mixed with the standard one', () => {
    expect(decodeBase64('8J-YgA')).toEqual(ok('😀'));
    expect(decodeBase64('Pj4-Pz8_')).toEqual(ok('>>>???'));
    expect(decodeBase64('Pj4+Pz8_')).toEqual(ok('>>>???'));
  });

  it('skips ASCII whitespace anywhere, as in wrapped MIME or PEM text', () => {
    expect(decodeBase64('Zm9v\r\nYmFy\n')).toEqual(ok('foobar'));
    expect(decodeBase64('  Zm 9v\tYg =\f= ')).toEqual(ok('foob'));
  });

  it('drops the spare bits of the last group, as every decoder does', () => {
    expect(decodeBase64('Zh==')).toEqual(ok('f'));
  });

  it('keeps a leading byte order mark as text', () => {
    expect(decodeBase64('77u/eA==')).toEqual(ok('\uFEFFx'));
  });

  it('gives the empty text for nothing but whitespace', () => {
    expect(decodeBase64('')).toEqual(ok(''));
    expect(decodeBase64(' \n')).toEqual(ok(''));
  });

  it.each([
    ['Zm9v!', 'a stray character'],
    ['Zm9v.YmFy', 'a stray character inside'],
    ['Zm9vé', 'a character outside ASCII'],
    ['Zm9vY', 'a length of 4n + 1'],
    ['Z', 'a single character'],
    ['=', 'padding alone'],
    ['Zg=', 'padding that does not complete the group'],
    ['Zg===', 'three padding characters'],
    ['Zm9v=', 'padding after a whole group'],
    ['Zg==Zg==', 'data after padding'],
    ['/w==', 'the byte FF, which is not UTF-8'],
    ['wyg=', 'C3 28, a lead byte without its continuation'],
    ['4KQ=', 'E0 A4, a cut sequence'],
    ['7aCA', 'ED A0 80, an encoded surrogate'],
    ['Zm9v\u00A0', 'a non-breaking space (not ASCII whitespace)'],
    ['Zm9v\uD800', 'an unpaired surrogate'],
  ])('fails on %j (%s) with its message', (input) => {
    expect(decodeBase64(input)).toEqual(failed('Failed to decode Base64. Please check the input format.'));
  });

  it('refuses a result over 16 MB', () => {
    expect(decodeBase64('QUFB'.repeat(MAX_RESULT_BYTES / 3 + 1))).toEqual(failed(MESSAGES.tooLarge));
  });
});

describe('bad input', () => {
  it('throws a clear error for anything but a string', () => {
    expect(() => encodeBase64(null as unknown as string)).toThrow('Expected text as a string, got null');
    expect(() => decodeBase64(42 as unknown as string)).toThrow('Expected text as a string, got number');
  });
});

// Well-formed text from every plane: code points of any plane, grapheme clusters (emoji, flags,
// combining marks, right-to-left scripts) and plain ASCII.
const wellFormedText = fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), fc.string());
// Any UTF-16 code units at all, unpaired surrogates included.
const anyCodeUnits = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)) });
// Text that is mostly Base64: the standard alphabet, padding, whitespace and now and then a stray character.
const base64Like = fc.string({
  unit: fc.oneof(
    { weight: 20, arbitrary: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'.split('')) },
    { weight: 3, arbitrary: fc.constant('=') },
    { weight: 2, arbitrary: fc.constantFrom(' ', '\n', '\r', '\t', '\f') },
    { weight: 1, arbitrary: fc.constantFrom('!', '.', '\u00A0', 'é', '\v') },
  ),
  maxLength: 40,
});
const whitespace = fc.string({ unit: fc.constantFrom(' ', '\n', '\r\n', '\t', '\f'), maxLength: 3 });

describe('properties', () => {
  it('decode(encode(s)) = s for well-formed text of every plane', () => {
    fc.assert(
      fc.property(wellFormedText, (text) => {
        const encoded = encodeBase64(text);
        expect(encoded.ok).toBe(true);
        if (encoded.ok) expect(decodeBase64(encoded.text)).toEqual(ok(text));
      }),
      { numRuns: 500 },
    );
  });

  it('encodes exactly as Node does', () => {
    fc.assert(
      fc.property(wellFormedText, (text) => {
        expect(encodeBase64(text)).toEqual(ok(nodeBase64(text)));
      }),
      { numRuns: 500 },
    );
  });

  it('writes any bytes exactly as Node does', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        expect(bytesToBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
      }),
    );
  });

  it('reads the standard alphabet exactly as atob does, failing where it throws', () => {
    fc.assert(
      fc.property(base64Like, (text) => {
        const bytes = base64ToBytes(text);
        expect(bytes && [...bytes]).toEqual(atobBytes(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('the URL-safe, unpadded and whitespace-wrapped forms decode to the same text', () => {
    fc.assert(
      fc.property(wellFormedText, fc.array(fc.tuple(fc.nat(), whitespace), { maxLength: 5 }), (text, breaks) => {
        const encoded = nodeBase64(text);
        const urlSafe = encoded.replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
        let wrapped = encoded;
        for (const [at, space] of breaks) {
          const cut = at % (wrapped.length + 1);
          wrapped = wrapped.slice(0, cut) + space + wrapped.slice(cut);
        }
        expect(decodeBase64(urlSafe)).toEqual(ok(text));
        expect(decodeBase64(wrapped)).toEqual(ok(text));
      }),
      { numRuns: 300 },
    );
  });

  it('never throws, and a decoded text is exactly the decoded bytes (no U+FFFD stands in for bad ones)', () => {
    fc.assert(
      fc.property(fc.oneof(anyCodeUnits, base64Like), (text) => {
        const encoded = encodeBase64(text);
        if (encoded.ok) expect(encoded.text).toMatch(/^[A-Za-z0-9+/]*={0,2}$/);
        else expect(encoded.message).toBe(MESSAGES.encodeFailed);

        const decoded = decodeBase64(text);
        if (decoded.ok) expect([...utf8(decoded.text)]).toEqual([...base64ToBytes(text)!]);
        else expect(decoded.message).toBe(MESSAGES.decodeFailed);
      }),
      { numRuns: 1000 },
    );
  });
});
