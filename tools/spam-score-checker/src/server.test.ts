import rateLimit from '@fastify/rate-limit';
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import { createNetContext, createResolver } from '@toolnest/net';
import { startFakeDns, type FakeDnsServer } from '@toolnest/net/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DISPOSABLE_TEST_DOMAINS, SPAM_TEST_ZONE } from '../test/zone';
import { BLANK_MESSAGE, dmarcNoneThreat, SPAM_WEIGHTS, THREATS } from './logic';
import { CACHE_TTL_MS, spamScoreCheckerServer, type SpamScoreServerOptions } from './server';

let dns: FakeDnsServer;
let silentDns: FakeDnsServer;
beforeAll(async () => {
  dns = await startFakeDns({ zone: SPAM_TEST_ZONE });
  silentDns = await startFakeDns({ silent: true });
});
afterAll(async () => {
  await dns.close();
  await silentDns.close();
});

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** The plugin as apps/api registers it, its resolver aimed at a fake DNS server. */
async function serve(options: Partial<SpamScoreServerOptions> & { server?: FakeDnsServer } = {}): Promise<FastifyInstance> {
  const app = Fastify();
  apps.push(app);
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  await app.register(rateLimit, { global: false });
  const net = createNetContext({ resolver: createResolver({ servers: [(options.server ?? dns).server] }) });
  await app.register(spamScoreCheckerServer, {
    prefix: '/api',
    net,
    rateLimit: { max: 1000, timeWindow: '1 minute' },
    disposableDomains: DISPOSABLE_TEST_DOMAINS,
    ...options,
  });
  return app;
}

const check = (app: FastifyInstance, domain: unknown) => app.inject({ method: 'POST', url: '/api/spam-score', payload: { domain } as object });

describe('POST /api/spam-score', () => {
  it.each([
    ['clean.test', { spamScore: 0, threats: [], notChecked: [] }],
    ['  Postmaster@Clean.TEST ', { spamScore: 0, threats: [], notChecked: [] }],
    [
      'spammy.test',
      {
        spamScore: 100,
        threats: [THREATS.spfPassAll, dmarcNoneThreat(undefined), THREATS.dbl, THREATS.surbl, 'Mail server mx.spammy.test (192.0.2.67) is listed on Spamhaus ZEN.'],
        notChecked: [],
      },
    ],
    [
      'www.parent.test',
      { spamScore: SPAM_WEIGHTS.noMx + SPAM_WEIGHTS.noSpf + SPAM_WEIGHTS.dmarcNone, threats: [THREATS.noMx, THREATS.noSpf, dmarcNoneThreat('parent.test')], notChecked: [] },
    ],
    [
      'gone.test',
      {
        spamScore: SPAM_WEIGHTS.noAddressOrMail + SPAM_WEIGHTS.noSpf + SPAM_WEIGHTS.noDmarc,
        threats: [THREATS.noAddressOrMail, THREATS.noSpf, THREATS.noDmarc],
        notChecked: [],
      },
    ],
    ['throwaway.test', { spamScore: SPAM_WEIGHTS.disposable, threats: [THREATS.disposable], notChecked: [] }],
    [
      'refused.test',
      { spamScore: 0, threats: [], notChecked: ['Spamhaus DBL: not checked (blocklist refused the query)', 'Spamhaus ZEN: not checked (blocklist refused the query)'] },
    ],
    ['bücher.test', { spamScore: 0, threats: [], notChecked: [], domain: 'xn--bcher-kva.test' }],
    ['not a domain', { spamScore: 70, threats: ['The domain name is not valid: it has characters a domain name cannot have.'], notChecked: [] }],
  ])('scores %j from the DNS answers', async (domain, expected) => {
    const response = await check(await serve(), domain);
    expect(response.statusCode).toBe(200);
    const fallback = domain.includes('@') ? 'clean.test' : domain.trim();
    expect(response.json()).toEqual({ success: true, domain: fallback, ...expected });
  });

  it('lists a failing and a silent name server as not checked, within the budget', async () => {
    const response = await check(await serve({ lookupBudgetMs: 400 }), 'flaky.test');
    expect(response.json()).toMatchObject({
      spamScore: 0,
      notChecked: ['DMARC: not checked (timed out)', 'Spamhaus ZEN: not checked (lookup failed)'],
    });
  });

  it('answers within 3 s against a silent DNS server: 200, everything not checked', async () => {
    const app = await serve({ server: silentDns });
    const started = performance.now();
    const response = await check(app, 'example.com');
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      domain: 'example.com',
      spamScore: 0,
      threats: [],
      notChecked: [
        'MX records: not checked (timed out)',
        'SPF: not checked (timed out)',
        'DMARC: not checked (timed out)',
        'Spamhaus DBL: not checked (timed out)',
        'SURBL: not checked (timed out)',
        'Spamhaus ZEN: not checked (mail servers unknown)',
      ],
    });
    expect(elapsed).toBeLessThan(3000);
  });

  it("refuses a blank domain with the page's message, and a body of the wrong shape", async () => {
    const app = await serve();
    const blank = await check(app, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ success: false, error: BLANK_MESSAGE });
    for (const payload of [{}, { domain: 5 }, { domain: null }, { domain: 'a'.repeat(321) }]) {
      const response = await app.inject({ method: 'POST', url: '/api/spam-score', payload });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 30)).toBe(400);
    }
    expect(dns.queries.filter((query) => query.name.startsWith('a'.repeat(10)))).toEqual([]);
  });

  it('reuses a complete result for 5 minutes, and never an incomplete one', async () => {
    let now = 1_000_000;
    const app = await serve({ now: () => now });
    const asked = () => dns.queries.filter((query) => query.name.includes('clean.test')).length;
    await check(app, 'clean.test');
    const first = asked();
    expect(first).toBeGreaterThan(0);
    await check(app, 'CLEAN.test');
    expect(asked()).toBe(first);
    now += CACHE_TTL_MS + 1;
    await check(app, 'clean.test');
    expect(asked()).toBeGreaterThan(first);

    const refused = () => dns.queries.filter((query) => query.name.includes('refused.test')).length;
    const before = refused();
    await check(app, 'refused.test');
    const once = refused() - before;
    expect(once).toBeGreaterThan(0);
    await check(app, 'refused.test');
    expect(refused() - before).toBe(2 * once);
  });

  it('limits checks per client IP', async () => {
    const app = await serve({ rateLimit: { max: 2, timeWindow: '1 minute' } });
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await check(app, 'clean.test')).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });
});
