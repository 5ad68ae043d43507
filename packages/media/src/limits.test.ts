import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { StartRateLimiter, StreamSlots } from './limits';

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

describe('StreamSlots', () => {
  it('gives an IP up to max slots, refuses one more, and frees a slot once however often it is released', () => {
    const slots = new StreamSlots(2);
    const first = slots.claim('a')!;
    const second = slots.claim('a')!;
    expect(slots.claim('a')).toBeNull();
    expect(slots.claim('b')).not.toBeNull();
    expect(slots.count('a')).toBe(2);
    first();
    first();
    expect(slots.count('a')).toBe(1);
    expect(slots.claim('a')).not.toBeNull();
    expect(slots.claim('a')).toBeNull();
    second();
    expect(slots.count('a')).toBe(1);
  });

  it('forgets an IP with no stream left', () => {
    const slots = new StreamSlots(3);
    const release = slots.claim('a')!;
    expect(slots.trackedClients).toBe(1);
    release();
    expect(slots.trackedClients).toBe(0);
  });

  it('over any sequence of claims and (repeated) releases, never counts below 0 or above the cap', () => {
    const ips = ['10.0.0.1', '10.0.0.2', '::1'];
    const operation = fc.oneof(
      fc.record({ kind: fc.constant('claim' as const), ip: fc.constantFrom(...ips) }),
      // Releases pick any claim made so far, released before or not: a double release must change nothing.
      fc.record({ kind: fc.constant('release' as const), pick: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.array(operation, { maxLength: 80 }), (max, operations) => {
        const slots = new StreamSlots(max);
        const claims: Array<{ ip: string; release: () => void; open: boolean }> = [];
        const expected = new Map<string, number>();
        for (const operation of operations) {
          if (operation.kind === 'claim') {
            const held = expected.get(operation.ip) ?? 0;
            const release = slots.claim(operation.ip);
            expect(release === null).toBe(held >= max);
            if (release) {
              claims.push({ ip: operation.ip, release, open: true });
              expected.set(operation.ip, held + 1);
            }
          } else if (claims.length > 0) {
            const claim = claims[operation.pick % claims.length]!;
            claim.release();
            if (claim.open) expected.set(claim.ip, expected.get(claim.ip)! - 1);
            claim.open = false;
          }
          for (const ip of ips) {
            const count = slots.count(ip);
            expect(count).toBeGreaterThanOrEqual(0);
            expect(count).toBeLessThanOrEqual(max);
            expect(count).toBe(expected.get(ip) ?? 0);
          }
          expect(slots.trackedClients).toBe(ips.filter((ip) => (expected.get(ip) ?? 0) > 0).length);
        }
      }),
    );
  });
});
