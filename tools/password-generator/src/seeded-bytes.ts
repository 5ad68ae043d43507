// For tests and stories only, never for a real password: a byte source that gives the same bytes for the
// same seed (xoshiro128**, seeded through splitmix32), so a statistical test has a fixed outcome. Not an
// export of the package.
import type { ByteSource } from './logic';

/** The same stream of well-mixed bytes for the same seed. */
export function seededBytes(seed: number): ByteSource {
  let state = seed | 0;
  const splitmix32 = () => {
    state = (state + 0x9e3779b9) | 0;
    let t = state ^ (state >>> 16);
    t = Math.imul(t, 0x21f0aaad);
    t ^= t >>> 15;
    t = Math.imul(t, 0x735a2d97);
    return (t ^ (t >>> 15)) >>> 0;
  };
  let s0 = splitmix32();
  let s1 = splitmix32();
  let s2 = splitmix32();
  let s3 = splitmix32();
  const rotl = (x: number, k: number) => (x << k) | (x >>> (32 - k));
  const next = () => {
    const result = Math.imul(rotl(Math.imul(s1, 5), 7), 9) >>> 0;
    const t = s1 << 9;
    s2 ^= s0;
    s3 ^= s1;
    s1 ^= s2;
    s0 ^= s3;
    s2 ^= t;
    s3 = rotl(s3, 11);
    return result;
  };
  return (bytes) => {
    for (let i = 0; i < bytes.length; i += 4) {
      const word = next();
      for (let j = 0; j < 4 && i + j < bytes.length; j++) bytes[i + j] = (word >>> (8 * j)) & 0xff;
    }
  };
}
