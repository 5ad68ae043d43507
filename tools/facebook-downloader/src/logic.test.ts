import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { transform } from './logic';

describe('transform', () => {
  it('handles an example', () => {
    expect(transform('  hello  ')).toBe('hello');
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        expect(transform(transform(input))).toBe(transform(input));
      }),
    );
  });
});
