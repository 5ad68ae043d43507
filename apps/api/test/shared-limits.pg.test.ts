// Several servers sharing one Redis (REDIS_URL): a visitor's per-IP limit is one limit, whichever server answers.
// In the api-postgres project, which starts the Redis (test/services-setup.ts).
import { describe, expect, it } from 'vitest';
import { dataDirOf, sharedRedisUrl, testApp } from './helpers';

const request = { toolName: 'Dice', description: 'Rolls dice.' };

describe('rate limits with REDIS_URL', () => {
  it('count one visitor’s tool requests across two servers, and the failed logins too', async () => {
    // The counts live in the run's one Redis, keyed by route and client: the addresses here are this test's own.
    const rateLimit = { max: 2, timeWindow: 60_000 };
    const failedLoginLimit = { max: 1, timeWindow: rateLimit.timeWindow };
    const a = await testApp({ redisUrl: sharedRedisUrl(), rateLimit, failedLoginLimit });
    const b = await testApp({ redisUrl: sharedRedisUrl(), rateLimit, failedLoginLimit, dataDir: dataDirOf(a) });
    const send = (app: typeof a) => app.inject({ method: 'POST', url: '/api/tool-request', payload: request, remoteAddress: '203.0.113.9' });
    expect((await send(a)).statusCode).toBe(201);
    expect((await send(b)).statusCode).toBe(201);
    const refused = await send(a);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: expect.stringMatching(/^Too many requests\. Please try again in /) });
    // Another visitor is not held back.
    expect((await a.inject({ method: 'POST', url: '/api/tool-request', payload: request, remoteAddress: '203.0.113.10' })).statusCode).toBe(201);

    const wrongLogin = (app: typeof a) =>
      app.inject({ url: '/api/admin/tool-requests', remoteAddress: '198.51.100.4', headers: { authorization: `Basic ${Buffer.from('admin:wrong').toString('base64')}` } });
    expect((await wrongLogin(a)).statusCode).toBe(401);
    expect((await wrongLogin(b)).statusCode).toBe(429);
  });

  it('stops start-up with a clear error when Redis cannot be reached', async () => {
    await expect(testApp({ redisUrl: 'redis://127.0.0.1:9' })).rejects.toThrow(/^Cannot connect to REDIS_URL: .*ECONNREFUSED/);
  });
});
