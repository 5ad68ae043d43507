import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classify } from './address';
import type { DnsResolver } from './dns';
import { checkUrlForm, resolveTarget } from './fetch';

/** IP literals need no DNS: a resolver that fails the test if asked. */
const noDns = new Proxy({} as DnsResolver, {
  get: () => () => {
    throw new Error('an IP literal was looked up in DNS');
  },
});

/** An IPv4 address written in one of the notations WHATWG URL accepts. */
const notations = (parts: number[]) => {
  const value = parts.reduce((sum, part) => sum * 256 + part, 0);
  const [a, b, c, d] = parts as [number, number, number, number];
  return fc.constantFrom(
    parts.join('.'),
    String(value),
    `0x${value.toString(16)}`,
    `0${value.toString(8)}`,
    parts.map((part) => `0x${part.toString(16)}`).join('.'),
    parts.map((part) => `0${part.toString(8)}`).join('.'),
    `${a}.${(b << 16) | (c << 8) | d}`,
    `${a}.${b}.${(c << 8) | d}`,
    `0x${a.toString(16)}.${(b << 16) | (c << 8) | d}`,
  );
};
const octets = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255));

async function outcome(url: string, allowPrivate = false) {
  try {
    return (await resolveTarget(checkUrlForm(url), { resolver: noDns, allowPrivate })).addresses;
  } catch (error) {
    return (error as { code?: string }).code;
  }
}

describe('IP literals in any notation', () => {
  it('are judged by the address they spell, never looked up', async () => {
    await fc.assert(
      fc.asyncProperty(
        octets.chain((parts) => fc.tuple(fc.constant(parts), notations(parts))),
        async ([parts, written]) => {
          const address = parts.join('.');
          const result = await outcome(`http://${written}/`);
          expect(result, written).toEqual(classify(address).kind === 'public' ? [address] : 'blocked-address');
        },
      ),
    );
  });

  it('in IPv6 brackets, mapped or not', async () => {
    await fc.assert(
      fc.asyncProperty(fc.ipV6(), async (address) => {
        const result = await outcome(`http://[${address}]:8080/`);
        const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
        expect(result).toEqual(classify(canonical).kind === 'public' ? [canonical] : 'blocked-address');
      }),
    );
  });
});

describe('checkUrlForm', () => {
  it('allows ports 80, 443 and 1024 up only', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 65535 }), (port) => {
        const allowed = port === 80 || port === 443 || port >= 1024;
        expect(() => checkUrlForm(`http://example.com:${port}/`)).toSatisfy((check: () => unknown) => {
          try {
            check();
            return allowed;
          } catch {
            return !allowed;
          }
        });
      }),
    );
  });

  it('drops the fragment and keeps the query', () => {
    expect(checkUrlForm('HTTP://Example.COM/a?b=1#c').href).toBe('http://example.com/a?b=1');
  });
});
