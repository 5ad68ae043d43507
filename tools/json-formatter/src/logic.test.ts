import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACCEPTED, IMPLEMENTATION_DEFINED, REJECTED } from './json-suite.fixtures';
import { MAX_FORMATTED_LENGTH, JsonFormatError, format, minify, positionsOf, processJson, validate } from './logic';

/** The message of the first error, or null when the text is valid. */
function errorOf(text: string): string | null {
  const result = validate(text);
  return result.status === 'invalid' ? result.error.message : null;
}

describe('format', () => {
  it('indents by 2 spaces with ": " after each key, as JSON.stringify(v, null, 2) does', () => {
    expect(format('{"name":"Ada","langs":["en","fr"],"address":{"city":"London"}}')).toBe(
      '{\n  "name": "Ada",\n  "langs": [\n    "en",\n    "fr"\n  ],\n  "address": {\n    "city": "London"\n  }\n}',
    );
  });

  it('writes empty containers as {} and [], even with whitespace inside', () => {
    expect(format('{"a":{},"b":[ ],"c":[{ }],"d":{"e":[]}}')).toBe('{\n  "a": {},\n  "b": [],\n  "c": [\n    {}\n  ],\n  "d": {\n    "e": []\n  }\n}');
    expect(format('  [\n]\n')).toBe('[]');
  });

  it('keeps number literals exactly as written', () => {
    const numbers = ['12345678901234567890', '1.0', '1e400', '-0', '0.10', '1E+2', '-1.5e-7', '123456789012345678901234567890.000'];
    expect(format(`[${numbers.join(',')}]`)).toBe(`[\n${numbers.map((n) => `  ${n}`).join(',\n')}\n]`);
    expect(format(' 12345678901234567890 ')).toBe('12345678901234567890');
  });

  it('keeps string escapes, lone surrogate escapes and every character as written', () => {
    const strings = ['"\\u00e9\\/\\n\\t\\"\\\\"', '"\\uD800"', '"\\ud83d\\ude00"', '"שלום 👍🏽 🇫🇷 e\u0301"', '"\u2028\u2029"', '"a\uD800b"'];
    expect(format(`[${strings.join(',')}]`)).toBe(`[\n${strings.map((s) => `  ${s}`).join(',\n')}\n]`);
  });

  it('keeps duplicate keys, in order', () => {
    expect(format('{"a":1,"b":2,"a":3}')).toBe('{\n  "a": 1,\n  "b": 2,\n  "a": 3\n}');
  });

  it('formats top-level scalars as they are', () => {
    for (const text of ['true', 'false', 'null', '"x"', '-0.5']) expect(format(`\n ${text}\t`)).toBe(text);
  });

  it('replaces the whitespace of already formatted text, CRLF and tabs included', () => {
    expect(format('{\r\n\t"a" :\t[ 1 ,\r 2 ]\r\n}\r\n')).toBe('{\n  "a": [\n    1,\n    2\n  ]\n}');
  });

  it('throws a JsonFormatError with the first error for invalid text', () => {
    expect(() => format('[1,]')).toThrow('Trailing comma is not allowed at line 1, column 3.');
    try {
      minify('{"a":\n}');
    } catch (error) {
      expect(error).toBeInstanceOf(JsonFormatError);
      expect((error as JsonFormatError).error).toMatchObject({ line: 2, column: 1, offset: 6, reason: "Unexpected '}', expected a value" });
    }
    expect.assertions(4);
    expect(() => format(null as unknown as string)).toThrow('Expected JSON text as a string, got null');
  });
});

describe('minify', () => {
  it('removes every space, tab and line break between tokens, and nothing inside strings', () => {
    expect(minify(' {\r\n  "a b" : [ 1 , 2 ,\t{ } ] ,\n "c" : " x\\n " \n}\n')).toBe('{"a b":[1,2,{}],"c":" x\\n "}');
  });

  it('keeps numbers, escapes and duplicate keys as written', () => {
    const text = '{"n": 12345678901234567890, "f": 1.0, "e": 1e400, "s": "\\u0041\\uD800", "n": null}';
    expect(minify(text)).toBe('{"n":12345678901234567890,"f":1.0,"e":1e400,"s":"\\u0041\\uD800","n":null}');
  });

  it('returns compact text unchanged', () => {
    const compact = '{"a":[1,{"b":null}],"c":"d e"}';
    expect(minify(compact)).toBe(compact);
  });
});

describe('the first error, with its 1-based line and column', () => {
  it.each([
    // The example docs/tools/json-formatter.md gives.
    ['{\n  "name": "Ada",\n  "age": 367 "city": "London"\n}', "Expected ',' or '}' at line 3, column 14."],
    ['[1 2]', "Expected ',' or ']' at line 1, column 4."],
    ['{"a" 1}', "Expected ':' after the key at line 1, column 6."],
    ['\uFEFF{"a":1}', 'Byte order mark (U+FEFF) is not allowed at line 1, column 1.'],
    ['{\n  // note\n  "a": 1\n}', 'Comments are not allowed in JSON at line 2, column 3.'],
    ['{"a": 1 /* note */}', 'Comments are not allowed in JSON at line 1, column 9.'],
    ['{"a": 1}\n// end', 'Comments are not allowed in JSON at line 2, column 1.'],
    ['[\n  1,\n  2,\n]', 'Trailing comma is not allowed at line 3, column 4.'],
    ['{"a": 1,}', 'Trailing comma is not allowed at line 1, column 8.'],
    ['[1, NaN]', "Unexpected 'NaN', expected a value at line 1, column 5."],
    ['{"x": -Infinity}', "Expected a digit after '-' at line 1, column 8."],
    ['{"x": undefined}', "Unexpected 'undefined', expected a value at line 1, column 7."],
    ["{'a': 1}", 'Strings must use double quotes, not single quotes at line 1, column 2.'],
    ["{\"a\": 'b'}", 'Strings must use double quotes, not single quotes at line 1, column 7.'],
    ['{a: 1}', 'Object keys must be strings in double quotes at line 1, column 2.'],
    ['[007]', 'Leading zeros are not allowed in numbers at line 1, column 2.'],
    ['[-01]', 'Leading zeros are not allowed in numbers at line 1, column 3.'],
    ['-', "Expected a digit after '-' at line 1, column 2."],
    ['[1.]', "Expected a digit after '.' at line 1, column 4."],
    ['[1e+]', 'Expected a digit in the exponent at line 1, column 5.'],
    ['[+1]', "A number cannot start with '+' at line 1, column 2."],
    ['[.5]', "A number cannot start with '.' at line 1, column 2."],
    ['["a\tb"]', 'Control character U+0009 must be escaped in a string at line 1, column 4.'],
    ['["line\nbreak"]', 'Control character U+000A must be escaped in a string at line 1, column 7.'],
    ['["\\x41"]', "Invalid escape '\\x' in a string at line 1, column 3."],
    ['["\\\ta"]', "Invalid escape: '\\' before U+0009 in a string at line 1, column 3."],
    ['["\\u12g4"]', 'Expected 4 hex digits after \\u at line 1, column 3.'],
    ['{"a": "open', 'Unterminated string at line 1, column 7.'],
    ['{"a": 1', "Unexpected end of input, expected ',' or '}' at line 1, column 8."],
    ['[', 'Unexpected end of input, expected a value at line 1, column 2.'],
    ['{', 'Unexpected end of input, expected a string key at line 1, column 2.'],
    ['{"a"', "Unexpected end of input, expected ':' at line 1, column 5."],
    ['{"a":1}}', "Unexpected '}' after the JSON value at line 1, column 8."],
    ['{"a":1} {"b":2}', "Unexpected '{' after the JSON value at line 1, column 9."],
    ['{1: 2}', 'Object keys must be strings in double quotes at line 1, column 2.'],
    ['{,}', "Expected a string key or '}' at line 1, column 2."],
    ['[1,}', "Unexpected '}', expected a value at line 1, column 4."],
    ['[\u00a01]', 'Unexpected U+00A0, expected a value at line 1, column 2.'],
    ['', 'Unexpected end of input, expected a value at line 1, column 1.'],
  ])('%j', (text, message) => {
    expect(errorOf(text)).toBe(message);
    // All three actions name the same error.
    for (const mode of ['format', 'minify'] as const) {
      const result = processJson({ mode, text });
      expect(result.status === 'invalid' && result.error.message).toBe(message);
    }
  });

  it('counts CRLF, CR and LF each as one line break', () => {
    expect(errorOf('[\r\n1,\r\n2\r\nx]')).toBe("Expected ',' or ']' at line 4, column 1.");
    expect(errorOf('[\r1,\r2\rx]')).toBe("Expected ',' or ']' at line 4, column 1.");
    expect(errorOf('[\n\r\n\r1 x]')).toBe("Expected ',' or ']' at line 4, column 3.");
  });

  it('counts columns in code points: an emoji or a flag half is one column, U+2028 is no line break', () => {
    expect(errorOf('["😀😀" x]')).toBe("Expected ',' or ']' at line 1, column 7.");
    expect(errorOf('["\u2028" x]')).toBe("Expected ',' or ']' at line 1, column 6.");
    expect(errorOf('😀')).toBe("Unexpected '😀', expected a value at line 1, column 1.");
  });

  it('gives the UTF-16 offset too, for selecting the error', () => {
    const result = validate('["😀" x]');
    expect(result.status === 'invalid' && result.error).toMatchObject({ offset: 6, line: 1, column: 6, reason: "Expected ',' or ']'" });
  });
});

describe('deep nesting (no recursion)', () => {
  const depth = 100_000;

  it('100,000 unclosed [ is invalid, with the place where the input ends', () => {
    const message = `Unexpected end of input, expected a value at line 1, column ${depth + 1}.`;
    for (const mode of ['format', 'minify', 'validate'] as const) {
      const result = processJson({ mode, text: '['.repeat(depth) });
      expect(result.status === 'invalid' && result.error.message).toBe(message);
    }
  });

  it('100,000 closed levels minify and validate; format refuses the 20-billion-character indent and says why', () => {
    const nested = '['.repeat(depth) + '1' + ']'.repeat(depth);
    expect(minify(` ${nested} `)).toBe(nested);
    expect(validate(nested).status).toBe('ok');
    expect(processJson({ mode: 'format', text: nested })).toEqual({
      status: 'too-large',
      message: 'The formatted JSON would be over 64 MB: it is nested too deeply to indent. Minify JSON still works.',
    });
    // Invalid after the point where the output grew too long: still reported as invalid.
    const result = processJson({ mode: 'format', text: `${nested},` });
    expect(result.status === 'invalid' && result.error.message).toBe(`Unexpected ',' after the JSON value at line 1, column ${2 * depth + 2}.`);
  });

  it('formats 1,000 levels exactly as JSON.stringify(v, null, 2)', () => {
    const nested = `${'{"a":['.repeat(1000)}1${']}'.repeat(1000)}`;
    expect(format(nested)).toBe(JSON.stringify(JSON.parse(nested), null, 2));
  });

  it('refuses formatted output over the limit before building it', () => {
    // 3,000 levels indent about 9 million spaces in all: well under; the limit is about 5,800 levels of one chain.
    expect(MAX_FORMATTED_LENGTH).toBe(64 * 1024 * 1024);
    expect(processJson({ mode: 'format', text: `${'['.repeat(3000)}${']'.repeat(3000)}` }).status).toBe('ok');
  });
});

describe('validate', () => {
  it('accepts a document with duplicate keys and names each repeat with its place and the first', () => {
    const text = '{\n  "a": 1,\n  "b": {"a": 2, "c": 3, "c": 4},\n  "\\u0061": 5,\n  "a": 6\n}';
    const result = validate(text);
    expect(result).toEqual({
      status: 'ok',
      text: '',
      duplicates: [
        { name: 'c', written: '"c"', offset: 36, line: 3, column: 25, first: { line: 3, column: 17 } },
        { name: 'a', written: '"\\u0061"', offset: 47, line: 4, column: 3, first: { line: 2, column: 3 } },
        { name: 'a', written: '"a"', offset: 62, line: 5, column: 3, first: { line: 2, column: 3 } },
      ],
    });
  });

  it('does not call the same key in different objects a duplicate', () => {
    expect(validate('[{"a":1},{"a":2},{"x":{"a":3},"a":4}]')).toEqual({ status: 'ok', text: '', duplicates: [] });
  });

  it('compares key values, not their spelling', () => {
    const result = validate('{"é":1,"\\u00e9":2,"\\u00E9":3}');
    expect(result.status === 'ok' && result.duplicates.map((d) => d.written)).toEqual(['"\\u00e9"', '"\\u00E9"']);
  });

  it('format and minify do not look for duplicates (only Validate warns)', () => {
    expect(processJson({ mode: 'minify', text: '{"a":1,"a":2}' })).toEqual({ status: 'ok', text: '{"a":1,"a":2}', duplicates: [] });
  });
});

describe('positionsOf', () => {
  it('places offsets in any order in one sweep', () => {
    const text = 'ab\ncd\r\nef\rg😀h';
    expect(positionsOf(text, [13, 0, 3, 8, 10, 11, 12, 14])).toEqual([
      { line: 4, column: 3 },
      { line: 1, column: 1 },
      { line: 2, column: 1 },
      { line: 3, column: 2 },
      { line: 4, column: 1 },
      { line: 4, column: 2 },
      // The second half of the emoji belongs to its column.
      { line: 4, column: 2 },
      { line: 4, column: 4 },
    ]);
  });
});

describe('JSONTestSuite-style cases written from the RFC 8259 grammar', () => {
  it.each(ACCEPTED)('accepts %s', (_, text) => {
    expect(errorOf(text)).toBeNull();
    // Formatting and minifying change no value (the engine's parser agrees with the scanner).
    expect(JSON.parse(format(text))).toEqual(JSON.parse(text));
    expect(JSON.parse(minify(text))).toEqual(JSON.parse(text));
  });

  it.each(REJECTED)('rejects %s with a line and column', (_, text) => {
    expect(errorOf(text)).toMatch(/ at line \d+, column \d+\.$/);
    expect(() => JSON.parse(text)).toThrow(SyntaxError);
  });

  it.each(IMPLEMENTATION_DEFINED)('$name: accepted $accepted ($why)', ({ text, accepted }) => {
    expect(errorOf(text) === null).toBe(accepted);
    if (accepted) expect(minify(text)).toBe(text);
  });

  it('keeps the huge numbers of the i_ cases digit for digit', () => {
    expect(format('[-237462374673276894279832749832423479823246327846]')).toBe('[\n  -237462374673276894279832749832423479823246327846\n]');
  });
});

// --- properties ----------------------------------------------------------------------------------

// Any UTF-16 code unit, lone surrogates included (JSON.stringify escapes those).
const anyUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));
const anyString = fc.string({ unit: anyUnit });
const jsonValue = fc.oneof(fc.jsonValue(), fc.jsonValue({ stringUnit: 'binary' }), fc.jsonValue({ stringUnit: anyUnit }));

/** Whitespace between tokens, as people and tools write it. */
const ws = fc.array(fc.constantFrom(' ', '  ', '\t', '\n', '\r\n', '\r'), { maxLength: 3 }).map((parts) => parts.join(''));
/** Number literals in every shape the grammar allows, beyond what JSON.stringify writes. */
const numberText = fc.oneof(
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((x) => JSON.stringify(x)),
  fc.constantFrom('1.0', '1e400', '-0', '0.5E-3', '12345678901234567890', '1E+2', '-1.50e-07', '0e0'),
);
/** String literals with escapes of every kind, and whitespace inside. */
const stringText = fc.oneof(
  anyString.map((s) => JSON.stringify(s)),
  fc.constantFrom('"\\u0041"', '"\\/"', '"\\uD800"', '"\\ud83d\\ude00"', '"\\b\\f\\n\\r\\t\\\\\\""', '"👍🏽 שלום"', '" a b "', '""'),
);

/** A JSON text twice: with random whitespace between all tokens, and with none. */
type Spaced = [spaced: string, compact: string];
const join = (open: string, items: Spaced[], close: string, inside: string): Spaced =>
  items.length === 0
    ? [open + inside + close, open + close]
    : [open + items.map(([spaced]) => spaced).join(',') + close, open + items.map(([, compact]) => compact).join(',') + close];
const { jsonText } = fc.letrec<{ jsonText: Spaced; value: Spaced }>((tie) => ({
  jsonText: fc.tuple(ws, tie('value'), ws).map(([a, [spaced, compact], b]): Spaced => [a + spaced + b, compact]),
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(fc.constantFrom('true', 'false', 'null'), numberText, stringText).map((token): Spaced => [token, token]),
    fc
      .array(fc.tuple(ws, tie('value'), ws).map(([a, [spaced, compact], b]): Spaced => [a + spaced + b, compact]), { maxLength: 5 })
      .chain((items) => ws.map((inside) => join('[', items, ']', inside))),
    fc
      .array(
        fc.tuple(ws, stringText, ws, ws, tie('value'), ws).map(([a, key, b, c, [spaced, compact], d]): Spaced => [`${a}${key}${b}:${c}${spaced}${d}`, `${key}:${compact}`]),
        { maxLength: 5 },
      )
      .chain((entries) => ws.map((inside) => join('{', entries, '}', inside))),
  ),
}));

describe('properties', () => {
  it('for s = JSON.stringify(v): format(s) is JSON.stringify(v, null, 2) and minify(s) is s', () => {
    fc.assert(
      fc.property(jsonValue, (v) => {
        const s = JSON.stringify(v);
        expect(format(s)).toBe(JSON.stringify(v, null, 2));
        expect(minify(s)).toBe(s);
      }),
      { numRuns: 500 },
    );
  });

  it('on any valid text: both idempotent, minify(format(x)) = minify(x), and JSON.parse sees the same value', () => {
    fc.assert(
      fc.property(jsonText, ([x, compact]) => {
        const formatted = format(x);
        const minified = minify(x);
        expect(minified).toBe(compact);
        expect(format(formatted)).toBe(formatted);
        expect(minify(minified)).toBe(minified);
        expect(minify(formatted)).toBe(minified);
        expect(format(minified)).toBe(formatted);
        expect(JSON.parse(formatted)).toEqual(JSON.parse(x));
        expect(JSON.parse(minified)).toEqual(JSON.parse(x));
      }),
      { numRuns: 500 },
    );
  });

  it('accepts exactly what JSON.parse accepts, on text one edit away from valid', () => {
    const edit = fc.tuple(jsonText.map(([spaced]) => spaced), fc.nat(), fc.constantFrom('', ',', ']', '}', '"', '\\', ':', '0', '-', '.', 'e', ' ', '\n', '/', "'", '\uFEFF', '\u0001', 'x'));
    fc.assert(
      fc.property(edit, fc.boolean(), ([text, at, piece], replace) => {
        const k = text.length === 0 ? 0 : at % text.length;
        const edited = text.slice(0, k) + piece + text.slice(replace ? k + 1 : k);
        let parsed = true;
        try {
          JSON.parse(edited);
        } catch {
          parsed = false;
        }
        expect(validate(edited).status === 'ok').toBe(parsed);
      }),
      { numRuns: 1000 },
    );
  });

  it('never throws, and an error always lies inside the text or at its end', () => {
    fc.assert(
      fc.property(fc.oneof(anyString, fc.string({ unit: fc.constantFrom(...'{}[]",:0-1e.tfn \\u\n'.split('')) })), (text) => {
        const result = validate(text);
        if (result.status === 'invalid') {
          expect(result.error.offset).toBeGreaterThanOrEqual(0);
          expect(result.error.offset).toBeLessThanOrEqual(text.length);
          expect(result.error.line).toBeGreaterThanOrEqual(1);
          expect(result.error.column).toBeGreaterThanOrEqual(1);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it('validate warns about exactly the keys that repeat an earlier key of the same object, by value', () => {
    const keys = fc.array(fc.constantFrom('"a"', '"\\u0061"', '"b"', '"é"', '"\\u00e9"', '"\\u00E9"'), { maxLength: 8 });
    fc.assert(
      fc.property(keys, (written) => {
        const result = validate(`{${written.map((key) => `${key}: 1`).join(', ')}}`);
        const names = written.map((key) => JSON.parse(key) as string);
        const repeats = written.filter((_, k) => names.indexOf(names[k]!) < k);
        expect(result.status === 'ok' && result.duplicates.map((d) => d.written)).toEqual(repeats);
      }),
    );
  });
});
