// The tool-server plumbing: each ./server plugin registered under /api with the server's resolver,
// fetch policy and limits, and the variables that set them.
import rateLimit from '@fastify/rate-limit';
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { createNetContext, createResolver, SafeFetchError, type ToolServerOptions } from '@toolnest/net';
import { startFakeDns, startTestHttpServer, type FakeDnsServer, type TestHttpServer } from '@toolnest/net/testing';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig, readNetConfig, readSearchConfig, readToolSettings } from '../src/config/config';
import { errorHandler } from '../src/plugins/errors';
import { registerToolServers, TOOL_SERVERS, type ToolServer } from '../src/plugins/tool-servers';
import { onCleanup } from './helpers';

let dns: FakeDnsServer;
let site: TestHttpServer;
beforeAll(async () => {
  site = await startTestHttpServer((_request, response) => response.end('hello from the site'));
  dns = await startFakeDns({ zone: { 'site.test': { A: ['127.0.0.1'] }, 'inside.test': { A: ['10.0.0.1'] } } });
});
afterAll(async () => {
  await site.close();
  await dns.close();
});

/** A tool plugin like the real ones: fetches the URL it is given through `net.fetch`. */
const fetchingTool: FastifyPluginAsync<ToolServerOptions> = async (app, { net, rateLimit }) => {
  app.post<{ Body: { url: string } }>(
    '/fetch-tool',
    { config: { rateLimit }, schema: { body: Type.Object({ url: Type.String({ maxLength: 2000 }) }) } },
    async (request, reply) => {
      try {
        const page = await net.fetch(request.body.url, { timeoutMs: 5000 });
        return { text: page.text, allowPrivate: net.policy.allowPrivate, slots: net.limiter.max };
      } catch (error) {
        if (error instanceof SafeFetchError) return reply.code(422).send({ error: error.message });
        throw error;
      }
    },
  );
};
const TEST_SERVERS: ToolServer[] = [{ slug: 'fetch-tool', plugin: fetchingTool, rateLimitVariable: 'RATE_LIMIT_FETCH_TOOL_PER_MIN', defaultPerMinute: 3, routeDocs: {} }];

/** A bare server as buildApp sets one up (TypeBox validation, `{ error }` bodies, the rate-limit plugin), with the test plugin. */
async function serve(allowPrivate: boolean, perMinute?: Record<string, number>): Promise<FastifyInstance> {
  const app = Fastify();
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.setErrorHandler(errorHandler);
  await app.register(rateLimit, { global: false });
  const net = createNetContext({ resolver: createResolver({ servers: [dns.server], timeoutMs: 300, tries: 1 }), allowPrivate });
  await registerToolServers(app, { net, servers: TEST_SERVERS, perMinute });
  await app.ready();
  onCleanup(() => app.close());
  return app;
}

const post = (app: FastifyInstance, payload: unknown) => app.inject({ method: 'POST', url: '/api/fetch-tool', payload: payload as object });

describe('registerToolServers', () => {
  it('registers each plugin under /api with the NetContext and its per-IP limit', async () => {
    const app = await serve(true, { 'fetch-tool': 2 });
    const ok = await post(app, { url: `http://site.test:${site.port}/` });
    expect(ok.json()).toEqual({ text: 'hello from the site', allowPrivate: true, slots: 8 });
    expect((await post(app, { url: 7 })).json()).toEqual({ error: 'URL must be a string.' });
    const limited = await post(app, { url: `http://site.test:${site.port}/` });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: expect.any(String) });
  });

  it('gives a tool its default limit when none is set', async () => {
    const app = await serve(true);
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await post(app, { url: 7 })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it('hands every plugin the search provider from the config, and none when it is unset', async () => {
    const seen: unknown[] = [];
    const recorder: FastifyPluginAsync<ToolServerOptions> = async (_app, options) => void seen.push(options.search);
    const servers: ToolServer[] = [{ slug: 'recorder', plugin: recorder, rateLimitVariable: 'RATE_LIMIT_RECORDER_PER_MIN', defaultPerMinute: 1, routeDocs: {} }];
    const net = createNetContext({ resolver: createResolver({ servers: [dns.server] }) });
    for (const env of [{ SEARCH_API_URL: 'http://127.0.0.1:1/search', SEARCH_API_KEY: 'k' }, {}]) {
      const app = Fastify();
      onCleanup(() => app.close());
      await app.register(rateLimit, { global: false });
      await registerToolServers(app, { net, servers, search: readConfig(env).search });
      await app.ready();
    }
    expect(seen).toEqual([{ url: 'http://127.0.0.1:1/search', key: 'k' }, undefined]);
  });

  it("reads a tool's own settings from its variables and hands each to its plugin as the option of that name", async () => {
    const seen: unknown[] = [];
    const recorder: FastifyPluginAsync<ToolServerOptions & { workers?: number }> = async (_app, options) => void seen.push(options.workers);
    const servers: ToolServer[] = [
      {
        slug: 'recorder',
        plugin: recorder,
        rateLimitVariable: 'RATE_LIMIT_RECORDER_PER_MIN',
        defaultPerMinute: 1,
        routeDocs: {},
        settings: { workers: { variable: 'RECORDER_WORKERS', default: 2, min: 1, max: 8, meaning: 'workers recording' } },
      },
    ];
    expect(readToolSettings({}, servers)).toEqual({ recorder: { workers: 2 } });
    expect(() => readToolSettings({ RECORDER_WORKERS: '9' }, servers)).toThrow('RECORDER_WORKERS must be a whole number from 1 to 8 (workers recording), got "9".');
    const net = createNetContext({ resolver: createResolver({ servers: [dns.server] }) });
    const app = Fastify();
    onCleanup(() => app.close());
    await app.register(rateLimit, { global: false });
    await registerToolServers(app, { net, servers, settings: readToolSettings({ RECORDER_WORKERS: ' 5 ' }, servers) });
    await app.ready();
    expect(seen).toEqual([5]);
    // The real tools' settings are read by readConfig, the Plagiarism Checker's among them.
    expect(readConfig({ PLAGIARISM_READ_THREADS: '3' }).toolSettings['plagiarism-checker']).toEqual({ readThreads: 3, readTimeoutMs: 3000 });
  });

  it('passes the fetch policy: private targets are refused unless ALLOW_PRIVATE_FETCH is on', async () => {
    const refused = await post(await serve(false), { url: `http://site.test:${site.port}/` });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ error: 'site.test points to a loopback address, which this tool does not fetch.' });
    expect((await post(await serve(true), { url: `http://site.test:${site.port}/` })).statusCode).toBe(200);
  });
});

describe('the variables', () => {
  it('reads DNS_SERVERS and ALLOW_PRIVATE_FETCH', () => {
    // The documented defaults, written out: 8 fetches in flight, pages up to 2 MiB, connections within 3 s.
    const defaults = { maxFetchesInFlight: 8, maxPageBytes: 2 * 1024 * 1024, connectTimeoutMs: 3000 };
    expect(readNetConfig({})).toEqual({ dnsServers: undefined, allowPrivateFetch: false, ...defaults });
    expect(readNetConfig({ DNS_SERVERS: '127.0.0.1:5353, [::1]:53', ALLOW_PRIVATE_FETCH: '1' })).toEqual({
      dnsServers: ['127.0.0.1:5353', '[::1]:53'],
      allowPrivateFetch: true,
      ...defaults,
    });
    expect(readNetConfig({ FETCH_MAX_IN_FLIGHT: '2', FETCH_MAX_PAGE_KB: '512', FETCH_CONNECT_TIMEOUT_MS: '1500' })).toMatchObject({
      maxFetchesInFlight: 2,
      maxPageBytes: 512 * 1024,
      connectTimeoutMs: 1500,
    });
    expect(readNetConfig({ ALLOW_PRIVATE_FETCH: 'true' }).allowPrivateFetch).toBe(true);
    expect(readNetConfig({ ALLOW_PRIVATE_FETCH: '0' }).allowPrivateFetch).toBe(false);
  });

  it.each([
    [{ ALLOW_PRIVATE_FETCH: 'yes' }, 'ALLOW_PRIVATE_FETCH must be 1 (allow private targets) or 0 (refuse them, the default), got "yes".'],
    [{ DNS_SERVERS: 'resolver.example' }, 'DNS_SERVERS must list name servers as ip, ip:port or [ipv6]:port separated by commas, got "resolver.example".'],
    [{ FETCH_MAX_IN_FLIGHT: '0' }, 'FETCH_MAX_IN_FLIGHT must be a whole number from 1 to 1000 (outbound fetches in flight at once), got "0".'],
    [{ FETCH_MAX_PAGE_KB: '2 MB' }, 'FETCH_MAX_PAGE_KB must be a whole number from 1 to 1048576 (KiB a fetched page may have), got "2 MB".'],
    [{ FETCH_CONNECT_TIMEOUT_MS: '50' }, 'FETCH_CONNECT_TIMEOUT_MS must be a whole number from 100 to 60000 (milliseconds to wait for a connection), got "50".'],
  ])('stops start-up on %j', (env, message) => {
    expect(() => readConfig(env)).toThrow(message);
  });

  it("reads each tool server's limit from its variable, the documented defaults when unset", () => {
    // The documented defaults, written out: a change to one of these tools' defaults must fail here (a tool
    // added since brings its own, checked by the loop below). The media routes' own limits sit above the
    // engine's (10 starts, 30 info lookups a minute), whose 429s say when to retry.
    expect(readConfig({}).toolRateLimits).toMatchObject({
      'spam-score-checker': 20,
      'cloaking-checker': 10,
      'plagiarism-checker': 10,
      'facebook-downloader': 30,
      'tiktok-downloader': 30,
      'youtube-downloader': 60,
      'youtube-mp3-converter': 30,
    });
    expect(Object.fromEntries(TOOL_SERVERS.map((tool) => [tool.slug, tool.rateLimitVariable]))).toMatchObject({
      'spam-score-checker': 'RATE_LIMIT_SPAM_SCORE_PER_MIN',
      'cloaking-checker': 'RATE_LIMIT_CLOAKING_PER_MIN',
      'plagiarism-checker': 'RATE_LIMIT_PLAGIARISM_PER_MIN',
      'facebook-downloader': 'RATE_LIMIT_FACEBOOK_DOWNLOADER_PER_MIN',
      'tiktok-downloader': 'RATE_LIMIT_TIKTOK_DOWNLOADER_PER_MIN',
      'youtube-downloader': 'RATE_LIMIT_YOUTUBE_DOWNLOADER_PER_MIN',
      'youtube-mp3-converter': 'RATE_LIMIT_YOUTUBE_MP3_CONVERTER_PER_MIN',
    });
    for (const tool of TOOL_SERVERS) {
      expect(readConfig({}).toolRateLimits[tool.slug]).toBe(tool.defaultPerMinute);
      expect(readConfig({ [tool.rateLimitVariable]: '7' }).toolRateLimits[tool.slug]).toBe(7);
      expect(() => readConfig({ [tool.rateLimitVariable]: '0' })).toThrow(`${tool.rateLimitVariable} must be a whole number of at least 1`);
    }
  });

  it('reads SEARCH_API_URL and SEARCH_API_KEY, and refuses a URL that is not http(s)', () => {
    expect(readSearchConfig({})).toBeUndefined();
    expect(readConfig({}).search).toBeUndefined();
    expect(readSearchConfig({ SEARCH_API_URL: ' ', SEARCH_API_KEY: 'k' })).toBeUndefined();
    expect(readSearchConfig({ SEARCH_API_URL: ' https://search.example/api ' })).toEqual({ url: 'https://search.example/api' });
    expect(readConfig({ SEARCH_API_URL: 'https://search.example/api', SEARCH_API_KEY: 'k' }).search).toEqual({ url: 'https://search.example/api', key: 'k' });
    // An operator's adapter may sit on their own network: a private address is the operator's choice.
    expect(readSearchConfig({ SEARCH_API_URL: 'http://10.0.0.5:8080/search' })).toEqual({ url: 'http://10.0.0.5:8080/search' });
    expect(() => readConfig({ SEARCH_API_URL: 'ftp://search.example/' })).toThrow('SEARCH_API_URL must be an http:// or https:// address, got "ftp://search.example/".');
    expect(() => readConfig({ SEARCH_API_URL: 'search.example' })).toThrow('SEARCH_API_URL must be an http:// or https:// address');
  });
});
