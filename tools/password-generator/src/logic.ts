// Pure logic of the Password Generator: no React, no DOM, no I/O, so it runs and tests anywhere.
// Randomness comes only from a byte source handed in (crypto.getRandomValues by default), so tests can
// drive it with bytes they choose.

/** The length slider's range and default. */
export const LENGTH_MIN = 4;
export const LENGTH_MAX = 50;
export const LENGTH_DEFAULT = 12;

export const UPPERCASE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
export const LOWERCASE = 'abcdefghijklmnopqrstuvwxyz';
export const NUMBERS = '0123456789';
/** The symbol set, as the page lists it. */
export const SYMBOLS = '!@#$%^&*()_+-=[]{}|;:,.<>?';
/** What "exclude similar characters" removes (upper-case I is not in the list the page shows). */
export const SIMILAR = 'il1LoO0';

/** Shown when no character type is selected. */
export const NO_CHARACTER_TYPE = 'Please select at least one character type';

export interface PasswordSettings {
  length: number;
  uppercase: boolean;
  lowercase: boolean;
  numbers: boolean;
  symbols: boolean;
  excludeSimilar: boolean;
}

/** All four character types on, exclude-similar off, length 12. */
export const DEFAULT_SETTINGS: Readonly<PasswordSettings> = Object.freeze({
  length: LENGTH_DEFAULT,
  uppercase: true,
  lowercase: true,
  numbers: true,
  symbols: true,
  excludeSimilar: false,
});

export type CharacterType = 'uppercase' | 'lowercase' | 'numbers' | 'symbols';

/** The four character types, in the order of the page's checkboxes. */
export const CHARACTER_TYPES: readonly { key: CharacterType; characters: string }[] = [
  { key: 'uppercase', characters: UPPERCASE },
  { key: 'lowercase', characters: LOWERCASE },
  { key: 'numbers', characters: NUMBERS },
  { key: 'symbols', characters: SYMBOLS },
];

/** The characters each selected type may use, in CHARACTER_TYPES order: similar ones removed when asked. */
export function allowedCharacters(settings: PasswordSettings): { key: CharacterType; characters: string }[] {
  return CHARACTER_TYPES.filter(({ key }) => settings[key]).map(({ key, characters }) => ({
    key,
    characters: settings.excludeSimilar ? [...characters].filter((c) => !SIMILAR.includes(c)).join('') : characters,
  }));
}

/** Fills the array it is given with random bytes. */
export type ByteSource = (bytes: Uint8Array<ArrayBuffer>) => void;

/** The browser's (and Node's) cryptographically secure generator. */
export const cryptoBytes: ByteSource = (bytes) => {
  crypto.getRandomValues(bytes);
};

/** Fills `out` with whole numbers from 0 to n - 1 (n at most 256), each equally likely and independent. */
export type RandomIndices = (n: number, out: Uint8Array<ArrayBuffer>) => void;

// A sound source rejects a byte at most 127 times in 256 (n = 129): 1,000 rejections in a row happen about
// once in 10^300 draws, so they mean a broken source (all 0xff, say), not bad luck.
const MAX_REJECTED_BYTES = 1000;
// crypto.getRandomValues fills at most 65,536 bytes a call.
const MAX_CHUNK = 65_536;

/**
 * Unbiased indices from random bytes, by rejection sampling: a byte at or past the largest multiple of n
 * that fits in 256 is thrown away, so each of the n results is made by exactly as many bytes (a bare
 * `byte % n` would favour the first 256 % n results). Bytes are read from the source `chunk` at a time.
 */
export function indexSampler(randomBytes: ByteSource, chunk = 256): RandomIndices {
  const buffer = new Uint8Array(Math.min(MAX_CHUNK, Math.max(1, chunk)));
  let position = buffer.length;
  return (n, out) => {
    if (!Number.isInteger(n) || n < 1 || n > 256) throw new RangeError(`Expected a whole number of choices from 1 to 256, got ${n}`);
    const limit = 256 - (256 % n);
    let rejected = 0;
    for (let i = 0; i < out.length; ) {
      if (position === buffer.length) {
        randomBytes(buffer);
        position = 0;
      }
      const byte = buffer[position++]!;
      if (byte < limit) {
        out[i++] = byte % n;
        rejected = 0;
      } else if (++rejected === MAX_REJECTED_BYTES) {
        throw new Error('The random source keeps giving the same bytes; no password was made');
      }
    }
  };
}

/** The alphabet of a combination of settings, as char codes, with each character's type as a bit. */
interface Alphabet {
  codes: Uint16Array;
  typeBits: Uint8Array;
  /** Every selected type's bit: a password must show all of them. */
  allTypes: number;
}

// Five switches make 32 alphabets: each is built once, on first use.
const alphabets = new Map<number, Alphabet>();

function alphabetOf(settings: PasswordSettings): Alphabet {
  const key = CHARACTER_TYPES.reduce((bits, { key }, i) => (settings[key] ? bits | (1 << i) : bits), settings.excludeSimilar ? 16 : 0);
  let alphabet = alphabets.get(key);
  if (!alphabet) {
    const codes: number[] = [];
    const typeBits: number[] = [];
    let allTypes = 0;
    allowedCharacters(settings).forEach(({ characters }, i) => {
      allTypes |= 1 << i;
      for (const c of characters) {
        codes.push(c.charCodeAt(0));
        typeBits.push(1 << i);
      }
    });
    alphabet = { codes: Uint16Array.from(codes), typeBits: Uint8Array.from(typeBits), allTypes };
    alphabets.set(key, alphabet);
  }
  return alphabet;
}

// Length 4 with all four types keeps the fewest draws: 1 in 14 (1 in 16 without similar characters). A sound
// source fails 10,000 times in a row with a chance below 10^-280, so that means a broken one.
const MAX_REDRAWS = 10_000;

export type PasswordResult = { ok: true; password: string } | { ok: false; message: string };

/**
 * A password drawn with `randomIndices`: each character uniform over the selected types' characters, the whole
 * password drawn again until every selected type appears, so every valid password is equally likely
 * (forcing one character of each type into place would favour some). With no type selected, the
 * NO_CHARACTER_TYPE message and no password.
 */
export function passwordFrom(settings: PasswordSettings, randomIndices: RandomIndices): PasswordResult {
  const { length } = settings;
  if (!Number.isInteger(length) || length < LENGTH_MIN || length > LENGTH_MAX) {
    throw new RangeError(`Expected a length from ${LENGTH_MIN} to ${LENGTH_MAX}, got ${length}`);
  }
  const { codes, typeBits, allTypes } = alphabetOf(settings);
  if (codes.length === 0) return { ok: false, message: NO_CHARACTER_TYPE };
  const indices = new Uint8Array(length);
  // A plain array: spreading a typed array into fromCharCode goes through its iterator, ten times slower.
  const drawn = new Array<number>(length);
  for (let attempt = 0; attempt < MAX_REDRAWS; attempt++) {
    randomIndices(codes.length, indices);
    let seen = 0;
    for (let i = 0; i < length; i++) {
      const index = indices[i]!;
      drawn[i] = codes[index]!;
      seen |= typeBits[index]!;
    }
    if (seen === allTypes) return { ok: true, password: String.fromCharCode(...drawn) };
  }
  throw new Error('The random source never gave a password with every selected character type');
}

// crypto.getRandomValues costs microseconds a call whatever it fills: the page's passwords share one sampler
// that asks for 4 kB at a time (Node's crypto.randomInt keeps a pool of its own the same way).
let cryptoIndices: RandomIndices | undefined;

/**
 * A password per passwordFrom, from crypto.getRandomValues, or from `randomBytes` when a test hands in its
 * own (then read afresh for each password, so a test knows which bytes made it).
 */
export function generatePassword(settings: PasswordSettings, randomBytes?: ByteSource): PasswordResult {
  if (randomBytes) return passwordFrom(settings, indexSampler(randomBytes, 2 * settings.length + 32));
  cryptoIndices ??= indexSampler(cryptoBytes, 4096);
  return passwordFrom(settings, cryptoIndices);
}

/** A length to show: the nearest within 4 to 50; anything that is no number is the default. */
export function clampLength(value: number): number {
  if (Number.isNaN(value)) return LENGTH_DEFAULT;
  return Math.min(LENGTH_MAX, Math.max(LENGTH_MIN, Math.round(value)));
}

/** A length read from the URL: a whole number is clamped into 4 to 50 (`999` → 50); anything else is no length. */
export function parseLength(raw: string): number | undefined {
  const text = raw.trim();
  return /^[+-]?\d+$/.test(text) ? clampLength(Number(text)) : undefined;
}

export type StrengthLabel = 'Weak' | 'Medium' | 'Strong' | 'Very Strong';

export interface Strength {
  /** 0 to 7. */
  score: number;
  label: StrengthLabel;
}

/** The highest score. */
export const MAX_SCORE = 7;

/**
 * One point each for a length of at least 8, at least 12 and at least 16 characters, and for
 * having a lower-case letter, an upper-case letter, a digit, and any other character. Letters and digits
 * are ASCII (the generator's); a length counts characters (code points), not UTF-16 units.
 */
export function passwordScore(password: string): number {
  let length = 0;
  let types = 0;
  for (const c of password) {
    length++;
    const code = c.charCodeAt(0);
    if (code >= 97 && code <= 122) types |= 1;
    else if (code >= 65 && code <= 90) types |= 2;
    else if (code >= 48 && code <= 57) types |= 4;
    else types |= 8;
  }
  const lengthPoints = (length >= 8 ? 1 : 0) + (length >= 12 ? 1 : 0) + (length >= 16 ? 1 : 0);
  return lengthPoints + (types & 1) + ((types >> 1) & 1) + ((types >> 2) & 1) + ((types >> 3) & 1);
}

/** Up to 2 Weak, up to 4 Medium, 5 Strong, above 5 Very Strong. */
export function strengthLabel(score: number): StrengthLabel {
  if (score <= 2) return 'Weak';
  if (score <= 4) return 'Medium';
  if (score === 5) return 'Strong';
  return 'Very Strong';
}

export function passwordStrength(password: string): Strength {
  const score = passwordScore(password);
  return { score, label: strengthLabel(score) };
}
