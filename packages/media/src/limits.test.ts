import { describe, expect, it } from 'vitest';
import { StartRateLimiter } from './limits';

describe('StartRateLimiter', () => {
  it('allows max starts in any minute, then says when the oldest one leaves the window', () => {
    const limiter = new StartRateLimiter(3, 60_000);
    const t = 1_000_000;
    limiter.record('a', t);
    limiter.record('a', t + 10_000);
    expect(limiter.retryAfterSeconds('a', t + 20_000)).toBe(0);
    limiter.record('a', t + 20_000);
    expect(limiter.retryAfterSeconds('a', t + 30_000)).toBe(30);
    expect(limiter.retryAfterSeconds('b', t + 30_000)).toBe(0);
    expect(limiter.retryAfterSeconds('a', t + 60_001)).toBe(0);
  });

  it('forgets quiet clients', () => {
    const limiter = new StartRateLimiter(3, 60_000);
    limiter.record('a', 0);
    limiter.record('b', 50_000);
    limiter.prune(70_000);
    expect(limiter.trackedClients).toBe(1);
  });
});
