import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentDisposition, contentTypeFor, downloadFilename, parseByteRange } from './files';

describe('downloadFilename', () => {
  it('names the file after the title', () => {
    expect(downloadFilename('My video', 'mp4', 'video.mp4')).toBe('My video.mp4');
    expect(downloadFilename('Ünïcode / "title"', 'mp4', 'video.mp4')).toBe('Ünïcode title.mp4');
    expect(downloadFilename('a\u202Eexe.mp4', 'mp4', 'video.mp4')).toBe('a exe.mp4.mp4');
    expect(downloadFilename('  ..hidden..  ', 'MP3', 'audio.mp3')).toBe('hidden.mp3');
  });

  it('falls back to the default file names when there is no usable title', () => {
    expect(downloadFilename(undefined, 'mp4', 'tiktok-video.mp4')).toBe('tiktok-video.mp4');
    expect(downloadFilename(' / \\ : ', 'mp4', 'facebook-video.mp4')).toBe('facebook-video.mp4');
    expect(downloadFilename('ok', '', 'video.mp4')).toBe('video.mp4');
  });

  it('property: a safe, short, non-empty name with the extension', () => {
    fc.assert(
      fc.property(fc.option(fc.string({ unit: 'binary', maxLength: 400 }), { nil: undefined }), (title) => {
        const name = downloadFilename(title, 'mp4', 'video.mp4');
        expect(name.endsWith('.mp4')).toBe(true);
        expect(name).not.toMatch(/[\\/:*?"<>|\p{Cc}\p{Cf}]/u);
        expect(Array.from(name).length).toBeLessThanOrEqual(154);
        expect(name.startsWith('.') || name.startsWith(' ')).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the RFC 5987 name', () => {
    expect(contentDisposition('video.mp4')).toBe(`attachment; filename="video.mp4"; filename*=UTF-8''video.mp4`);
    expect(contentDisposition("Ünïcode (it's) 100%.mp4")).toBe(
      `attachment; filename="_n_code (it's) 100_.mp4"; filename*=UTF-8''%C3%9Cn%C3%AFcode%20%28it%27s%29%20100%25.mp4`,
    );
  });

  it('property: printable ASCII only, and the encoded name decodes to the name', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 100 }), (name) => {
        const header = contentDisposition(name);
        expect(header).toMatch(/^[\x20-\x7e]*$/);
        const encoded = /filename\*=UTF-8''(.*)$/.exec(header)?.[1] ?? '';
        expect(encoded).toMatch(/^[A-Za-z0-9!#$&+\-.^_`|~%]*$/);
        expect(decodeURIComponent(encoded)).toBe(name);
        const fallback = /filename="([^"]*)"/.exec(header)?.[1];
        expect(fallback).toBeDefined();
      }),
      { numRuns: 500 },
    );
  });
});

describe('contentTypeFor', () => {
  it('knows the media types', () => {
    expect(contentTypeFor('a.mp4')).toBe('video/mp4');
    expect(contentTypeFor('a.MP3')).toBe('audio/mpeg');
    expect(contentTypeFor('a.webm')).toBe('video/webm');
    expect(contentTypeFor('a.bin')).toBe('application/octet-stream');
  });
});

describe('parseByteRange', () => {
  it('reads one range, clipped to the file', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  });

  it('ignores what it cannot use, and refuses a start past the end', () => {
    expect(parseByteRange(undefined, 1000)).toBeNull();
    expect(parseByteRange('bytes=0-1,5-6', 1000)).toBeNull();
    expect(parseByteRange('items=0-1', 1000)).toBeNull();
    expect(parseByteRange('bytes=5-3', 1000)).toBeNull();
    expect(parseByteRange('bytes=1000-', 1000)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 1000)).toBe('unsatisfiable');
  });

  it('property: a range it gives lies within the file', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat({ max: 1e7 }), fc.option(fc.nat({ max: 2e7 })), fc.option(fc.nat({ max: 2e7 })), (junk, size, a, b) => {
        for (const header of [junk, `bytes=${a ?? ''}-${b ?? ''}`]) {
          const range = parseByteRange(header, size);
          if (range && range !== 'unsatisfiable') {
            expect(range.start).toBeGreaterThanOrEqual(0);
            expect(range.end).toBeGreaterThanOrEqual(range.start);
            expect(range.end).toBeLessThan(size);
          }
        }
      }),
    );
  });
});
