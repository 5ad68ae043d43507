import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CASES,
  alternatingCase,
  capitalizedCase,
  inverseCase,
  lowerCase,
  sentenceCase,
  textStats,
  titleCase,
  upperCase,
} from './logic';

const codePoints = (s: string) => [...s];
const isLetter = (c: string) => /\p{L}/u.test(c);

describe('CASES', () => {
  it('lists the seven case buttons in the page’s order', () => {
    expect(CASES.map((c) => c.label)).toEqual([
      'Sentence case',
      'lower case',
      'UPPER CASE',
      'Capitalized Case',
      'aLtErNaTiNg CaSe',
      'Title Case',
      'InVeRsE cAsE',
    ]);
  });

  it('each label is its own conversion of itself', () => {
    // The labels are written in the case they stand for.
    const byLabel = Object.fromEntries(CASES.map((c) => [c.label, c.convert(c.label)]));
    expect(byLabel['lower case']).toBe('lower case');
    expect(byLabel['UPPER CASE']).toBe('UPPER CASE');
    expect(byLabel['Capitalized Case']).toBe('Capitalized Case');
    expect(byLabel['aLtErNaTiNg CaSe']).toBe('aLtErNaTiNg CaSe');
    expect(byLabel['Title Case']).toBe('Title Case');
    expect(byLabel['Sentence case']).toBe('Sentence case');
  });
});

describe('sentenceCase', () => {
  it('capitalises the start of the text and after . ! ? followed by whitespace', () => {
    expect(sentenceCase('HELLO WORLD. how ARE you? fine! ok')).toBe('Hello world. How are you? Fine! Ok');
  });
  it('needs whitespace after the terminator', () => {
    expect(sentenceCase('version 1.2 is out.next')).toBe('Version 1.2 is out.next');
    expect(sentenceCase('see example.com today')).toBe('See example.com today');
  });
  it('handles leading whitespace, newlines and quotes', () => {
    expect(sentenceCase('  first line.\nsecond line')).toBe('  First line.\nSecond line');
    expect(sentenceCase('he said "stop." "why?" she asked')).toBe('He said "stop." "Why?" She asked');
    expect(sentenceCase('¿qué tal? ¡muy bien!')).toBe('¿Qué tal? ¡Muy bien!');
  });
  it('leaves a sentence that opens with a number as typed', () => {
    expect(sentenceCase('ok. 3 apples are here')).toBe('Ok. 3 apples are here');
  });
  it('is Unicode aware', () => {
    expect(sentenceCase('élan vital. ÇA VA')).toBe('Élan vital. Ça va');
    expect(sentenceCase('ΓΕΙΑ ΣΟΥ. τι κανεις')).toBe('Γεια σου. Τι κανεις');
    expect(sentenceCase('привет. МИР')).toBe('Привет. Мир');
    expect(sentenceCase('ǆungla')).toBe('ǅungla');
  });
  it('keeps empty and blank text', () => {
    expect(sentenceCase('')).toBe('');
    expect(sentenceCase(' \n ')).toBe(' \n ');
  });
});

describe('lowerCase and upperCase', () => {
  it('convert every letter, Unicode included', () => {
    expect(lowerCase('HeLLo ÉLAN ΣΟΦΙΑ')).toBe('hello élan σοφια');
    expect(upperCase('hello élan straße 𐐨')).toBe('HELLO ÉLAN STRASSE 𐐀');
  });
  it('use the locale-free mapping (documented Turkish caveat)', () => {
    expect(lowerCase('I')).toBe('i');
    expect(upperCase('i')).toBe('I');
    expect(lowerCase('İ')).toBe('i̇');
  });
});

describe('capitalizedCase and titleCase', () => {
  it('capitalise every word and lower the rest, with no small-word exceptions', () => {
    expect(capitalizedCase('the lord OF the rings')).toBe('The Lord Of The Rings');
    expect(titleCase('a tale of two cities')).toBe('A Tale Of Two Cities');
  });
  it('keep apostrophes inside words and split on other punctuation', () => {
    expect(capitalizedCase("don't stop-believing (now)")).toBe("Don't Stop-Believing (Now)");
    expect(capitalizedCase('l’été snake_case')).toBe('L’été Snake_Case');
  });
  it('leave a word that starts with a digit alone at the front', () => {
    expect(capitalizedCase('3d PRINTING')).toBe('3d Printing');
  });
  it('are Unicode aware', () => {
    expect(capitalizedCase('élan')).toBe('Élan');
    expect(capitalizedCase('ßig ﬁsh')).toBe('Ssig Fish');
    expect(capitalizedCase('ǳem ǉubav')).toBe('ǲem ǈubav');
    expect(capitalizedCase('𐐨𐐨 𐐨')).toBe('𐐀𐐨 𐐀');
    expect(capitalizedCase('e\u0301lan')).toBe('E\u0301lan');
    expect(capitalizedCase('москва и питер')).toBe('Москва И Питер');
    // Final sigma: the word's last Σ lowers to ς, as in lowerCase.
    expect(capitalizedCase('ΟΔΟΣ ΑΣ ΣΑ')).toBe('Οδος Ας Σα');
  });
});

describe('alternatingCase', () => {
  it('toggles on letters only, starting lower', () => {
    expect(alternatingCase('hello world')).toBe('hElLo WoRlD');
    expect(alternatingCase('a1b c!d')).toBe('a1B c!D');
  });
  it('does not count marks or split surrogate pairs', () => {
    expect(alternatingCase('e\u0301e\u0301')).toBe('e\u0301E\u0301');
    expect(alternatingCase('𐐀𐐀𐐀')).toBe('𐐨𐐀𐐨');
  });
});

describe('inverseCase', () => {
  it('flips each character', () => {
    expect(inverseCase('Hello World 123')).toBe('hELLO wORLD 123');
    expect(inverseCase('Élan Σοφία')).toBe('éLAN σΟΦΊΑ');
    expect(inverseCase('𐐀𐐨')).toBe('𐐨𐐀');
  });
});

// Code points of any plane, lone surrogates included (cheaper to set up than fast-check's 'binary' unit).
const anyCodePoints = fc
  .array(fc.oneof(fc.integer({ min: 0, max: 0x7f }), fc.integer({ min: 0, max: 0x10ffff })), { maxLength: 40 })
  .map((codes) => codes.map((code) => String.fromCodePoint(code)).join(''));
// Pieces of multi-code-point clusters (marks, joiners, emoji, flags, jamo, CR LF) among letters and spaces.
const clusterText = fc
  .array(fc.constantFrom(...'ae \r\n\t\u00a0\u0301\u200d\ufe0f\u1100\u1161\u11a8'.split(''), '👍', '\u{1f3fd}', '👨', '\u{1f1eb}', '\u{1f1f7}'), {
    maxLength: 40,
  })
  .map((cs) => cs.join(''));

describe('textStats', () => {
  it('counts user-perceived characters, spaces included, and whitespace-separated words', () => {
    expect(textStats('')).toEqual({ characters: 0, words: 0 });
    expect(textStats('  hello   world \n')).toEqual({ characters: 17, words: 2 });
    expect(textStats('e\u0301 👍🏽')).toEqual({ characters: 3, words: 2 });
    expect(textStats('🇫🇷 👨‍👩‍👧‍👦\u00a0각')).toEqual({ characters: 5, words: 3 });
    // A CR LF line break is one character, as the segmenter says.
    expect(textStats('one\r\ntwo\n')).toEqual({ characters: 8, words: 2 });
  });

  it('characters are every cluster of a whole-text Intl.Segmenter count; words the tokens of trim-and-split', () => {
    const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    fc.assert(
      fc.property(fc.oneof(anyCodePoints, clusterText), (t) => {
        const trimmed = t.trim();
        expect(textStats(t)).toEqual({
          characters: [...segmenter.segment(t)].length,
          words: trimmed === '' ? 0 : trimmed.split(/\s+/u).length,
        });
      }),
    );
  });
});

describe('bad input', () => {
  it('throws a clear error for anything but a string', () => {
    for (const { convert } of CASES) expect(() => convert(null as unknown as string)).toThrow('Expected text as a string, got null');
    expect(() => textStats(42 as unknown as string)).toThrow('Expected text as a string, got number');
  });
});

// Letters whose case mapping is one-to-one both ways, plus neutral characters.
const bijectiveChars = fc.constantFrom(
  ...'abcxyzABCXYZàéîõüÀÉÎÕÜçÇñÑøØαβγΑΒΓδΔжЖяЯ0189 .,!?\n-\'"'.split(''),
  '𐐀',
  '𐐨',
);
const bijectiveText = fc.array(bijectiveChars, { maxLength: 60 }).map((cs) => cs.join(''));
const anyText = fc.string({ unit: 'grapheme', maxLength: 60 });
const lowerText = fc
  .array(fc.constantFrom(...'abcéñαβжя01 .!?\n"('.split('')), { maxLength: 60 })
  .map((cs) => cs.join(''));

// Words of every kind for capitalizedCase: digraphs, expanding letters, final sigma, marks, astral letters, apostrophes, digits.
const wordyText = fc
  .array(fc.constantFrom(...'aZ1 \'’-.ǄǅǆǱǳßﬁΣσςΑΟΔİıi\u0301\u0345ŉ'.split(''), '𐐀', '𐐨', '𝐀', '\ud800'), { maxLength: 40 })
  .map((cs) => cs.join(''));

// capitalizedCase as it was first written (with the whole word lowered for Final_Sigma): the reference for the faster one.
const TITLE_DIGRAPHS: Record<string, string> = { Ǆ: 'ǅ', ǅ: 'ǅ', ǆ: 'ǅ', Ǉ: 'ǈ', ǈ: 'ǈ', ǉ: 'ǈ', Ǌ: 'ǋ', ǋ: 'ǋ', ǌ: 'ǋ', Ǳ: 'ǲ', ǲ: 'ǲ', ǳ: 'ǲ' };
function firstCapitalizedCase(text: string): string {
  const titleChar = (char: string) => {
    const digraph = TITLE_DIGRAPHS[char];
    if (digraph) return digraph;
    const [first = '', ...rest] = char.toUpperCase();
    return first + rest.join('').toLowerCase();
  };
  return text.replace(/[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}\p{N}]+)*/gu, (word) => {
    const [first = ''] = word;
    const tail = word.toLowerCase().slice(first.toLowerCase().length);
    return /\p{L}/u.test(first) ? titleChar(first) + tail : first.toLowerCase() + tail;
  });
}

describe('properties', () => {
  it('upper and lower case are idempotent', () => {
    fc.assert(
      fc.property(anyText, (t) => {
        expect(upperCase(upperCase(t))).toBe(upperCase(t));
        expect(lowerCase(lowerCase(t))).toBe(lowerCase(t));
      }),
    );
  });

  it('inverse of inverse is the identity where case mapping is a bijection', () => {
    fc.assert(
      fc.property(bijectiveText, (t) => {
        expect(inverseCase(inverseCase(t))).toBe(t);
      }),
    );
  });

  it('every conversion keeps the code point count where the mapping is one-to-one', () => {
    fc.assert(
      fc.property(bijectiveText, (t) => {
        for (const { convert } of CASES) expect(codePoints(convert(t))).toHaveLength(codePoints(t).length);
      }),
    );
  });

  it('every conversion only changes case where the mapping is one-to-one', () => {
    fc.assert(
      fc.property(bijectiveText, (t) => {
        for (const { convert } of CASES) expect(lowerCase(convert(t))).toBe(lowerCase(t));
      }),
    );
  });

  it('capitalized case writes what the first implementation wrote (arrays per word, no remembered heads)', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, anyCodePoints, wordyText), (t) => {
        expect(capitalizedCase(t)).toBe(firstCapitalizedCase(t));
      }),
      { numRuns: 1000 },
    );
  });

  it('title case equals capitalized case', () => {
    fc.assert(
      fc.property(anyText, (t) => {
        expect(titleCase(t)).toBe(capitalizedCase(t));
      }),
    );
  });

  it('alternating case touches only letters, and letters alternate lower/upper', () => {
    fc.assert(
      fc.property(bijectiveText, (t) => {
        const before = codePoints(t);
        const after = codePoints(alternatingCase(t));
        let n = 0;
        before.forEach((c, i) => {
          if (!isLetter(c)) return expect(after[i]).toBe(c);
          expect(after[i]).toBe(n++ % 2 === 0 ? c.toLowerCase() : c.toUpperCase());
        });
      }),
    );
  });

  it('sentence case of lower-case text only changes sentence starts', () => {
    fc.assert(
      fc.property(lowerText, (t) => {
        const before = codePoints(t);
        const after = codePoints(sentenceCase(t));
        expect(after).toHaveLength(before.length);
        before.forEach((c, i) => {
          if (after[i] === c) return;
          expect(after[i]).toBe(c.toUpperCase());
          // The changed letter opens a sentence: only spaces, quotes or brackets since the start or a terminator.
          const prefix = before.slice(0, i).join('');
          expect(prefix).toMatch(/(^|[.!?]["')]*\s)\s*["'(¿¡]*$/u);
        });
      }),
    );
  });

  it('never breaks surrogate pairs or combining sequences into invalid text', () => {
    fc.assert(
      fc.property(anyText, (t) => {
        for (const { convert } of CASES) expect(convert(t)).not.toMatch(/\p{Cs}/u);
      }),
    );
  });
});
