import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { MIN_COMPRESS_BYTES, pickEncoding, ResponseCache } from './response-cache';

const big = JSON.stringify(Array.from({ length: 200 }, (_, id) => ({ id, toolName: `Tool ${id}` })));

describe('ResponseCache', () => {
  it('builds once and serves the same bytes until invalidated', async () => {
    const cache = new ResponseCache();
    const build = vi.fn(async () => '[1]');
    expect((await cache.get(build)).body.toString()).toBe('[1]');
    expect((await cache.get(build)).body.toString()).toBe('[1]');
    expect(build).toHaveBeenCalledTimes(1);
    cache.invalidate();
    build.mockResolvedValue('[2]');
    expect((await cache.get(build)).body.toString()).toBe('[2]');
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('does not keep a body built while a write happened', async () => {
    const cache = new ResponseCache();
    let release!: () => void;
    const slow = cache.get(() => new Promise<string>((resolve) => (release = () => resolve('[stale]'))));
    cache.invalidate();
    release();
    expect((await slow).body.toString()).toBe('[stale]');
    expect((await cache.get(async () => '[fresh]')).body.toString()).toBe('[fresh]');
  });

  it('compresses a large body once per encoding, and decompresses to the same bytes', async () => {
    const cache = new ResponseCache();
    const build = vi.fn(async () => big);
    const br = await cache.get(build, 'br');
    const gz = await cache.get(build, 'gzip');
    expect(br.encoding).toBe('br');
    expect(gz.encoding).toBe('gzip');
    expect(brotliDecompressSync(br.body).toString()).toBe(big);
    expect(gunzipSync(gz.body).toString()).toBe(big);
    expect(br.body.length).toBeLessThan(big.length / 4);
    expect((await cache.get(build, 'br')).body).toBe(br.body);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('leaves small bodies uncompressed', async () => {
    const cache = new ResponseCache();
    const small = 'x'.repeat(MIN_COMPRESS_BYTES - 1);
    expect(await cache.get(async () => small, 'br')).toEqual({ body: Buffer.from(small), encoding: 'identity' });
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q-values', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('deflate')).toBe('identity');
    expect(pickEncoding('')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
  });

  it('always answers one of the offered encodings (property)', () => {
    fc.assert(
      fc.property(fc.string(), (header) => {
        expect(['br', 'gzip', 'identity']).toContain(pickEncoding(header));
      }),
    );
  });
});
