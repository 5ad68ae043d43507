/**
 * Small text: pure functions, no React, no DOM, no I/O.
 *
 * Letters a–z and A–Z, digits 0–9 and + - = ( ) become their Unicode superscript forms;
 * every other character is kept. Only ASCII characters are looked up, so a surrogate pair, an emoji
 * sequence or a combining mark is never split: the text keeps its number of code points.
 */

export const EMPTY_MESSAGE = 'Please enter some text to convert.';
export const TOO_LARGE_MESSAGE = 'The result would be over 16 MB; convert a shorter text.';

/** The largest result we build: 16 MB of UTF-8 (base 1024, as the site counts file sizes). */
export const MAX_RESULT_BYTES = 16 * 1024 * 1024;

/**
 * The one table. Capitals use the modifier capital letters; where Unicode has no superscript
 * capital (S, X, Y, Z) the small superscript letter stands in. C, F, Q and small q came with
 * Unicode 14 (2021): ꟲ ꟳ ꟴ and 𐞥 (the only form outside the Basic Multilingual Plane).
 */
export const SUPERSCRIPT: Readonly<Record<string, string>> = {
  a: 'ᵃ', b: 'ᵇ', c: 'ᶜ', d: 'ᵈ', e: 'ᵉ', f: 'ᶠ', g: 'ᵍ', h: 'ʰ', i: 'ⁱ', j: 'ʲ', k: 'ᵏ', l: 'ˡ', m: 'ᵐ',
  n: 'ⁿ', o: 'ᵒ', p: 'ᵖ', q: '𐞥', r: 'ʳ', s: 'ˢ', t: 'ᵗ', u: 'ᵘ', v: 'ᵛ', w: 'ʷ', x: 'ˣ', y: 'ʸ', z: 'ᶻ',
  A: 'ᴬ', B: 'ᴮ', C: 'ꟲ', D: 'ᴰ', E: 'ᴱ', F: 'ꟳ', G: 'ᴳ', H: 'ᴴ', I: 'ᴵ', J: 'ᴶ', K: 'ᴷ', L: 'ᴸ', M: 'ᴹ',
  N: 'ᴺ', O: 'ᴼ', P: 'ᴾ', Q: 'ꟴ', R: 'ᴿ', S: 'ˢ', T: 'ᵀ', U: 'ᵁ', V: 'ⱽ', W: 'ᵂ', X: 'ˣ', Y: 'ʸ', Z: 'ᶻ',
  0: '⁰', 1: '¹', 2: '²', 3: '³', 4: '⁴', 5: '⁵', 6: '⁶', 7: '⁷', 8: '⁸', 9: '⁹',
  '+': '⁺', '-': '⁻', '=': '⁼', '(': '⁽', ')': '⁾',
};

// The table as UTF-16 code units for the ASCII range: FIRST[c] is the first unit of c's small form (c itself
// when c is kept), SECOND[c] the second unit of a form outside the Basic Multilingual Plane (𐞥), else 0.
const FIRST = Uint16Array.from({ length: 128 }, (_, c) => c);
const SECOND = new Uint16Array(128);
for (const [char, small] of Object.entries(SUPERSCRIPT)) {
  FIRST[char.charCodeAt(0)] = small.charCodeAt(0);
  SECOND[char.charCodeAt(0)] = small.length > 1 ? small.charCodeAt(1) : 0;
}

// Uint16Array is little-endian on every platform browsers run on. fatal: an unpaired surrogate throws
// (and takes the slow path) instead of becoming U+FFFD; ignoreBOM: a leading U+FEFF is kept.
const utf16 = new TextDecoder('utf-16le', { fatal: true, ignoreBOM: true });

/** A string from code units, unpaired surrogates included, in chunks small enough for fromCharCode's argument list. */
function fromCodeUnits(units: Uint16Array): string {
  const chunks: string[] = [];
  for (let at = 0; at < units.length; at += 8192) chunks.push(String.fromCharCode(...units.subarray(at, at + 8192)));
  return chunks.join('');
}

// The characters whose small form takes two code units (only q), counted with the native indexOf.
const TWO_UNIT_FORMS = Object.keys(SUPERSCRIPT).filter((char) => SUPERSCRIPT[char]!.length > 1);

function occurrences(text: string, char: string): number {
  let count = 0;
  for (let at = text.indexOf(char); at !== -1; at = text.indexOf(char, at + 1)) count++;
  return count;
}

/** The text with every convertible character in superscript and the rest kept. */
export function toSmallText(text: string): string {
  // Written as UTF-16 code units and decoded once: a replace() callback per letter is ten times slower on long text.
  let length = text.length;
  for (const char of TWO_UNIT_FORMS) length += occurrences(text, char);
  const units = new Uint16Array(length);
  for (let i = 0, at = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0x80) units[at++] = unit;
    else {
      units[at++] = FIRST[unit]!;
      if (SECOND[unit] !== 0) units[at++] = SECOND[unit]!;
    }
  }
  try {
    return utf16.decode(units);
  } catch {
    return fromCodeUnits(units);
  }
}

// How many UTF-8 bytes each ASCII character grows by when converted (0 when it is kept).
const GROWTH = new Uint8Array(128);
for (const [char, small] of Object.entries(SUPERSCRIPT)) GROWTH[char.charCodeAt(0)] = new TextEncoder().encode(small).length - 1;

/** The UTF-8 size of `toSmallText(text)`, worked out without building it (an unpaired surrogate counts as 3 bytes, as U+FFFD). */
export function smallTextBytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1 + GROWTH[unit]!;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

export type SmallTextResult = { ok: true; text: string } | { ok: false; error: string };

/** What Generate Small Text does. Never throws: blank text or a result over 16 MB come back as the message to show. */
export function generateSmallText(text: string, maxResultBytes = MAX_RESULT_BYTES): SmallTextResult {
  if (text.trim() === '') return { ok: false, error: EMPTY_MESSAGE };
  if (smallTextBytes(text) > maxResultBytes) return { ok: false, error: TOO_LARGE_MESSAGE };
  return { ok: true, text: toSmallText(text) };
}
