import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createFetchLimiter } from './limiter';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('createFetchLimiter', () => {
  it('never runs more than its slots at once, and runs every task', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 8 }), fc.array(fc.nat(3), { minLength: 1, maxLength: 30 }), async (max, delays) => {
        const limiter = createFetchLimiter(max);
        let running = 0;
        let peak = 0;
        const results = await Promise.all(
          delays.map((delay, index) =>
            limiter.run(async () => {
              running += 1;
              peak = Math.max(peak, running);
              for (let i = 0; i < delay; i += 1) await tick();
              running -= 1;
              return index;
            }),
          ),
        );
        expect(results).toEqual(delays.map((_, index) => index));
        expect(peak).toBeLessThanOrEqual(max);
        expect(limiter.active).toBe(0);
      }),
      { numRuns: 50 },
    );
  });

  it('starts waiting tasks first in, first out, and frees a slot when a task fails', async () => {
    const limiter = createFetchLimiter(1);
    const order: string[] = [];
    const first = limiter.run(async () => {
      order.push('first');
      throw new Error('boom');
    });
    const second = limiter.run(async () => void order.push('second'));
    const third = limiter.run(async () => void order.push('third'));
    expect(limiter.waiting).toBe(2);
    await expect(first).rejects.toThrow('boom');
    await Promise.all([second, third]);
    expect(order).toEqual(['first', 'second', 'third']);
  });

  it('drops a waiter whose signal aborts', async () => {
    const limiter = createFetchLimiter(1);
    let release!: () => void;
    const busy = limiter.run(() => new Promise<void>((resolve) => (release = resolve)));
    const controller = new AbortController();
    const waiting = limiter.run(async () => 'never', controller.signal);
    expect(limiter.waiting).toBe(1);
    controller.abort(new Error('gave up'));
    await expect(waiting).rejects.toThrow('gave up');
    expect(limiter.waiting).toBe(0);
    release();
    await busy;
    expect(limiter.active).toBe(0);
    expect(() => createFetchLimiter(0)).toThrow(RangeError);
  });
});
