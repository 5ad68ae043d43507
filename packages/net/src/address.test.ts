import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classify, clientKey, isPublicAddress, parseIPv6, refusalOf, type AddressKind } from './address';

const ipv4 = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255), fc.nat(255)).map((parts) => parts.join('.'));
const hex = (a: string) =>
  a
    .split('.')
    .map(Number)
    .reduce<number[]>((groups, byte, index) => (index % 2 ? [...groups.slice(0, -1), groups.at(-1)! * 256 + byte] : [...groups, byte]), [])
    .map((group) => group.toString(16))
    .join(':');

describe('classify', () => {
  it.each<[string, AddressKind]>([
    ['8.8.8.8', 'public'],
    ['93.184.215.14', 'public'],
    ['0.0.0.0', 'reserved'],
    ['0.1.2.3', 'reserved'],
    ['10.0.0.1', 'private'],
    ['100.64.0.1', 'shared'],
    ['100.127.255.255', 'shared'],
    ['100.128.0.1', 'public'],
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['169.254.1.1', 'link-local'],
    ['169.254.169.254', 'metadata'],
    ['169.254.170.2', 'metadata'],
    ['100.100.100.200', 'metadata'],
    ['168.63.129.16', 'metadata'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['172.32.0.1', 'public'],
    ['192.0.0.8', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['192.88.99.1', 'reserved'],
    ['192.168.1.1', 'private'],
    ['198.18.0.1', 'reserved'],
    ['198.51.100.7', 'reserved'],
    ['203.0.113.9', 'reserved'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['2606:4700::1111', 'public'],
    ['::', 'reserved'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:a00:1', 'private'],
    ['::ffff:8.8.8.8', 'public'],
    ['::ffff:0:a00:1', 'private'],
    ['::127.0.0.1', 'loopback'],
    ['::7f00:1', 'loopback'],
    ['64:ff9b::a00:1', 'private'],
    ['64:ff9b::808:808', 'public'],
    ['64:ff9b:1::1', 'reserved'],
    ['2002:7f00:1::1', 'loopback'],
    ['2002:808:808::1', 'public'],
    ['2001:db8::1', 'reserved'],
    ['2001::1', 'reserved'],
    ['3fff::1', 'reserved'],
    ['100::1', 'reserved'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['fd00:ec2::254', 'metadata'],
    ['fd00:ec2:0:0:0:0:0:254', 'metadata'],
    ['fe80::1', 'link-local'],
    ['fec0::1', 'private'],
    ['ff02::1', 'multicast'],
    ['fe80::1%eth0', 'invalid'],
    ['localhost', 'invalid'],
    ['1.2.3', 'invalid'],
    ['01.2.3.4', 'invalid'],
  ])('%s is %s', (address, kind) => {
    expect(classify(address).kind).toBe(kind);
  });

  it('names the IPv4 address an IPv6 one was judged by', () => {
    expect(classify('::ffff:a00:1')).toEqual({ kind: 'private', address: '::ffff:a00:1', embeddedIPv4: '10.0.0.1' });
    expect(refusalOf('::ffff:a00:1')).toBe('a private network address (it carries 10.0.0.1)');
    // For an address from DNS, whose embedded IPv4 address the visitor must not learn.
    expect(refusalOf('::ffff:a00:1', false, { nameCarried: false })).toBe('a private network address');
  });

  it('judges mapped, translated, compatible, NAT64 and 6to4 addresses by their IPv4 address', () => {
    fc.assert(
      fc.property(ipv4, (address) => {
        const { kind } = classify(address);
        const groups = hex(address);
        for (const wrapped of [`::ffff:${address}`, `::ffff:${groups}`, `::ffff:0:${groups}`, `64:ff9b::${groups}`, `2002:${groups}::1`]) {
          expect(classify(wrapped).kind, wrapped).toBe(kind);
        }
        if (!['0.0.0.0', '0.0.0.1'].includes(address)) expect(classify(`::${groups}`).kind).toBe(kind);
      }),
    );
  });

  it('parses every IPv6 spelling of an address alike', () => {
    fc.assert(
      fc.property(fc.ipV6(), (address) => {
        const canonical = new URL(`http://[${address}]/`).hostname.slice(1, -1);
        expect(parseIPv6(address)).toEqual(parseIPv6(canonical));
        expect(classify(address).kind).toBe(classify(canonical).kind);
      }),
    );
  });

  it('calls no private, loopback, link-local or CGNAT IPv4 address public', () => {
    const privateV4 = fc.oneof(
      fc.tuple(fc.constant(10), fc.nat(255), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(127), fc.nat(255), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(172), fc.integer({ min: 16, max: 31 }), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(192), fc.constant(168), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(169), fc.constant(254), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.constant(100), fc.integer({ min: 64, max: 127 }), fc.nat(255), fc.nat(255)),
      fc.tuple(fc.integer({ min: 224, max: 255 }), fc.nat(255), fc.nat(255), fc.nat(255)),
    );
    fc.assert(
      fc.property(privateV4, (parts) => {
        const address = parts.join('.');
        expect(isPublicAddress(address)).toBe(false);
        expect(isPublicAddress(`::ffff:${address}`)).toBe(false);
      }),
    );
  });
});

describe('refusalOf', () => {
  it('refuses every non-public address by default', () => {
    expect(refusalOf('8.8.8.8')).toBeUndefined();
    expect(refusalOf('127.0.0.1')).toBe('a loopback address');
    expect(refusalOf('100.64.1.1')).toBe('a carrier-grade NAT address');
  });

  it('lets ALLOW_PRIVATE_FETCH through the private kinds, never metadata, multicast or reserved', () => {
    for (const address of ['127.0.0.1', '::1', '10.1.2.3', '192.168.0.1', '172.20.0.1', '169.254.3.3', '100.64.0.1', 'fd00::1']) {
      expect(refusalOf(address, true), address).toBeUndefined();
    }
    for (const address of ['169.254.169.254', '100.100.100.200', '168.63.129.16', 'fd00:ec2::254', '0.0.0.0', '::', '224.0.0.1', '240.0.0.1']) {
      expect(refusalOf(address, true), address).toBeDefined();
    }
  });

  it('lets a test allow exactly its own addresses', () => {
    const onlyOne = (address: string) => address === '127.0.0.1';
    expect(refusalOf('127.0.0.1', onlyOne)).toBeUndefined();
    expect(refusalOf('127.0.0.2', onlyOne)).toBe('a loopback address');
    expect(refusalOf('169.254.169.254', () => true)).toBe('a cloud metadata address');
  });
});

describe('clientKey', () => {
  const group = fc.nat(0xffff);
  const groups = (n: number) => fc.array(group, { minLength: n, maxLength: n });
  // ::/64 holds ::1 and the IPv4-mapped addresses, which are keyed otherwise; it is never a client's prefix.
  const prefix64 = groups(4).filter((prefix) => prefix.some((value) => value !== 0));
  const full = (values: number[]) => values.map((value) => value.toString(16)).join(':');
  /** Node's own shortest spelling (WHATWG URL hosts are RFC 5952), an independent oracle. */
  const compressed = (values: number[]) => new URL(`http://[${full(values)}]/`).hostname.slice(1, -1);
  const padded = (values: number[]) => values.map((value) => value.toString(16).padStart(4, '0').toUpperCase()).join(':');

  it('keys IPv4 as itself and IPv6 by its /64 in RFC 5952 form', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0DB8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8::/64');
    expect(clientKey('2001:0:0:1::9')).toBe('2001:0:0:1::/64');
    expect(clientKey('[2001:db8:1:2::7]')).toBe('2001:db8:1:2::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80::/64');
    expect(clientKey('::1')).toBe('::/64');
    expect(clientKey('not an address')).toBe('not an address');
  });

  it('maps every address of a /64, however it is spelt, to one key', () => {
    fc.assert(
      fc.property(prefix64, groups(4), groups(4), (prefix, first, second) => {
        const key = clientKey(full([...prefix, ...first]));
        expect(key).toBe(`${compressed([...prefix, 0, 0, 0, 0])}/64`);
        expect(clientKey(compressed([...prefix, ...second]))).toBe(key);
        expect(clientKey(padded([...prefix, ...second]))).toBe(key);
      }),
    );
  });

  it('gives different /64s different keys', () => {
    fc.assert(
      fc.property(prefix64, prefix64, groups(4), (one, other, suffix) => {
        fc.pre(full(one) !== full(other));
        expect(clientKey(full([...one, ...suffix]))).not.toBe(clientKey(full([...other, ...suffix])));
      }),
    );
  });

  it('keys an IPv4-mapped IPv6 address as the IPv4 address it carries', () => {
    fc.assert(
      fc.property(ipv4, (address) => {
        expect(clientKey(`::ffff:${address}`)).toBe(address);
        expect(clientKey(`::FFFF:${address}`)).toBe(address);
        expect(clientKey(`::ffff:${hex(address)}`)).toBe(address);
        expect(clientKey(`0:0:0:0:0:ffff:${address}`)).toBe(clientKey(address));
      }),
    );
  });
});
