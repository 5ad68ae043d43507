import { describe, expect, it } from 'vitest';
import { longSubjects, MAX_SUBJECT } from './check-commits.mjs';

describe('check-commits', () => {
  it('finds the subjects over 72 characters, counting characters as a reader does', () => {
    const ok = 'x'.repeat(MAX_SUBJECT);
    const long = 'y'.repeat(MAX_SUBJECT + 1);
    const accents = 'é'.repeat(MAX_SUBJECT); // 72 characters, 144 bytes
    expect(longSubjects([`aaa\t${ok}`, `bbb\t${long}`, `ccc\t${accents}`, `ddd\t${'👍'.repeat(MAX_SUBJECT)}`, ''])).toEqual([
      { hash: 'bbb', subject: long },
    ]);
  });

  it('keeps tabs inside a subject', () => {
    expect(longSubjects([`abc\tone\ttwo`], 5)).toEqual([{ hash: 'abc', subject: 'one\ttwo' }]);
  });
});
