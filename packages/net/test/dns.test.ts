// The resolver against the fake DNS server: every record type, every way a lookup fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createResolver, dnsFailureOf, HostLookupError, parseDnsServers, resolveHostAddresses, withDeadline } from '../src/dns';
import { startFakeDns, type FakeDnsServer } from '../src/testing';

let dns: FakeDnsServer;
beforeAll(async () => {
  dns = await startFakeDns({
    zone: {
      'example.test': {
        A: ['192.0.2.10', '192.0.2.11'],
        AAAA: ['2001:db8::10'],
        MX: [{ exchange: 'mx.example.test', priority: 10 }],
        TXT: ['v=spf1 -all', ['part one ', 'part two'], 'x'.repeat(300)],
      },
      'v6only.test': { AAAA: ['2001:db8::1'] },
      'alias.test': { CNAME: 'example.test' },
      'broken.test': 'servfail',
      'refusing.test': 'refused',
      'quiet.test': 'silent',
      'empty.test': {},
    },
  });
});
afterAll(() => dns.close());

const resolver = () => createResolver({ servers: [dns.server], timeoutMs: 300, tries: 1 });
const failureOf = (promise: Promise<unknown>) => promise.then(() => 'resolved', dnsFailureOf);

describe('createResolver against the fake DNS server', () => {
  it('answers A, AAAA, MX and TXT records, split strings as the server sent them', async () => {
    const r = resolver();
    expect(await r.resolve4('example.test')).toEqual(['192.0.2.10', '192.0.2.11']);
    expect(await r.resolve6('EXAMPLE.test.')).toEqual(['2001:db8::10']);
    expect(await r.resolveMx('example.test')).toMatchObject([{ exchange: 'mx.example.test', priority: 10 }]);
    const txt = await r.resolveTxt('example.test');
    expect(txt.map((chunks) => chunks.join(''))).toEqual(['v=spf1 -all', 'part one part two', 'x'.repeat(300)]);
    expect(await r.resolve4('alias.test')).toEqual(['192.0.2.10', '192.0.2.11']);
    expect(dns.queries).toContainEqual({ name: 'example.test', type: 'MX' });
  });

  it('tells not found, no data, server failure, refusal and silence apart', async () => {
    const r = resolver();
    expect(await failureOf(r.resolve4('nowhere.test'))).toBe('not-found');
    expect(await failureOf(r.resolveMx('empty.test'))).toBe('no-data');
    expect(await failureOf(r.resolve4('broken.test'))).toBe('failed');
    expect(await failureOf(r.resolve4('refusing.test'))).toBe('failed');
    expect(await failureOf(r.resolve4('quiet.test'))).toBe('timeout');
  });

  it('gives up at the caller’s deadline when the server stays silent', async () => {
    const slow = createResolver({ servers: [dns.server], timeoutMs: 5000, tries: 1 });
    const failure = await failureOf(withDeadline(slow.resolve4('quiet.test'), AbortSignal.timeout(100), 'quiet.test'));
    expect(failure).toBe('timeout');
  });
});

describe('resolveHostAddresses', () => {
  it('merges both families, and takes one when the other has none', async () => {
    expect(await resolveHostAddresses(resolver(), 'example.test')).toEqual(['192.0.2.10', '192.0.2.11', '2001:db8::10']);
    expect(await resolveHostAddresses(resolver(), 'v6only.test')).toEqual(['2001:db8::1']);
  });

  it('answers localhost names itself, whatever the name server says', async () => {
    expect(await resolveHostAddresses(resolver(), 'localhost')).toEqual(['127.0.0.1', '::1']);
    expect(await resolveHostAddresses(resolver(), 'app.localhost')).toEqual(['127.0.0.1', '::1']);
  });

  it.each([
    ['nowhere.test', 'not-found', 'The name nowhere.test was not found.'],
    ['empty.test', 'not-found', 'The name empty.test was not found.'],
    ['broken.test', 'failed', 'The name broken.test could not be looked up.'],
    ['quiet.test', 'timeout', 'The name quiet.test could not be looked up in time.'],
  ])('%s fails as %s', async (name, failure, message) => {
    const error = await resolveHostAddresses(resolver(), name).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HostLookupError);
    expect(error).toMatchObject({ failure, message });
  });
});

describe('parseDnsServers', () => {
  it('reads DNS_SERVERS: commas or spaces, optional ports, IPv6 in brackets', () => {
    expect(parseDnsServers(undefined)).toBeUndefined();
    expect(parseDnsServers('  ')).toBeUndefined();
    expect(parseDnsServers('1.1.1.1, 9.9.9.9:53 [2606:4700::1111]:5353 ::1')).toEqual([
      '1.1.1.1',
      '9.9.9.9:53',
      '[2606:4700::1111]:5353',
      '::1',
    ]);
  });

  it.each(['dns.example', '1.1.1.1:0', '1.1.1.1:70000', '[1.1.1.1]:53', '::1:53x', '300.1.1.1'])('refuses %s', (value) => {
    expect(() => parseDnsServers(value)).toThrow(`DNS_SERVERS must list name servers as ip, ip:port or [ipv6]:port separated by commas, got "${value}".`);
  });
});
