// POST /api/spam-score through the whole server (buildApp): its resolver aimed at a fake DNS server.
import { startFakeDns, type FakeDnsServer } from '@toolnest/net/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers';
import { expectNoServerError } from './visitor-bodies';

let dns: FakeDnsServer;
let silent: FakeDnsServer;
beforeAll(async () => {
  dns = await startFakeDns({
    zone: {
      'clean.test': { A: ['192.0.2.10'], MX: [{ exchange: 'mx.clean.test', priority: 10 }], TXT: ['v=spf1 mx -all'] },
      'mx.clean.test': { A: ['192.0.2.25'] },
      '_dmarc.clean.test': { TXT: ['v=DMARC1; p=reject'] },
      'clean.test.dbl.spamhaus.org': { A: ['127.0.1.2'] },
    },
  });
  silent = await startFakeDns({ silent: true });
});
afterAll(async () => {
  await dns.close();
  await silent.close();
});

const post = (app: Awaited<ReturnType<typeof testApp>>, payload: string | object, contentType = 'application/json') =>
  app.inject({ method: 'POST', url: '/api/spam-score', payload, headers: { 'content-type': contentType } });

describe('POST /api/spam-score in the whole server', () => {
  it('scores a domain from the DNS server it was given', async () => {
    const app = await testApp({ net: { dnsServers: [dns.server] } });
    const response = await post(app, { domain: 'clean.test' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      domain: 'clean.test',
      spamScore: 35,
      threats: ['Listed on the Spamhaus Domain Block List (DBL).'],
      notChecked: [],
    });
  });

  it.each([
    ['{"domain":', 'The request body is not valid JSON.'],
    [{}, 'Domain is required.'],
    [{ domain: 42 }, 'Domain must be a string.'],
    [{ domain: 'x'.repeat(321) }, 'Domain must be at most 320 characters.'],
    [[], 'Request body must be a JSON object.'],
  ])('answers %j with 400 { error }', async (payload, error) => {
    const app = await testApp({ net: { dnsServers: [dns.server] } });
    const response = await post(app, typeof payload === 'string' ? payload : (payload as object));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
  });

  it('answers within 3 s with everything not checked when the DNS server is silent', async () => {
    const app = await testApp({ net: { dnsServers: [silent.server] } });
    const started = performance.now();
    const response = await post(app, { domain: 'user@example.com' });
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ spamScore: 0, threats: [], notChecked: expect.arrayContaining(['Spamhaus DBL: not checked (timed out)']) });
    expect(response.json().notChecked).toHaveLength(6);
    expect(elapsed).toBeLessThan(3000);
  });

  it('checks a badly written domain that passes the body schema without a single DNS query', async () => {
    const app = await testApp({ net: { dnsServers: [dns.server] } });
    const before = dns.queries.length;
    for (const domain of ['exa mple..com', 'user@-bad-.test', 'localhost', 'http://192.0.2.1/x']) {
      const response = await post(app, { domain });
      expect(response.statusCode, domain).toBe(200);
      expect(response.json(), domain).toMatchObject({ spamScore: 70, threats: [expect.stringMatching(/^The domain name is not valid: /)], notChecked: [] });
    }
    expect(dns.queries.slice(before)).toEqual([]);
    // The same server does ask for a well-written one, so the empty list above means something.
    await post(app, { domain: 'clean.test' });
    expect(dns.queries.length).toBeGreaterThan(before);
  });

  it('a testApp given no DNS server cannot reach real DNS: every lookup fails at once', async () => {
    const app = await testApp();
    const started = performance.now();
    const response = await post(app, { domain: 'example.com' });
    expect(response.json()).toMatchObject({ spamScore: 0, threats: [] });
    expect(response.json().notChecked).toHaveLength(6);
    expect(response.json().notChecked.join('\n')).not.toMatch(/timed out/);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('limits checks per client IP (RATE_LIMIT_SPAM_SCORE_PER_MIN) with a 429 { error }', async () => {
    const app = await testApp({ net: { dnsServers: [dns.server] }, toolRateLimits: { 'spam-score-checker': 2 } });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await post(app, { domain: 'clean.test' })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    const limited = await post(app, { domain: 'clean.test' });
    expect(limited.json()).toEqual({ error: expect.stringMatching(/^Too many requests\. Please try again in /) });
  });

  it('never answers a visitor’s body with a 5xx', async () => {
    const app = await testApp({ net: { dnsServers: [dns.server] }, toolRateLimits: { 'spam-score-checker': 1_000_000 } });
    const domain = fc.oneof(fc.string({ maxLength: 400 }), fc.emailAddress(), fc.domain(), fc.anything());
    await expectNoServerError(app, '/api/spam-score', fc.record({ domain }), [200, 400, 413, 415]);
  });
});
