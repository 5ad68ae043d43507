import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COPY_COUNTS,
  INVISIBLE_CHARACTERS,
  MAX_COPIES,
  copyLabel,
  copyNotices,
  formatCodePoint,
  repeatCharacter,
} from './logic';

describe('INVISIBLE_CHARACTERS', () => {
  it('holds exactly the five documented cards, in order', () => {
    expect(INVISIBLE_CHARACTERS.map(({ name, unicode, description }) => [name, unicode, description])).toEqual([
      ['Zero Width Space', 'U+200B', 'No width; marks a possible line break.'],
      ['Zero Width Non-Joiner', 'U+200C', 'No width; keeps neighbouring letters apart.'],
      ['Zero Width Joiner', 'U+200D', 'No width; joins characters, as in emoji sequences.'],
      ['Word Joiner', 'U+2060', 'No width; forbids a line break at its place.'],
      ['Hangul Filler', 'U+3164', 'Blank with a letter\'s width, for "empty" names.'],
    ]);
  });

  it('each character is its one code point', () => {
    for (const { character, codePoint } of INVISIBLE_CHARACTERS) {
      expect([...character]).toHaveLength(1);
      expect(character.codePointAt(0)).toBe(codePoint);
    }
    expect(INVISIBLE_CHARACTERS.map((c) => c.character)).toEqual(['\u200b', '\u200c', '\u200d', '\u2060', '\u3164']);
  });

  it('none of them is whitespace, so trimming keeps them', () => {
    for (const { character } of INVISIBLE_CHARACTERS) {
      expect(character.trim()).toBe(character);
      expect(character).not.toMatch(/\s/u);
    }
  });

  it('four are format characters with no width and the Hangul Filler is a letter', () => {
    const [zwsp, zwnj, zwj, wj, filler] = INVISIBLE_CHARACTERS.map((c) => c.character);
    for (const c of [zwsp, zwnj, zwj, wj]) expect(c).toMatch(/^\p{Cf}$/u);
    expect(filler).toMatch(/^\p{Lo}$/u);
  });
});

describe('formatCodePoint', () => {
  it('writes U+ and at least four upper-case hex digits', () => {
    expect(formatCodePoint(0x200b)).toBe('U+200B');
    expect(formatCodePoint(0x41)).toBe('U+0041');
    expect(formatCodePoint(0x1f600)).toBe('U+1F600');
    expect(formatCodePoint(0x10ffff)).toBe('U+10FFFF');
  });

  it('refuses what is not a code point', () => {
    for (const bad of [-1, 0x110000, 1.5, Number.NaN]) expect(() => formatCodePoint(bad)).toThrow(RangeError);
  });

  it('round-trips every code point', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0x10ffff }), (codePoint) => {
        const written = formatCodePoint(codePoint);
        expect(written).toMatch(/^U\+[0-9A-F]{4,6}$/);
        expect(Number.parseInt(written.slice(2), 16)).toBe(codePoint);
      }),
    );
  });
});

describe('repeatCharacter', () => {
  it('repeats for Copy 5x and Copy 10x', () => {
    expect(COPY_COUNTS).toEqual([5, 10]);
    expect(repeatCharacter('\u200b', 5)).toBe('\u200b\u200b\u200b\u200b\u200b');
    expect(repeatCharacter('\u3164', 10)).toHaveLength(10);
  });

  it('refuses counts that are not whole numbers from 1 to the maximum', () => {
    for (const bad of [0, -1, 2.5, MAX_COPIES + 1, Number.NaN]) expect(() => repeatCharacter('\u200b', bad)).toThrow(RangeError);
  });

  it('gives exactly count copies of the character and nothing else', () => {
    fc.assert(
      fc.property(fc.constantFrom(...INVISIBLE_CHARACTERS), fc.integer({ min: 1, max: MAX_COPIES }), ({ character }, count) => {
        const copies = [...repeatCharacter(character, count)];
        expect(copies).toHaveLength(count);
        expect(copies.every((c) => c === character)).toBe(true);
      }),
    );
  });
});

describe('copy labels and notices', () => {
  it('label the three buttons', () => {
    expect([copyLabel(), ...COPY_COUNTS.map(copyLabel)]).toEqual(['Copy', 'Copy 5x', 'Copy 10x']);
  });

  it('say what was copied, with the count for the multiple copies', () => {
    expect(copyNotices('Zero Width Space')).toEqual({
      success: { title: 'Copied!', description: 'Zero Width Space copied to clipboard successfully.' },
      failure: { title: 'Error', description: 'Failed to copy character to clipboard.' },
    });
    expect(copyNotices('Hangul Filler', 10)).toEqual({
      success: { title: 'Copied!', description: '10x Hangul Filler copied to clipboard successfully.' },
      failure: { title: 'Error', description: 'Failed to copy characters to clipboard.' },
    });
  });

  it('name every card in its notices', () => {
    fc.assert(
      fc.property(fc.constantFrom(...INVISIBLE_CHARACTERS), fc.constantFrom(1, ...COPY_COUNTS), ({ name }, count) => {
        const { success } = copyNotices(name, count);
        expect(success.description).toBe(`${count === 1 ? '' : `${count}x `}${name} copied to clipboard successfully.`);
      }),
    );
  });
});
