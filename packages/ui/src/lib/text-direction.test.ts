import { describe, expect, it } from 'vitest';
import { AUTO_DIRECTION_LIMIT, textDirection } from './text-direction';

const long = (text: string) => text + ' '.repeat(AUTO_DIRECTION_LIMIT);

describe('textDirection', () => {
  it('leaves texts up to the limit to the browser', () => {
    expect(textDirection('')).toBe('auto');
    expect(textDirection('שלום')).toBe('auto');
    expect(textDirection('a'.repeat(AUTO_DIRECTION_LIMIT))).toBe('auto');
  });

  it('gives a long text the direction of its first letter, as dir="auto" would', () => {
    expect(textDirection(long('hello שלום'))).toBe('ltr');
    expect(textDirection(long('שלום hello'))).toBe('rtl');
    expect(textDirection(long('مرحبا'))).toBe('rtl');
    expect(textDirection(long('中文 שלום'))).toBe('ltr');
    expect(textDirection(long('aGVsbG8='))).toBe('ltr');
  });

  it('skips digits, punctuation, marks and emoji before the first letter', () => {
    expect(textDirection(long('123, (😀) \u0301 - שלום'))).toBe('rtl');
    expect(textDirection(long('%D7%A9 ok'))).toBe('ltr');
  });

  it('follows the directional marks, and falls back to left to right without any letter', () => {
    expect(textDirection(long('\u200F123 abc'))).toBe('rtl');
    expect(textDirection(long('\u200E123 שלום'))).toBe('ltr');
    expect(textDirection(long('1234 😀 !?'))).toBe('ltr');
  });

  it('knows the right-to-left scripts of plane 1', () => {
    expect(textDirection(long('\u{10900}'))).toBe('rtl'); // Phoenician
    expect(textDirection(long('\u{1E900}'))).toBe('rtl'); // Adlam
  });
});
