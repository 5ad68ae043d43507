import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { slugify } from './slugify';

describe('slugify', () => {
  it.each([
    ['Word Count', 'word-count'],
    ['  PDF --> ZIP!! ', 'pdf-zip'],
    ['Émoji 🎉 Picker 2', 'moji-picker-2'],
    ['___', ''],
    ['already-a-slug', 'already-a-slug'],
  ])('%j → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });

  it('only yields lowercase letters, digits and single inner hyphens', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (name) => {
        expect(slugify(name)).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/);
      }),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (name) => {
        expect(slugify(slugify(name))).toBe(slugify(name));
      }),
    );
  });
});
