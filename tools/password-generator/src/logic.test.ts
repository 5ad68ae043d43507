// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  CHARACTER_TYPES,
  DEFAULT_SETTINGS,
  LENGTH_DEFAULT,
  LENGTH_MAX,
  LENGTH_MIN,
  LOWERCASE,
  MAX_SCORE,
  NO_CHARACTER_TYPE,
  NUMBERS,
  SIMILAR,
  SYMBOLS,
  UPPERCASE,
  allowedCharacters,
  clampLength,
  generatePassword,
  indexSampler,
  parseLength,
  passwordFrom,
  passwordScore,
  passwordStrength,
  strengthLabel,
  type ByteSource,
  type PasswordSettings,
  type RandomIndices,
} from './logic';
import { seededBytes } from './seeded-bytes';

/** A byte source that hands out these bytes in order, then throws (a test never reads more than it wrote). */
function bytesOf(...bytes: number[]): ByteSource & { calls: number[] } {
  let next = 0;
  const calls: number[] = [];
  const source = (buffer: Uint8Array) => {
    calls.push(buffer.length);
    for (let i = 0; i < buffer.length; i++) buffer[i] = next < bytes.length ? bytes[next++]! : 0xee;
  };
  return Object.assign(source, { calls });
}

const settings = (patch: Partial<PasswordSettings>): PasswordSettings => ({ ...DEFAULT_SETTINGS, ...patch });

function password(result: ReturnType<typeof generatePassword>): string {
  if (!result.ok) throw new Error(`expected a password, got "${result.message}"`);
  return result.password;
}

describe('the documented constants', () => {
  it('are verbatim', () => {
    expect([LENGTH_MIN, LENGTH_MAX, LENGTH_DEFAULT]).toEqual([4, 50, 12]);
    expect(SYMBOLS).toBe('!@#$%^&*()_+-=[]{}|;:,.<>?');
    expect([...SIMILAR].sort()).toEqual(['0', '1', 'L', 'O', 'i', 'l', 'o']);
    expect(NO_CHARACTER_TYPE).toBe('Please select at least one character type');
    expect(DEFAULT_SETTINGS).toEqual({ length: 12, uppercase: true, lowercase: true, numbers: true, symbols: true, excludeSimilar: false });
    expect(MAX_SCORE).toBe(7);
  });

  it('lists the four character types in checkbox order', () => {
    expect(CHARACTER_TYPES).toEqual([
      { key: 'uppercase', characters: UPPERCASE },
      { key: 'lowercase', characters: LOWERCASE },
      { key: 'numbers', characters: NUMBERS },
      { key: 'symbols', characters: SYMBOLS },
    ]);
    expect(UPPERCASE + LOWERCASE + NUMBERS).toBe('ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789');
  });
});

describe('allowedCharacters', () => {
  it('keeps the selected types, and drops i, l, 1, L, o, 0, O when asked', () => {
    expect(allowedCharacters(settings({ uppercase: false, symbols: false }))).toEqual([
      { key: 'lowercase', characters: LOWERCASE },
      { key: 'numbers', characters: NUMBERS },
    ]);
    expect(allowedCharacters(settings({ excludeSimilar: true }))).toEqual([
      { key: 'uppercase', characters: 'ABCDEFGHIJKMNPQRSTUVWXYZ' },
      { key: 'lowercase', characters: 'abcdefghjkmnpqrstuvwxyz' },
      { key: 'numbers', characters: '23456789' },
      { key: 'symbols', characters: SYMBOLS },
    ]);
    expect(allowedCharacters(settings({ uppercase: false, lowercase: false, numbers: false, symbols: false }))).toEqual([]);
  });
});

describe('indexSampler', () => {
  it('throws away a byte at or past the last whole multiple of n (rejection sampling, no modulo bias)', () => {
    // 88 characters: 256 = 2 × 88 + 80, so bytes 176 to 255 are rejected.
    const out = new Uint8Array(3);
    indexSampler(bytesOf(176, 255, 175, 200, 87, 88))(88, out);
    expect([...out]).toEqual([87, 87, 0]);
  });

  it('uses every byte when n divides 256', () => {
    const out = new Uint8Array(4);
    indexSampler(bytesOf(255, 0, 128, 3))(4, out);
    expect([...out]).toEqual([3, 0, 0, 3]);
    indexSampler(bytesOf(255))(256, out.subarray(0, 1));
    expect(out[0]).toBe(255);
  });

  it('reads the source a chunk at a time, and again when the chunk runs out', () => {
    const source = bytesOf(...Array.from({ length: 20 }, (_, i) => i));
    const sample = indexSampler(source, 8);
    const out = new Uint8Array(5);
    sample(10, out);
    expect([...out]).toEqual([0, 1, 2, 3, 4]);
    sample(10, out);
    expect([...out]).toEqual([5, 6, 7, 8, 9]);
    expect(source.calls).toEqual([8, 8]);
  });

  it('refuses a count of choices it cannot draw from a byte', () => {
    const sample = indexSampler(bytesOf());
    for (const n of [0, 257, 1.5, Number.NaN]) expect(() => sample(n, new Uint8Array(1))).toThrow(RangeError);
  });

  it('stops with an error when the source keeps giving rejected bytes, instead of hanging the page', () => {
    const stuck: ByteSource = (bytes) => void bytes.fill(0xff);
    expect(() => indexSampler(stuck)(88, new Uint8Array(1))).toThrow('The random source keeps giving the same bytes');
  });
});

describe('generatePassword', () => {
  it('draws from crypto.getRandomValues by default', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    try {
      // The shared sampler may still hold bytes from an earlier password: draw until it reads afresh.
      for (let i = 0; i < 200 && spy.mock.calls.length === 0; i++) password(generatePassword(settings({ length: 50 })));
      expect(spy).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('maps each index to its character, in type order', () => {
    // Upper case and numbers: 36 characters, A to Z then 0 to 9.
    expect(password(generatePassword(settings({ length: 4, lowercase: false, symbols: false }), bytesOf(26, 0, 25, 35)))).toBe('0AZ9');
  });

  it('draws the whole password again until every selected type appears (no patching)', () => {
    const upperAndDigits = settings({ length: 4, lowercase: false, symbols: false });
    // "ABCD" has no digit: it is dropped whole, and the next four bytes make the password.
    expect(password(generatePassword(upperAndDigits, bytesOf(0, 1, 2, 3, 4, 5, 26, 6)))).toBe('EF0G');
  });

  it('gives the no-type message and no password when no type is selected', () => {
    const none = settings({ uppercase: false, lowercase: false, numbers: false, symbols: false });
    expect(generatePassword(none)).toEqual({ ok: false, message: 'Please select at least one character type' });
    expect(generatePassword({ ...none, excludeSimilar: true })).toEqual({ ok: false, message: NO_CHARACTER_TYPE });
  });

  it('refuses a length outside 4 to 50 (the page clamps before it asks)', () => {
    for (const length of [3, 51, 12.5, Number.NaN]) expect(() => generatePassword(settings({ length }))).toThrow(RangeError);
  });

  it('stops with an error when the source never covers every type', () => {
    const zeros: ByteSource = (bytes) => void bytes.fill(0);
    expect(() => generatePassword(DEFAULT_SETTINGS, zeros)).toThrow('never gave a password with every selected character type');
    // One type needs no redraw: the same bytes make a (poor) password.
    expect(password(generatePassword(settings({ length: 5, uppercase: false, numbers: false, symbols: false }), zeros))).toBe('aaaaa');
  });
});

const arbitrarySettings = fc.record({
  length: fc.integer({ min: LENGTH_MIN, max: LENGTH_MAX }),
  uppercase: fc.boolean(),
  lowercase: fc.boolean(),
  numbers: fc.boolean(),
  symbols: fc.boolean(),
  excludeSimilar: fc.boolean(),
});

/** What every password of these settings must be: its length, only allowed characters, every selected type. */
function expectValid(pw: string, s: PasswordSettings) {
  const types = allowedCharacters(s);
  const allowed = types.map((t) => t.characters).join('');
  const problems = [
    pw.length !== s.length && `length ${pw.length}`,
    [...pw].some((c) => !allowed.includes(c)) && 'a character not allowed',
    types.some(({ characters }) => ![...pw].some((c) => characters.includes(c))) && 'a selected type missing',
    s.excludeSimilar && [...SIMILAR].some((c) => pw.includes(c)) && 'a similar character',
  ].filter(Boolean);
  expect(problems, `${JSON.stringify(pw)} with ${JSON.stringify(s)}`).toEqual([]);
}

describe('properties', () => {
  it('for any settings and any seeded source: exact length, only allowed characters, every type, no similar character', () => {
    fc.assert(
      fc.property(arbitrarySettings, fc.integer(), (s, seed) => {
        const result = generatePassword(s, seededBytes(seed));
        if (allowedCharacters(s).length === 0) return void expect(result).toEqual({ ok: false, message: NO_CHARACTER_TYPE });
        expectValid(password(result), s);
      }),
      { numRuns: 500 },
    );
  });

  it('for every one of the 1,504 settings, with crypto.getRandomValues', () => {
    for (let length = LENGTH_MIN; length <= LENGTH_MAX; length++) {
      for (let bits = 0; bits < 32; bits++) {
        const s: PasswordSettings = {
          length,
          uppercase: (bits & 1) !== 0,
          lowercase: (bits & 2) !== 0,
          numbers: (bits & 4) !== 0,
          symbols: (bits & 8) !== 0,
          excludeSimilar: (bits & 16) !== 0,
        };
        const result = generatePassword(s);
        if ((bits & 15) === 0) expect(result.ok).toBe(false);
        else expectValid(password(result), s);
      }
    }
  });
});

describe('passwordScore and strengthLabel', () => {
  it.each([
    ['aaaa', 1, 'Weak'],
    ['aB3!', 4, 'Medium'],
    ['abcdefgh', 2, 'Weak'],
    ['Abcdefg1', 4, 'Medium'],
    ['Abcdefghijk1', 5, 'Strong'],
    ['Abcdefghij!1', 6, 'Very Strong'],
    ['Abcdefghijklmn!1', 7, 'Very Strong'],
    ['', 0, 'Weak'],
    // Anything that is not an ASCII letter or digit is an "other symbol"; a character is a code point.
    ['éééééééé', 2, 'Weak'],
    ['👍👍👍👍', 1, 'Weak'],
    ['👍🏽👍🏽👍🏽👍🏽', 2, 'Weak'],
  ])('%j scores %i (%s)', (pw, score, label) => {
    expect(passwordScore(pw)).toBe(score);
    expect(passwordStrength(pw)).toEqual({ score, label });
  });

  it('labels every score: up to 2 Weak, up to 4 Medium, 5 Strong, above 5 Very Strong', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(strengthLabel)).toEqual([
      'Weak',
      'Weak',
      'Weak',
      'Medium',
      'Medium',
      'Strong',
      'Very Strong',
      'Very Strong',
    ]);
  });

  // The scoring rule of docs/tools/password-generator.md, written the obvious way.
  const referenceScore = (pw: string) =>
    [[...pw].length >= 8, [...pw].length >= 12, [...pw].length >= 16, /[a-z]/.test(pw), /[A-Z]/.test(pw), /[0-9]/.test(pw), /[^a-zA-Z0-9]/.test(pw)].filter(
      Boolean,
    ).length;
  const referenceLabel = (score: number) => (score <= 2 ? 'Weak' : score <= 4 ? 'Medium' : score === 5 ? 'Strong' : 'Very Strong');

  it('score and label equal the reference on any text', () => {
    // The generator's characters, and any code point (astral ones and lone surrogates included).
    const anyCodePoint = fc.integer({ min: 0, max: 0x10ffff }).map((code) => String.fromCodePoint(code));
    const text = fc.oneof(
      fc.string({ unit: fc.constantFrom(...UPPERCASE + LOWERCASE + NUMBERS + SYMBOLS), maxLength: 60 }),
      fc.array(fc.oneof(fc.constantFrom(...'aZ5!é '), anyCodePoint), { maxLength: 30 }).map((cs) => cs.join('')),
    );
    fc.assert(
      fc.property(text, (pw) => {
        const score = referenceScore(pw);
        expect(passwordStrength(pw)).toEqual({ score, label: referenceLabel(score) });
      }),
      { numRuns: 1000 },
    );
  });

  it('score and label of generated passwords equal the reference', () => {
    fc.assert(
      fc.property(arbitrarySettings, fc.integer(), (s, seed) => {
        const result = generatePassword(s, seededBytes(seed));
        if (!result.ok) return;
        const score = referenceScore(result.password);
        expect(passwordStrength(result.password)).toEqual({ score, label: referenceLabel(score) });
      }),
    );
  });
});

describe('lengths from the URL', () => {
  it('clamps whole numbers into 4 to 50 and refuses anything else', () => {
    expect(parseLength('20')).toBe(20);
    expect(parseLength(' 7 ')).toBe(7);
    expect(parseLength('999')).toBe(50);
    expect(parseLength('99999999999999999999999')).toBe(50);
    expect(parseLength('2')).toBe(4);
    expect(parseLength('-5')).toBe(4);
    expect(parseLength('+16')).toBe(16);
    for (const junk of ['', 'abc', '12.5', '1e3', '0x10', '12abc', 'NaN', 'Infinity']) expect(parseLength(junk), junk).toBeUndefined();
  });

  it('clampLength rounds into range, and a NaN is the default', () => {
    expect([clampLength(3), clampLength(4), clampLength(12.4), clampLength(50), clampLength(Infinity), clampLength(-Infinity)]).toEqual([
      4, 4, 12, 50, 50, 4,
    ]);
    expect(clampLength(Number.NaN)).toBe(12);
  });

  it('any text gives a length from 4 to 50 or none', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const length = parseLength(raw);
        if (length !== undefined) expect(Number.isInteger(length) && length >= LENGTH_MIN && length <= LENGTH_MAX).toBe(true);
      }),
    );
  });
});

// ---- Uniformity: chi-square tests over a seeded byte source ----

/** ln Γ(z) for z > 0 (Lanczos, g = 7, nine terms: about 15 significant digits). */
function logGamma(z: number): number {
  const c = [
    0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059, 12.507343278686905,
    -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
  ];
  if (z < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * z)) - logGamma(1 - z);
  const x = z - 1;
  let sum = c[0]!;
  for (let i = 1; i < 9; i++) sum += c[i]! / (x + i);
  const t = x + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(sum);
}

/** P(X ≥ x) for X chi-square with `df` degrees of freedom: the regularized upper incomplete gamma Q(df/2, x/2). */
function chiSquarePValue(x: number, df: number): number {
  const a = df / 2;
  const y = x / 2;
  if (y <= 0) return 1;
  const front = Math.exp(-y + a * Math.log(y) - logGamma(a));
  if (y < a + 1) {
    // Series for the lower part P, then Q = 1 - P.
    let term = 1 / a;
    let sum = term;
    for (let n = 1; n < 1000 && Math.abs(term) > Math.abs(sum) * 1e-16; n++) sum += term *= y / (a + n);
    return Math.max(0, 1 - sum * front);
  }
  // Lentz's continued fraction for Q.
  let b = y + 1 - a;
  let c = 1 / 1e-300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    d = Math.abs(d) < 1e-300 ? 1e-300 : d;
    c = b + an / c;
    c = Math.abs(c) < 1e-300 ? 1e-300 : c;
    d = 1 / d;
    const delta = d * c;
    h *= delta;
    if (Math.abs(delta - 1) < 1e-16) break;
  }
  return front * h;
}

/** Pearson's statistic of observed counts against expected probabilities, and its p-value. */
function chiSquare(counts: ArrayLike<number>, probabilities: readonly number[]): { statistic: number; pValue: number } {
  const total = Array.from(counts).reduce((a, b) => a + b, 0);
  let statistic = 0;
  probabilities.forEach((p, i) => {
    const expected = total * p;
    statistic += (counts[i]! - expected) ** 2 / expected;
  });
  return { statistic, pValue: chiSquarePValue(statistic, probabilities.length - 1) };
}

// The seed is fixed, so each test's outcome is too; a sound generator fails one only if its statistic lands
// where a chi-square variable does less than once in a billion tries. The biased samplers below land far past it.
const SIGNIFICANCE = 1e-9;
const SEED = 20_240_518;

// The textbook mistake: one byte, modulo n.
const moduloIndices =
  (randomBytes: ByteSource): RandomIndices =>
  (n, out) => {
    randomBytes(out);
    for (let i = 0; i < out.length; i++) out[i] = out[i]! % n;
  };

describe('chi-square machinery', () => {
  it('agrees with the closed forms and the tables', () => {
    for (const x of [0.5, 2, 10, 50, 200]) {
      expect(chiSquarePValue(x, 2)).toBeCloseTo(Math.exp(-x / 2), 12);
      expect(chiSquarePValue(x, 4) / (Math.exp(-x / 2) * (1 + x / 2))).toBeCloseTo(1, 9);
    }
    expect(chiSquarePValue(3.841459, 1)).toBeCloseTo(0.05, 6);
    expect(chiSquarePValue(18.307038, 10)).toBeCloseTo(0.05, 6);
    expect(chiSquarePValue(109.773028, 87)).toBeCloseTo(0.05, 5);
    expect(chiSquarePValue(87, 87)).toBeGreaterThan(0.4);
  });
});

describe('indexSampler is uniform', () => {
  const DRAWS = 200_000;
  function counts(sample: RandomIndices, n: number): Uint32Array {
    const out = new Uint8Array(DRAWS);
    sample(n, out);
    const tally = new Uint32Array(n);
    for (const i of out) tally[i]!++;
    return tally;
  }
  const uniform = (n: number) => Array<number>(n).fill(1 / n);

  // 88: all four types; 81: all four without similar characters; 62: letters and digits; 26; 10; 3.
  it.each([88, 81, 62, 26, 10, 3])('over %i choices: the sampler passes', (n) => {
    const { pValue } = chiSquare(counts(indexSampler(seededBytes(SEED + n)), n), uniform(n));
    expect(pValue).toBeGreaterThan(SIGNIFICANCE);
  });

  it.each([88, 81, 62, 26])('over %i choices: the same test catches byte % n', (n) => {
    const { pValue } = chiSquare(counts(moduloIndices(seededBytes(SEED + n)), n), uniform(n));
    expect(pValue).toBeLessThan(SIGNIFICANCE);
  });
});

/**
 * The chance that a password's first character is each allowed character, when every password of the
 * settings with every selected type in it is equally likely: for a character of type a, out of N,
 * (1/N) × P(the other L - 1 characters show every other type) / P(L characters show every type), both
 * by inclusion-exclusion over the types left out.
 */
function exactFirstCharacter(s: PasswordSettings): { characters: string; probabilities: number[] } {
  const types = allowedCharacters(s);
  const sizes = types.map((t) => t.characters.length);
  const total = sizes.reduce((a, b) => a + b, 0);
  /** P(`draws` uniform characters show every type in `needed`). */
  const covers = (needed: number[], draws: number) => {
    let p = 0;
    for (let subset = 0; subset < 1 << needed.length; subset++) {
      const left = needed.filter((_, i) => subset & (1 << i));
      const missing = left.reduce((sum, t) => sum + sizes[t]!, 0);
      p += (left.length % 2 ? -1 : 1) * ((total - missing) / total) ** draws;
    }
    return p;
  };
  const all = types.map((_, i) => i);
  const valid = covers(all, s.length);
  return {
    characters: types.map((t) => t.characters).join(''),
    probabilities: types.flatMap((t, a) =>
      Array<number>(t.characters.length).fill(covers(all.filter((b) => b !== a), s.length - 1) / total / valid),
    ),
  };
}

describe('passwords are uniform over the valid ones', () => {
  const PASSWORDS = 100_000;
  function firstCharacterCounts(make: () => string, characters: string): number[] {
    const index = new Map([...characters].map((c, i) => [c, i]));
    const tally = Array<number>(characters.length).fill(0);
    for (let i = 0; i < PASSWORDS; i++) tally[index.get(make()[0]!)!]!++;
    return tally;
  }

  // Four types in four characters is where the redraw shifts the odds most: each password holds exactly one
  // digit, so a digit (1 in 10 of its type) opens it far more often than 10 in 88.
  const cases: [string, PasswordSettings][] = [
    ['all four types, length 4', settings({ length: 4 })],
    ['three types without similar characters, length 5', settings({ length: 5, symbols: false, excludeSimilar: true })],
    ['all four types, length 12', settings({ length: 12 })],
  ];

  it('the exact distribution sums to 1 and differs from uniform over the characters at length 4', () => {
    for (const [, s] of cases) expect(exactFirstCharacter(s).probabilities.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    const { characters, probabilities } = exactFirstCharacter(settings({ length: 4 }));
    expect(probabilities[characters.indexOf('5')]).toBeCloseTo(1 / 40, 12);
    expect(probabilities[characters.indexOf('A')]).toBeCloseTo(1 / 104, 12);
  });

  /** The p-value of the first characters of passwords made with these indices, against the exact distribution. */
  function firstCharacterPValue(s: PasswordSettings, indices: RandomIndices): number {
    const { characters, probabilities } = exactFirstCharacter(s);
    return chiSquare(firstCharacterCounts(() => password(passwordFrom(s, indices)), characters), probabilities).pValue;
  }

  it.each(cases)('%s: the first character follows it', (_name, s) => {
    expect(firstCharacterPValue(s, indexSampler(seededBytes(SEED + s.length)))).toBeGreaterThan(SIGNIFICANCE);
  });

  it('the same test catches a generator whose characters come from byte % n', () => {
    expect(firstCharacterPValue(settings({ length: 12 }), moduloIndices(seededBytes(SEED)))).toBeLessThan(SIGNIFICANCE);
  });

  it('and tells the redraw from characters drawn with no redraw at length 4', () => {
    // Uniform over all 88 characters is what a generator without the every-type rule would give.
    const s = settings({ length: 4 });
    const { characters, probabilities } = exactFirstCharacter(s);
    const sample = indexSampler(seededBytes(SEED));
    const out = new Uint8Array(1);
    const counts = firstCharacterCounts(() => {
      sample(characters.length, out);
      return characters[out[0]!]!;
    }, characters);
    expect(chiSquare(counts, probabilities).pValue).toBeLessThan(SIGNIFICANCE);
  });
});

// ---- No insecure randomness anywhere in the package ----

const packageRoot = join(import.meta.dirname, '..');
const INSECURE_RANDOM = /Math\s*\.\s*random|Math\s*\[\s*['"`]random/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.(ts|tsx|js|mjs|json)$/.test(name) ? [path] : [];
  });
}

describe('the package never uses a non-cryptographic random source', () => {
  it('the check finds the call when it is there', () => {
    const call = ['Math', 'random()'].join('.');
    expect(INSECURE_RANDOM.test(`const i = Math.floor(${call} * n);`)).toBe(true);
    expect(INSECURE_RANDOM.test(['Math', "['random']()"].join(''))).toBe(true);
  });

  it('no file of the package calls it', () => {
    const files = sourceFiles(packageRoot);
    expect(files.some((file) => file.endsWith('logic.ts'))).toBe(true);
    expect(files.filter((file) => INSECURE_RANDOM.test(readFileSync(file, 'utf8')))).toEqual([]);
  });
});
