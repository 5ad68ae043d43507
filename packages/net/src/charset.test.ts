import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { charsetParameter, decodeBody, metaCharset } from './charset';

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe('decodeBody', () => {
  it('takes the charset of the Content-Type header', () => {
    expect(decodeBody(bytes(0x63, 0x61, 0x66, 0xe9), 'text/plain; charset=ISO-8859-1', 'text/plain')).toEqual({
      text: 'café',
      charset: 'windows-1252',
    });
    expect(charsetParameter('text/html; charset="utf-8"')).toBe('utf-8');
  });

  it('prefers a byte order mark over the header', () => {
    const utf16 = bytes(0xff, 0xfe, 0x68, 0x00, 0xe9, 0x00);
    expect(decodeBody(utf16, 'text/html; charset=iso-8859-1', 'text/html')).toEqual({ text: 'hé', charset: 'utf-16le' });
    expect(decodeBody(bytes(0xef, 0xbb, 0xbf, 0x61), undefined, '').text).toBe('a');
  });

  it('reads <meta charset> and <meta http-equiv> in HTML when the header names none', () => {
    const page = Buffer.concat([Buffer.from('<html><head><meta charset="iso-8859-2"><title>'), Buffer.from([0xb1]), Buffer.from('</title>')]);
    expect(decodeBody(page, 'text/html', 'text/html')).toMatchObject({ charset: 'iso-8859-2', text: expect.stringContaining('ą') });
    expect(metaCharset(ascii('<meta http-equiv="Content-Type" content="text/html; charset=windows-1251">'))).toBe('windows-1251');
    // Commented out, UTF-16 from inside, unknown, or past the first 1024 bytes: not taken.
    expect(metaCharset(ascii('<!-- <meta charset="koi8-r"> -->'))).toBeUndefined();
    expect(metaCharset(ascii('<meta charset="utf-16">'))).toBe('utf-8');
    expect(metaCharset(ascii('<meta charset="klingon">'))).toBeUndefined();
    expect(metaCharset(ascii(`${' '.repeat(1024)}<meta charset="koi8-r">`))).toBeUndefined();
    // Plain text is not searched for tags.
    expect(decodeBody(ascii('<meta charset="koi8-r">'), 'text/plain', 'text/plain').charset).toBe('utf-8');
  });

  it('falls back to UTF-8, and decodes any UTF-8 text unchanged', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(decodeBody(new TextEncoder().encode(text), undefined, 'text/html')).toEqual({ text, charset: 'utf-8' });
      }),
    );
  });
});
