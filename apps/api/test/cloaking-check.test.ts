// POST /api/cloaking-check through the whole server (buildApp): its resolver aimed at a fake DNS
// server, its targets a local HTTP server. Only 127.0.0.1 (that server) is ever allowed, and only
// where a test says so; every other address here must be refused before a socket opens.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { startFakeDns, startTestHttpServer, type FakeDnsServer, type TestHttpServer } from '@toolnest/net/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers';
import { expectNoServerError } from './visitor-bodies';

const GZIP_BOMB = gzipSync(Buffer.alloc(64 * 1024 * 1024)); // 64 MiB of zeros in ~64 KB

function siteHandler(request: IncomingMessage, response: ServerResponse) {
  const url = new URL(request.url ?? '/', 'http://site');
  const isBot = (request.headers['user-agent'] ?? '').includes('Googlebot');
  if (url.pathname === '/page') {
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(`<title>${isBot ? 'For Googlebot' : 'For people'}</title><p>${isBot ? 'keyword keyword keyword keyword' : 'A page about hiking boots and trails'}</p>`);
  } else if (url.pathname === '/chain') {
    const left = Number(url.searchParams.get('n'));
    response.writeHead(302, { location: left > 0 ? `/chain?n=${left - 1}` : '/page' });
    response.end();
  } else if (url.pathname === '/to') {
    response.writeHead(302, { location: url.searchParams.get('url')! });
    response.end();
  } else if (url.pathname === '/bomb') {
    response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
    response.end(GZIP_BOMB);
  } else if (url.pathname === '/endless') {
    response.writeHead(200, { 'content-type': 'text/html' });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const pump = () => {
      while (!response.destroyed && response.write(chunk));
      if (!response.destroyed) response.once('drain', pump);
    };
    pump();
  } else {
    response.writeHead(404);
    response.end();
  }
}

let dns: FakeDnsServer;
let site: TestHttpServer;
beforeAll(async () => {
  site = await startTestHttpServer(siteHandler);
  dns = await startFakeDns({ zone: { 'site.test': { A: ['127.0.0.1'] }, 'inside.test': { A: ['10.0.0.1'] }, 'mapped.test': { AAAA: ['::ffff:a00:1'] }, 'redis.internal.corp': { A: ['10.20.30.40'] } } });
});
afterAll(async () => {
  await site.close();
  await dns.close();
});

/** The test site (127.0.0.1) is the one private address a test may allow. */
const onlyTheSite = (address: string) => address === '127.0.0.1';
const app = (options: { allowSite?: boolean; perMinute?: number } = {}) =>
  testApp({
    net: { dnsServers: [dns.server], allowPrivateFetch: options.allowSite ? onlyTheSite : false },
    toolRateLimits: { 'cloaking-checker': options.perMinute ?? 1_000_000 },
  });
type App = Awaited<ReturnType<typeof app>>;

const post = (server: App, payload: string | object, contentType = 'application/json') =>
  server.inject({ method: 'POST', url: '/api/cloaking-check', payload, headers: { 'content-type': contentType } });
const siteUrl = (path: string, host = 'site.test') => `http://${host}:${site.port}${path}`;

describe('POST /api/cloaking-check in the whole server', () => {
  it('fetches a page by name as a visitor and as Googlebot and lists what differs', async () => {
    const response = await post(await app({ allowSite: true }), { url: siteUrl('/page') });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      url: siteUrl('/page'),
      isDifferent: true,
      differences: ['Title: visitors see "For people", Googlebot sees "For Googlebot".', 'Visible text: only 0% similar (below the 80% threshold).'],
      userView: { fetched: true, title: 'For people', finalUrl: siteUrl('/page') },
      botView: { fetched: true, title: 'For Googlebot', excerpt: 'keyword keyword keyword keyword' },
    });
  });

  it.each([
    ['malformed JSON', '{"url":', 'The request body is not valid JSON.'],
    ['no url', {}, 'URL is required.'],
    ['a number', { url: 42 }, 'URL must be a string.'],
    ['a URL over 2048 characters', { url: `https://example.com/${'x'.repeat(2048)}` }, 'URL must be at most 2048 characters.'],
    ['an array', [], 'Request body must be a JSON object.'],
    ['a blank URL', { url: '  ' }, 'Please enter a website URL to check.'],
    ['a URL without its scheme', { url: 'example.com' }, 'Please enter a valid URL starting with http:// or https://'],
    ['a file: URL', { url: 'file:///etc/passwd' }, 'Please enter a valid URL starting with http:// or https://'],
  ])('answers %s with 400 { error }', async (_label, payload, error) => {
    const response = await post(await app(), typeof payload === 'string' ? payload : (payload as object));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
  });

  it.each([
    ['http://127.0.0.1', '127.0.0.1 is a loopback address, which cannot be fetched.'],
    ['http://[::ffff:10.0.0.1]', '::ffff:a00:1 is a private network address (it carries 10.0.0.1), which cannot be fetched.'],
    ['http://u:p@h', 'Addresses with a user name or password cannot be fetched.'],
    ['http://169.254.169.254/latest/meta-data/', '169.254.169.254 is a cloud metadata address, which cannot be fetched.'],
    ['http://inside.test/', 'inside.test points to a private network address, which this tool does not fetch.'],
    ['http://mapped.test/', 'mapped.test points to a private network address, which this tool does not fetch.'],
    ['http://site.test:22/', 'Port 22 cannot be fetched; use 80, 443 or a port from 1024 up.'],
  ])('refuses %s with 422 { error }', async (url, error) => {
    const response = await post(await app(), { url });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toContain(error);
  });

  it('names no address a host name resolved to: the visitor reads its kind, the server log the address', async () => {
    const lines: string[] = [];
    const server = await testApp({
      net: { dnsServers: [dns.server], allowPrivateFetch: false },
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    for (const [url, host, address] of [
      ['http://redis.internal.corp:6379/', 'redis.internal.corp', '10.20.30.40'],
      ['http://mapped.test/', 'mapped.test', '::ffff:10.0.0.1'],
    ]) {
      const response = await post(server, { url });
      expect(response.statusCode).toBe(422);
      expect(response.json()).toEqual({ error: `${host} points to a private network address, which this tool does not fetch.` });
      expect(response.body).not.toMatch(/10\.20\.30\.40|10\.0\.0\.1|ffff/);
      const logged = lines.map((line) => JSON.parse(line) as { url?: string; detail?: string; msg: string });
      expect(logged).toContainEqual(expect.objectContaining({ url, msg: 'cloaking fetch refused', detail: expect.stringContaining(`${host} resolved to ${address}`) }));
    }
  });

  it('refuses a page that redirects to a private address, or further than 5 times', async () => {
    const server = await app({ allowSite: true });
    for (const [path, error] of [
      ['/to?url=http%3A%2F%2F10.0.0.1%2F', 'Redirected to http://10.0.0.1/: 10.0.0.1 is a private network address, which cannot be fetched.'],
      ['/to?url=http%3A%2F%2F127.0.0.2%2F', 'Redirected to http://127.0.0.2/: 127.0.0.2 is a loopback address, which cannot be fetched.'],
      ['/to?url=file%3A%2F%2F%2Fetc%2Fpasswd', 'Redirected to file:///etc/passwd: Only http:// and https:// addresses can be fetched, not file:.'],
      ['/chain?n=5', 'The page redirected more than 5 times.'],
    ]) {
      const response = await post(server, { url: siteUrl(path!) });
      expect(response.statusCode, path).toBe(422);
      expect(response.json()).toEqual({ error });
    }
    // Five redirects are fine.
    expect((await post(server, { url: siteUrl('/chain?n=4') })).json()).toMatchObject({ userView: { redirects: 5 } });
  });

  it('refuses a gzip bomb and an endless body at 2 MiB, quickly', async () => {
    const server = await app({ allowSite: true });
    for (const path of ['/bomb', '/endless']) {
      const started = performance.now();
      const response = await post(server, { url: siteUrl(path) });
      expect(response.statusCode, path).toBe(422);
      expect(response.json()).toEqual({ error: `The page at site.test is larger than 2 MiB.` });
      expect(performance.now() - started).toBeLessThan(5000);
    }
  });

  it('limits checks per client IP to RATE_LIMIT_CLOAKING_PER_MIN, 10 by default, with a 429 { error }', async () => {
    const server = await testApp({ net: { dnsServers: [dns.server] } });
    const statuses = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await post(server, { url: '' })).statusCode);
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
    const limited = await post(server, { url: '' });
    expect(limited.json()).toEqual({ error: expect.stringMatching(/^Too many requests\. Please try again in /) });

    const lower = await app({ perMinute: 2 });
    expect([(await post(lower, { url: '' })).statusCode, (await post(lower, { url: '' })).statusCode, (await post(lower, { url: '' })).statusCode]).toEqual([400, 400, 429]);
  });

  it('never answers a visitor’s body with a 5xx', async () => {
    const url = fc.oneof(fc.string({ maxLength: 300 }), fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.anything());
    await expectNoServerError(await app(), '/api/cloaking-check', fc.record({ url }), [200, 400, 413, 415, 422]);
  });
});
