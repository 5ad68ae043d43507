// Every per-IP limit of the server counts a client by @toolnest/net's clientKey: the addresses of
// one IPv6 /64 are one client, an IPv4-mapped address is its IPv4 client.
import { describe, expect, it } from 'vitest';
import { ADMIN_AUTH, basicAuth, testApp } from './helpers';

const valid = { toolName: 'Colour Picker', email: '', description: 'Pick a colour from the screen.' };

describe('per-IP limits in the API count an IPv6 client by its /64', () => {
  it('POST /api/tool-request: two addresses of one /64 share the limit, another /64 has its own', async () => {
    const app = await testApp({ rateLimit: { max: 2, timeWindow: 60_000 } });
    const post = (remoteAddress: string) => app.inject({ method: 'POST', url: '/api/tool-request', payload: valid, remoteAddress });
    expect((await post('2001:db8:1:2::1')).statusCode).toBe(201);
    expect((await post('2001:db8:1:2:ffff:ffff:ffff:fffe')).statusCode).toBe(201);
    expect((await post('2001:db8:1:2:abcd::9')).statusCode).toBe(429);
    expect((await post('2001:db8:1:3::1')).statusCode).toBe(201);
  });

  it('POST /api/tool-request: an IPv4-mapped address is its IPv4 client', async () => {
    const app = await testApp({ rateLimit: { max: 1, timeWindow: 60_000 } });
    const post = (remoteAddress: string) => app.inject({ method: 'POST', url: '/api/tool-request', payload: valid, remoteAddress });
    expect((await post('203.0.113.7')).statusCode).toBe(201);
    expect((await post('::ffff:203.0.113.7')).statusCode).toBe(429);
  });

  it("a tool server's route limit (Spam Score Checker) counts the /64", async () => {
    const app = await testApp({ toolRateLimits: { 'spam-score-checker': 2 } });
    // An empty body is a 400, and still counts: the limit runs before the body is read.
    const post = (remoteAddress: string) => app.inject({ method: 'POST', url: '/api/spam-score', payload: {}, remoteAddress });
    expect((await post('2001:db8:aa:bb::1')).statusCode).toBe(400);
    expect((await post('2001:db8:aa:bb::2')).statusCode).toBe(400);
    expect((await post('2001:db8:aa:bb:1:2:3:4')).statusCode).toBe(429);
    expect((await post('2001:db8:aa:bc::1')).statusCode).toBe(400);
  });

  it('the failed-login throttle counts the /64', async () => {
    const app = await testApp({ failedLoginLimit: { max: 2, timeWindow: 60_000 } });
    const login = (remoteAddress: string, authorization = basicAuth('admin', 'guess')) =>
      app.inject({ method: 'GET', url: '/api/admin/categories', headers: { authorization }, remoteAddress });
    expect((await login('2001:db8:5:6::1')).statusCode).toBe(401);
    expect((await login('2001:db8:5:6::2')).statusCode).toBe(401);
    expect((await login('2001:db8:5:6:7::3')).statusCode).toBe(429);
    expect((await login('2001:db8:5:6:7::3', ADMIN_AUTH)).statusCode).toBe(429);
    expect((await login('2001:db8:5:7::1', ADMIN_AUTH)).statusCode).toBe(200);
  });
});
