import { describe, expect, it } from 'vitest';
import { readConfig } from '../src/config/config';
import { countRequests, testApp } from './helpers';

const valid = { toolName: 'Colour Picker', email: '', description: 'Pick a colour from the screen.' };

describe('security headers', () => {
  it('sends helmet headers on pages, with a CSP that allows the built SPA', async () => {
    const app = await testApp();
    const res = await app.inject('/not-an-api-path');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: https:");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it.each(['/api/health', '/api/tool-requests/approved', '/api/missing'])('sends the lean REST set on %s', async (url) => {
    const app = await testApp();
    const res = await app.inject(url);
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(res.headers['referrer-policy']).toBeUndefined();
  });

  it('keeps the headers on error answers', async () => {
    const app = await testApp();
    const res = await app.inject({ method: 'POST', url: '/api/tool-request', headers: { 'content-type': 'application/json' }, body: '{' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('rate limit on POST /api/tool-request', () => {
  it('answers 429 { error } past the limit and stores nothing more', async () => {
    const app = await testApp({ rateLimit: { max: 2, timeWindow: 60_000 } });
    const post = () => app.inject({ method: 'POST', url: '/api/tool-request', payload: valid });
    expect((await post()).statusCode).toBe(201);
    expect((await post()).statusCode).toBe(201);
    const limited = await post();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: expect.stringMatching(/^Too many requests\. Please try again in .+\.$/) });
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await countRequests(app)).toBe(2);
  });

  it('takes 10 a minute from one IP by default (no env): the 11th is a 429 { error }', async () => {
    // What server.ts passes with no RATE_LIMIT_TOOL_REQUEST_PER_MIN, and what buildApp does unasked.
    const fromEnv = readConfig({});
    expect(fromEnv.toolRequestsPerMinute).toBe(10);
    for (const app of [await testApp({ rateLimit: { max: fromEnv.toolRequestsPerMinute, timeWindow: '1 minute' } }), await testApp()]) {
      const post = () => app.inject({ method: 'POST', url: '/api/tool-request', payload: valid });
      for (let i = 1; i <= 10; i += 1) expect((await post()).statusCode, `submission ${i}`).toBe(201);
      const limited = await post();
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ error: expect.stringMatching(/^Too many requests\. Please try again in .+\.$/) });
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
      // Another client still may.
      expect((await app.inject({ method: 'POST', url: '/api/tool-request', payload: valid, remoteAddress: '10.0.0.9' })).statusCode).toBe(201);
      expect(await countRequests(app)).toBe(11);
    }
  });

  it('counts rejected submissions too, and leaves reads unlimited', async () => {
    const app = await testApp({ rateLimit: { max: 1, timeWindow: 60_000 } });
    expect((await app.inject({ method: 'POST', url: '/api/tool-request', payload: {} })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/tool-request', payload: valid })).statusCode).toBe(429);
    for (let i = 0; i < 5; i += 1) expect((await app.inject('/api/tool-requests/approved')).statusCode).toBe(200);
  });
});

describe('unknown API paths', () => {
  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/nope'],
    ['DELETE', '/api/tool-requests/approved'],
    ['GET', '/api'],
    ['GET', '/somewhere'],
  ] as const)('%s %s → 404 { error: "Not Found" }', async (method, url) => {
    const app = await testApp();
    const res = await app.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Not Found' });
  });
});
