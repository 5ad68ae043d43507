/**
 * JSON formatting, minifying and validation: pure functions, no React, no DOM, no I/O.
 *
 * One scanner does all three, a single pass of char codes over the text that never builds values, so
 * nothing can change on the way through: number literals (`12345678901234567890`, `1.0`,
 * `1e400`), string escapes and duplicate keys are copied as written, as slices of the input. It is
 * strict RFC 8259: a byte order mark, comments, trailing commas, `NaN`, single quotes, leading zeros,
 * raw control characters in strings, bad escapes and a lone `-` are each refused with the first error's
 * 1-based line and column. Nesting lives in an explicit stack, not in recursion, so depth is bounded by
 * memory only: `[` × 100,000 gives an 'Invalid JSON' message, and its closed form minifies and validates.
 *
 * Positions: a line break is LF, CR or CRLF (one break); columns count Unicode code points, so an emoji is
 * one column, as a person counts characters (U+2028 and U+2029 are characters, not breaks).
 */

export type JsonMode = 'format' | 'minify' | 'validate';

/** What the page (or its worker) asks for. */
export interface JsonTask {
  mode: JsonMode;
  text: string;
}

/** A 1-based place in the text. */
export interface TextPosition {
  line: number;
  column: number;
}

/** The first error of an invalid text. */
export interface JsonSyntaxError extends TextPosition {
  /** What is wrong, without the place: "Expected ',' or '}'". */
  reason: string;
  /** The reason and the place: "Expected ',' or '}' at line 3, column 14." */
  message: string;
  /** Where, in UTF-16 code units from the start (for selecting it in a text box). */
  offset: number;
}

/** A key written a second (or later) time in the same object; `JSON.parse` would keep only the last value. */
export interface DuplicateKey extends TextPosition {
  /** The key as written, quotes and escapes included: `"\u0061"`. */
  written: string;
  /** Its value: `a`. Keys are the same when their values are, however they are escaped. */
  name: string;
  offset: number;
  /** Where the object first has this key. */
  first: TextPosition;
}

export type JsonResult =
  /** `text`: the formatted or minified JSON ('' for validate); `duplicates`: found by validate only. */
  | { status: 'ok'; text: string; duplicates: DuplicateKey[] }
  | { status: 'invalid'; error: JsonSyntaxError }
  /** Valid JSON whose formatted form would be too long to build (deep nesting: indents grow with depth). */
  | { status: 'too-large'; message: string };

/**
 * Formatted output past this many UTF-16 code units (64 Mi, 128 MB of memory) is refused as soon as it gets
 * there, not built further. Each line is indented by its depth, so deep nesting grows with its square:
 * `[` × 100,000 closed again would be 20 billion characters, past any engine's longest string.
 */
export const MAX_FORMATTED_LENGTH = 64 * 1024 * 1024;

export const TOO_LARGE_MESSAGE = 'The formatted JSON would be over 64 MB: it is nested too deeply to indent. Minify JSON still works.';

/** Thrown by format() and minify() for an invalid text. */
export class JsonFormatError extends Error {
  /** The first syntax error, when the text is invalid (not just too large to format). */
  readonly error: JsonSyntaxError | undefined;

  constructor(message: string, error?: JsonSyntaxError) {
    super(message);
    this.name = 'JsonFormatError';
    this.error = error;
  }
}

/** Formats, minifies or validates, as the task says. Never throws for any text. */
export function processJson({ mode, text }: JsonTask): JsonResult {
  if (typeof text !== 'string') throw new TypeError(`Expected JSON text as a string, got ${text === null ? 'null' : typeof text}`);
  return scan(text, mode === 'format' ? FORMAT : mode === 'minify' ? MINIFY : VALIDATE);
}

/** The JSON indented by 2 spaces per level, `{}` and `[]` when empty, every token as written. */
export function format(text: string): string {
  return unwrap(processJson({ mode: 'format', text }));
}

/** The JSON with every space, tab and line break between tokens removed; tokens as written. */
export function minify(text: string): string {
  return unwrap(processJson({ mode: 'minify', text }));
}

/** Checks the JSON; its duplicate keys when valid. */
export function validate(text: string): JsonResult {
  return processJson({ mode: 'validate', text });
}

function unwrap(result: JsonResult): string {
  if (result.status === 'ok') return result.text;
  if (result.status === 'invalid') throw new JsonFormatError(result.error.message, result.error);
  throw new JsonFormatError(result.message);
}

// --- the scanner -----------------------------------------------------------------------------------------

const FORMAT = 0;
const MINIFY = 1;
const VALIDATE = 2;
type Mode = typeof FORMAT | typeof MINIFY | typeof VALIDATE;

// What the scanner expects next.
const VALUE = 0;
const AFTER_VALUE = 1;
const KEY = 2;
const END = 3;

const ARRAY = 0;
const OBJECT = 1;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
const MINUS = 0x2d;
const PLUS = 0x2b;
const DOT = 0x2e;
const SLASH = 0x2f;
const APOSTROPHE = 0x27;
const ZERO = 0x30;
const NINE = 0x39;
const LF = 0x0a;
const CR = 0x0d;
const BOM = 0xfeff;

const isDigit = (c: number) => c >= ZERO && c <= NINE;
// RFC 8259's whitespace: space, tab, LF, CR (NaN past the end is none of them).
const isSpace = (c: number) => c === 0x20 || c === LF || c === CR || c === 0x09;
const isHex = (c: number) => (c >= ZERO && c <= NINE) || ((c | 0x20) >= 0x61 && (c | 0x20) <= 0x66);
const isLetter = (c: number) => (c | 0x20) >= 0x61 && (c | 0x20) <= 0x7a;
const isWordChar = (c: number) => isLetter(c) || isDigit(c) || c === 0x5f || c === 0x24;

// After a backslash: " \ / b f n r t u.
const ESCAPES = new Uint8Array(128);
for (const c of '"\\/bfnrtu') ESCAPES[c.charCodeAt(0)] = 1;

// The whitespace format writes around punctuation, by depth: `{` or `[` then the inner indent, `,` then the
// indent, the outer indent then `}` or `]`. Kept for shallow depths (most documents), so a comma costs one
// concatenation and no new string; deeper ones are made each time, as a cache of all would grow with the
// square of the depth.
const OPEN_OBJECT = 0;
const OPEN_ARRAY = 1;
const NEXT = 2;
const CLOSE_OBJECT = 3;
const CLOSE_ARRAY = 4;
type Punctuation = typeof OPEN_OBJECT | typeof OPEN_ARRAY | typeof NEXT | typeof CLOSE_OBJECT | typeof CLOSE_ARRAY;
const CACHED_DEPTH = 64;
const punctuationCache: string[] = [];

function makePunctuation(kind: Punctuation, depth: number): string {
  const newline = `\n${'  '.repeat(depth)}`;
  return kind === CLOSE_OBJECT ? `${newline}}` : kind === CLOSE_ARRAY ? `${newline}]` : '{[,'[kind] + newline;
}

function punctuation(kind: Punctuation, depth: number): string {
  if (depth >= CACHED_DEPTH) return makePunctuation(kind, depth);
  const key = depth * 5 + kind;
  return (punctuationCache[key] ??= makePunctuation(kind, depth));
}

/** A raised error: the offset and the reason; the line and column are worked out once, at the end. */
interface Failure {
  offset: number;
  reason: string;
}

/** A key seen again in its object, by offsets; placeDuplicates gives them lines and columns at the end. */
interface FoundDuplicate {
  name: string;
  written: string;
  offset: number;
  first: number;
}

/** A scan under way: what it has written and what it expects, shared by the steps below. */
interface Scanner {
  readonly text: string;
  readonly mode: Mode;
  // Open containers, innermost last; for validate, the keys each open object has had (name → offset).
  readonly stack: number[];
  readonly keys: (Map<string, number> | null)[];
  readonly duplicates: FoundDuplicate[];
  out: string;
  // Minify copies runs of the input between whitespace: the run under way starts here.
  runStart: number;
  // VALUE, AFTER_VALUE or KEY; END once the document is whole.
  state: number;
  // Format builds output until it would be too long; then it only checks the rest, so an invalid text is
  // still called invalid (an unclosed `[` × 100,000 would be over the limit long before its end).
  building: boolean;
  tooLarge: boolean;
}

// The steps below each take the scan at an offset and return the offset after what they read, or -1
// with the failure left in scanFailure; they set the state the next step starts in.
function scan(text: string, mode: Mode): JsonResult {
  if (text.length > 0 && text.charCodeAt(0) === BOM) {
    return { status: 'invalid', error: syntaxError(text, { offset: 0, reason: 'Byte order mark (U+FEFF) is not allowed' }) };
  }
  const s: Scanner = { text, mode, stack: [], keys: [], duplicates: [], out: '', runStart: 0, state: VALUE, building: mode === FORMAT, tooLarge: false };
  let i = skip(s, 0);
  while (s.state !== END) {
    i = s.state === VALUE ? scanValue(s, i) : s.state === AFTER_VALUE ? scanAfterValue(s, i) : scanKey(s, i);
    if (i < 0) return { status: 'invalid', error: syntaxError(text, scanFailure) };
  }

  if (mode === MINIFY) s.out += text.slice(s.runStart, i);
  if (s.tooLarge) return { status: 'too-large', message: TOO_LARGE_MESSAGE };
  if (mode !== VALIDATE) return { status: 'ok', text: s.out, duplicates: [] };
  return { status: 'ok', text: '', duplicates: placeDuplicates(text, s.duplicates) };
}

/** Skips whitespace from `from`; minify copies the run before it. */
function skip(s: Scanner, from: number): number {
  const { text } = s;
  let j = from;
  while (j < text.length && isSpace(text.charCodeAt(j))) j++;
  if (s.mode === MINIFY && j > from) {
    s.out += text.slice(s.runStart, from);
    s.runStart = j;
  }
  return j;
}

/** Adds format's punctuation; past the limit, the output is dropped and the rest only checked. */
function writePunctuation(s: Scanner, kind: Punctuation, depth: number): void {
  s.out += punctuation(kind, depth);
  if (s.out.length > MAX_FORMATTED_LENGTH) {
    s.building = false;
    s.tooLarge = true;
    s.out = '';
  }
}

/** A value: a string, number or literal copied as written, or an object or array opened. */
function scanValue(s: Scanner, i: number): number {
  const { text } = s;
  if (i >= text.length) return failAt(i, 'Unexpected end of input, expected a value');
  const c = text.charCodeAt(i);
  let end: number;
  if (c === QUOTE) end = scanString(text, i);
  else if (c === OPEN_BRACE || c === OPEN_BRACKET) return scanOpening(s, i, c === OPEN_BRACE);
  else if (c === MINUS || isDigit(c)) end = scanNumber(text, i);
  else {
    const word = literalAt(text, i);
    if (word !== 'true' && word !== 'false' && word !== 'null') return failAt(i, valueReason(text, i, word));
    end = i + word.length;
  }
  if (end < 0) return -1;
  if (s.building) s.out += text.slice(i, end);
  s.state = AFTER_VALUE;
  return end;
}

/** A `{` or `[`: an empty one written whole; otherwise opened, and its first key or value comes next. */
function scanOpening(s: Scanner, i: number, isObject: boolean): number {
  const { text } = s;
  const next = skip(s, i + 1);
  if (text.charCodeAt(next) === (isObject ? CLOSE_BRACE : CLOSE_BRACKET)) {
    if (s.building) s.out += isObject ? '{}' : '[]';
    s.state = AFTER_VALUE;
    return next + 1;
  }
  s.stack.push(isObject ? OBJECT : ARRAY);
  if (s.mode === VALIDATE) s.keys.push(isObject ? new Map() : null);
  if (s.building) writePunctuation(s, isObject ? OPEN_OBJECT : OPEN_ARRAY, s.stack.length);
  if (isObject) {
    if (next < text.length && text.charCodeAt(next) !== QUOTE) return failAt(next, keyReason(text, next, "Expected a string key or '}'"));
    s.state = KEY;
  }
  return next;
}

/** After a value: the end of the document, a comma, or the close of the container the value is in. */
function scanAfterValue(s: Scanner, from: number): number {
  const { text, stack } = s;
  const i = skip(s, from);
  const depth = stack.length;
  if (depth === 0) {
    if (i < text.length) return failAt(i, afterDocumentReason(text, i));
    s.state = END;
    return i;
  }
  const c = text.charCodeAt(i);
  const inObject = stack[depth - 1] === OBJECT;
  const close = inObject ? CLOSE_BRACE : CLOSE_BRACKET;
  if (c === COMMA) {
    const next = skip(s, i + 1);
    if (text.charCodeAt(next) === close) return failAt(i, 'Trailing comma is not allowed');
    if (s.building) writePunctuation(s, NEXT, depth);
    s.state = inObject ? KEY : VALUE;
    return next;
  }
  if (c === close) {
    stack.pop();
    if (s.mode === VALIDATE) s.keys.pop();
    if (s.building) writePunctuation(s, inObject ? CLOSE_OBJECT : CLOSE_ARRAY, depth - 1);
    return i + 1;
  }
  const expected = inObject ? "Expected ',' or '}'" : "Expected ',' or ']'";
  if (i >= text.length) return failAt(i, `Unexpected end of input, ${expected.toLowerCase()}`);
  return failAt(i, c === SLASH ? COMMENT : expected);
}

/** An object's key, then ':', then the space before its value. */
function scanKey(s: Scanner, i: number): number {
  const { text } = s;
  if (i >= text.length) return failAt(i, 'Unexpected end of input, expected a string key');
  if (text.charCodeAt(i) !== QUOTE) return failAt(i, keyReason(text, i, 'Expected a string key'));
  const end = scanString(text, i);
  if (end < 0) return -1;
  if (s.mode === VALIDATE) noteKey(s, i, end);
  const colon = skip(s, end);
  if (text.charCodeAt(colon) !== COLON) {
    return failAt(colon, colon >= text.length ? "Unexpected end of input, expected ':'" : "Expected ':' after the key");
  }
  if (s.building) s.out += `${text.slice(i, end)}: `;
  s.state = VALUE;
  return skip(s, colon + 1);
}

/** Validate: the first place of each key in its object, and every later one as a duplicate. */
function noteKey(s: Scanner, start: number, end: number): void {
  const written = s.text.slice(start, end);
  const name = written.includes('\\') ? (JSON.parse(written) as string) : written.slice(1, -1);
  const seen = s.keys[s.keys.length - 1]!;
  const first = seen.get(name);
  if (first === undefined) seen.set(name, start);
  else s.duplicates.push({ name, written, offset: start, first });
}

// scanString and scanNumber return the end offset, or -1 with the failure left here (no object per token).
const scanFailure: Failure = { offset: 0, reason: '' };

const failAt = (offset: number, reason: string): number => {
  scanFailure.offset = offset;
  scanFailure.reason = reason;
  return -1;
};

/** The end (after the closing quote) of the string that opens at `start`, or -1. */
function scanString(text: string, start: number): number {
  const n = text.length;
  let i = start + 1;
  for (;;) {
    if (i >= n) return failAt(start, 'Unterminated string');
    const c = text.charCodeAt(i);
    if (c === QUOTE) return i + 1;
    if (c === BACKSLASH) {
      const e = text.charCodeAt(i + 1);
      if (!(e < 128 && ESCAPES[e] === 1)) {
        if (i + 1 >= n) return failAt(start, 'Unterminated string');
        const shown = describeAt(text, i + 1);
        return failAt(i, shown.startsWith("'") ? `Invalid escape '\\${shown.slice(1)} in a string` : `Invalid escape: '\\' before ${shown} in a string`);
      }
      if (e === 0x75) {
        if (!(isHex(text.charCodeAt(i + 2)) && isHex(text.charCodeAt(i + 3)) && isHex(text.charCodeAt(i + 4)) && isHex(text.charCodeAt(i + 5)))) {
          return failAt(i, 'Expected 4 hex digits after \\u');
        }
        i += 6;
      } else {
        i += 2;
      }
    } else if (c < 0x20) {
      return failAt(i, `Control character ${codePointName(c)} must be escaped in a string`);
    } else {
      i++;
    }
  }
}

/** The end of the number that starts at `start` (a '-' or a digit), or -1. */
function scanNumber(text: string, start: number): number {
  let i = start;
  let c = text.charCodeAt(i);
  if (c === MINUS) {
    c = text.charCodeAt(++i);
    if (!isDigit(c)) return failAt(i, "Expected a digit after '-'");
  }
  if (c === ZERO) {
    c = text.charCodeAt(++i);
    if (isDigit(c)) return failAt(i - 1, 'Leading zeros are not allowed in numbers');
  } else {
    do c = text.charCodeAt(++i);
    while (isDigit(c));
  }
  if (c === DOT) {
    c = text.charCodeAt(++i);
    if (!isDigit(c)) return failAt(i, "Expected a digit after '.'");
    do c = text.charCodeAt(++i);
    while (isDigit(c));
  }
  if ((c | 0x20) === 0x65) {
    c = text.charCodeAt(++i);
    if (c === PLUS || c === MINUS) c = text.charCodeAt(++i);
    if (!isDigit(c)) return failAt(i, 'Expected a digit in the exponent');
    do c = text.charCodeAt(++i);
    while (isDigit(c));
  }
  return i;
}

/** The run of letters, digits, _ and $ at i (at most 20), to name a wrong word such as NaN. */
function literalAt(text: string, i: number): string {
  let end = i;
  while (end < text.length && end - i < 20 && isWordChar(text.charCodeAt(end))) end++;
  return text.slice(i, end);
}

const COMMENT = 'Comments are not allowed in JSON';

/** Why there is no value at i. */
function valueReason(text: string, i: number, word: string): string {
  const c = text.charCodeAt(i);
  if (c === APOSTROPHE) return 'Strings must use double quotes, not single quotes';
  if (c === SLASH) return COMMENT;
  if (c === PLUS) return "A number cannot start with '+'";
  if (c === DOT) return "A number cannot start with '.'";
  if (word !== '') return `Unexpected '${word}', expected a value`;
  if (c === CLOSE_BRACE || c === CLOSE_BRACKET) return `Unexpected '${text[i]}', expected a value`;
  return `Unexpected ${describeAt(text, i)}, expected a value`;
}

/** Why there is no key at i (which is not a quote): `expected` unless something more telling is known. */
function keyReason(text: string, i: number, expected: string): string {
  const c = text.charCodeAt(i);
  if (c === APOSTROPHE) return 'Strings must use double quotes, not single quotes';
  if (c === SLASH) return COMMENT;
  if (literalAt(text, i) !== '') return 'Object keys must be strings in double quotes';
  return expected;
}

function afterDocumentReason(text: string, i: number): string {
  if (text.charCodeAt(i) === SLASH) return COMMENT;
  return `Unexpected ${describeAt(text, i)} after the JSON value`;
}

/** A character for a message: 'x', or U+0009 for one that is invisible or easily mistaken. */
function describeAt(text: string, i: number): string {
  const c = text.codePointAt(i)!;
  if (c <= 0x20 || (c >= 0x7f && c <= 0xa0) || c === 0xad || c === BOM || (c >= 0x2000 && c <= 0x200f) || c === 0x2028 || c === 0x2029 || (c >= 0xd800 && c <= 0xdfff)) {
    return codePointName(c);
  }
  return `'${String.fromCodePoint(c)}'`;
}

const codePointName = (c: number) => `U+${c.toString(16).toUpperCase().padStart(4, '0')}`;

function syntaxError(text: string, { offset, reason }: Failure): JsonSyntaxError {
  const [{ line, column }] = positionsOf(text, [offset]) as [TextPosition];
  return { reason, message: `${reason} at line ${line}, column ${column}.`, offset, line, column };
}

function placeDuplicates(text: string, found: FoundDuplicate[]): DuplicateKey[] {
  if (found.length === 0) return [];
  const places = positionsOf(text, found.flatMap(({ offset, first }) => [offset, first]));
  return found.map(({ name, written, offset }, k) => ({ name, written, offset, ...places[2 * k]!, first: places[2 * k + 1]! }));
}

/**
 * The line and column of each offset, in one sweep up to the last of them. LF, CR and CRLF each end a
 * line; a column is a code point (the second half of a surrogate pair is not counted).
 */
export function positionsOf(text: string, offsets: readonly number[]): TextPosition[] {
  const order = offsets.map((_, k) => k).sort((a, b) => offsets[a]! - offsets[b]!);
  const result: TextPosition[] = new Array<TextPosition>(offsets.length);
  let line = 1;
  let column = 1;
  let i = 0;
  for (const k of order) {
    const target = Math.min(offsets[k]!, text.length);
    for (; i < target; i++) {
      const c = text.charCodeAt(i);
      if (c === LF || (c === CR && text.charCodeAt(i + 1) !== LF)) {
        line++;
        column = 1;
      } else if (!(c >= 0xdc00 && c <= 0xdfff && i > 0 && isHighSurrogate(text.charCodeAt(i - 1)))) {
        column++;
      }
    }
    // An offset inside a surrogate pair belongs to the pair's column.
    const inPair = target > 0 && isHighSurrogate(text.charCodeAt(target - 1)) && (text.charCodeAt(target) & 0xfc00) === 0xdc00;
    result[k] = { line, column: inPair ? column - 1 : column };
  }
  return result;
}

const isHighSurrogate = (c: number) => (c & 0xfc00) === 0xd800;
