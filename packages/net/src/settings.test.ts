import { describe, expect, it } from 'vitest';
import { readSettings, readWholeNumber } from './settings';

const THREADS = { variable: 'SOME_THREADS', default: 2, min: 1, max: 64, meaning: 'threads reading pages' };

describe('readWholeNumber', () => {
  it('gives the fallback when unset or blank, the number when set (spaces aside)', () => {
    expect(readWholeNumber({}, 'N', 5, 1, 10, 'things')).toBe(5);
    expect(readWholeNumber({ N: '  ' }, 'N', 5, 1, 10, 'things')).toBe(5);
    expect(readWholeNumber({ N: ' 7 ' }, 'N', 5, 1, 10, 'things')).toBe(7);
  });

  it.each(['0', '11', 'two', '3.5', '-1', '1e1'])('refuses %j, naming the variable, its range and what it counts', (raw) => {
    expect(() => readWholeNumber({ N: raw }, 'N', 5, 1, 10, 'things')).toThrow(`N must be a whole number from 1 to 10 (things), got "${raw}".`);
  });
});

describe('readSettings', () => {
  it('reads each setting of a spec by its name', () => {
    const spec = { threads: THREADS, timeoutMs: { variable: 'SOME_TIMEOUT_MS', default: 3000, min: 100, max: 60_000, meaning: 'milliseconds' } };
    expect(readSettings({}, spec)).toEqual({ threads: 2, timeoutMs: 3000 });
    expect(readSettings({ SOME_THREADS: '4', SOME_TIMEOUT_MS: '500' }, spec)).toEqual({ threads: 4, timeoutMs: 500 });
    expect(() => readSettings({ SOME_THREADS: '65' }, spec)).toThrow('SOME_THREADS must be a whole number from 1 to 64 (threads reading pages), got "65".');
  });
});
