// @vitest-environment node
import type { IncomingMessage } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import { createNetContext, createResolver, type AllowPrivate } from '@toolnest/net';
import { startFakeDns, startTestHttpServer, type FakeDnsServer, type TestHttpServer } from '@toolnest/net/testing';
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_MESSAGE, TOO_FEW_WORDS_MESSAGE } from './logic';
import { SEARCH_MAX_BYTES } from './search';
import { BODY_TOO_LARGE_MESSAGE, EMPTY_PAGE_MESSAGE, EMPTY_SOURCE_MESSAGE, plagiarismCheckerServer, type PlagiarismServerOptions } from './server';

const COPIED = 'the quick brown fox jumps over the lazy dog near the quiet river bank at dawn';
const OWN = 'my own words about gardening tomatoes peppers and beans in a small sunny backyard plot';
const TEXT = `${COPIED} ${OWN}`;

/** An article page: the copied passage in the article, a menu and footer around it. */
const ARTICLE_PAGE = `<!doctype html><html><head><title>Fox</title><style>p { color: red }</style></head><body>
<nav><a href="/">Home</a> <a href="/about">About us</a></nav>
<article><h1>A story</h1><p>Once upon a time, ${COPIED}.</p><p>Then it went home and slept until the evening came again.</p></article>
<footer>Copyright and contact details</footer><script>var hidden = "${OWN}";</script></body></html>`;

let site: TestHttpServer;
let search: TestHttpServer;
let dns: FakeDnsServer;
const searchRequests: IncomingMessage[] = [];
let searchAnswer: { status: number; body: unknown } = { status: 200, body: { results: [] } };

beforeAll(async () => {
  site = await startTestHttpServer((request, response) => {
    if (request.url === '/article') {
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      response.end(ARTICLE_PAGE);
    } else if (request.url === '/plain') {
      response.setHeader('Content-Type', 'text/plain');
      response.end(`Some notes. ${OWN}`);
    } else if (request.url === '/slow') {
      response.setHeader('Content-Type', 'text/html');
      response.write('<p>never ends');
    } else if (request.url === '/empty-html' || request.url === '/fragment') {
      response.setHeader('Content-Type', 'text/html');
      response.end(request.url === '/fragment' ? `<p>${COPIED}</p>` : '');
    } else if (request.url === '/image') {
      response.setHeader('Content-Type', 'image/png');
      response.end('PNG');
    } else {
      response.statusCode = 404;
      response.end('Not here');
    }
  });
  search = await startTestHttpServer((request, response) => {
    searchRequests.push(request);
    response.statusCode = searchAnswer.status;
    response.setHeader('Content-Type', 'application/json');
    response.end(JSON.stringify(searchAnswer.body));
  });
  dns = await startFakeDns({ zone: { 'site.test': { A: ['127.0.0.1'] }, 'inside.test': { A: ['10.0.0.1'] } } });
});
afterAll(async () => {
  await site.close();
  await search.close();
  await dns.close();
});

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  searchRequests.length = 0;
});

/** Loopback is allowed only for the test servers' port (so refusals of 127.0.0.1 elsewhere still show). */
const onlyLoopback: AllowPrivate = (address) => address === '127.0.0.1';

/** The plugin as apps/api registers it: TypeBox validation, the rate-limit plugin, a NetContext, under /api. */
async function serve(
  options: Partial<PlagiarismServerOptions> & { allowPrivate?: AllowPrivate; perMinute?: number; maxFetchesInFlight?: number } = {},
): Promise<FastifyInstance> {
  const app = Fastify();
  apps.push(app);
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  app.setErrorHandler((error: FastifyError, _request, reply) =>
    reply.code(error.validation ? 400 : (error.statusCode ?? 500)).send({ error: error.validation ? 'invalid' : error.message }),
  );
  await app.register(rateLimit, { global: false });
  const net =
    options.net ??
    createNetContext({
      resolver: createResolver({ servers: [dns.server], timeoutMs: 300, tries: 1 }),
      allowPrivate: options.allowPrivate ?? onlyLoopback,
      maxFetchesInFlight: options.maxFetchesInFlight,
    });
  await app.register(plagiarismCheckerServer, {
    prefix: '/api',
    rateLimit: { max: options.perMinute ?? 1000, timeWindow: '1 minute' },
    ...options,
    net,
  });
  return app;
}

const post = (app: FastifyInstance, payload: unknown) => app.inject({ method: 'POST', url: '/api/plagiarism-check', payload: payload as object });

describe('POST /api/plagiarism-check', () => {
  it('compares pasted texts and fetched pages: offsets, similarity, originality, the main text only', async () => {
    const response = await post(await serve(), {
      text: TEXT,
      sources: [
        { kind: 'text', value: `An essay. ${OWN.toUpperCase()}!` },
        { kind: 'url', value: `${site.url}/article` },
        { kind: 'text', value: 'nothing in common with anything at all here' },
      ],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ totalWords: 31, checkedSources: 3, skippedSources: [], webSearch: 'off', originalityScore: 0 });
    expect(body.matches).toEqual([
      { source: `${site.url}/article`, similarity: 52, matchedText: COPIED, ranges: [{ start: 0, end: COPIED.length }] },
      { source: 'Source 1 (pasted text)', similarity: 48, matchedText: OWN, ranges: [{ start: COPIED.length + 1, end: TEXT.length }] },
    ]);
    expect(body.highlights).toEqual([{ start: 0, end: TEXT.length }]);
  });

  it('reads a page by its article: the script and menu do not count', async () => {
    const body = (await post(await serve(), { text: OWN, sources: [{ kind: 'url', value: `${site.url}/article` }] })).json();
    expect(body).toMatchObject({ originalityScore: 100, matches: [], checkedSources: 1 });
  });

  it('reports each failing source as skipped, with why, and checks the rest', async () => {
    const response = await post(await serve({ fetchBudgetMs: 1500 }), {
      text: TEXT,
      sources: [
        { kind: 'url', value: `${site.url}/missing` },
        { kind: 'url', value: `${site.url}/image` },
        { kind: 'url', value: 'file:///etc/passwd' },
        { kind: 'url', value: `http://user:secret@site.test:${site.port}/article` },
        { kind: 'url', value: 'http://inside.test/' },
        { kind: 'url', value: 'http://nowhere.test/' },
        { kind: 'url', value: `${site.url}/slow` },
        { kind: 'text', value: '   ' },
        { kind: 'url', value: `http://site.test:${site.port}/plain` },
      ],
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.skippedSources).toEqual([
      { source: 'Source 8 (pasted text)', reason: EMPTY_SOURCE_MESSAGE },
      { source: `${site.url}/missing`, reason: 'The page answered with status 404 Not Found.' },
      { source: `${site.url}/image`, reason: 'The address answered with image/png, not a web page or text.' },
      { source: 'file:///etc/passwd', reason: 'Only http:// and https:// addresses can be fetched, not file:.' },
      { source: `http://user:secret@site.test:${site.port}/article`, reason: 'Addresses with a user name or password cannot be fetched.' },
      { source: 'http://inside.test/', reason: 'inside.test points to a private network address, which this tool does not fetch.' },
      { source: 'http://nowhere.test/', reason: 'The name nowhere.test was not found.' },
      { source: `${site.url}/slow`, reason: expect.stringMatching(/did not send the page within/) },
    ]);
    expect(body).toMatchObject({ checkedSources: 1, matches: [{ source: `http://site.test:${site.port}/plain`, similarity: 48 }] });
  });

  it('reads an empty HTML page as a skipped source and a page without <html> by its text (both once answered badly)', async () => {
    const response = await post(await serve(), { text: TEXT, sources: [{ kind: 'url', value: `${site.url}/empty-html` }, { kind: 'url', value: `${site.url}/fragment` }] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      checkedSources: 1,
      skippedSources: [{ source: `${site.url}/empty-html`, reason: EMPTY_PAGE_MESSAGE }],
      matches: [{ source: `${site.url}/fragment`, matchedText: COPIED }],
    });
  });

  it('refuses loopback without the allowance', async () => {
    const body = (await post(await serve({ allowPrivate: false }), { text: TEXT, sources: [{ kind: 'url', value: `${site.url}/article` }] })).json();
    expect(body.skippedSources).toEqual([{ source: `${site.url}/article`, reason: '127.0.0.1 is a loopback address, which cannot be fetched.' }]);
    expect(body).toMatchObject({ checkedSources: 0, originalityScore: 100 });
  });

  it.each([
    ['', EMPTY_MESSAGE],
    ['  \n ', EMPTY_MESSAGE],
    ['one two three four five six seven eight nine', TOO_FEW_WORDS_MESSAGE],
    ['👋 مرحبا שלום 😀 a b c d e', TOO_FEW_WORDS_MESSAGE],
  ])('answers the text %j with 400 and the page’s message', async (text, error) => {
    const response = await post(await serve(), { text, sources: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
  });

  it('answers bad shapes with 400 and a body over 512 KB with 413 and its sentence', async () => {
    const app = await serve();
    for (const payload of [{}, { text: TEXT }, { text: 5, sources: [] }, { text: TEXT, sources: [{ kind: 'pdf', value: 'x' }] }, { text: TEXT, sources: Array(11).fill({ kind: 'text', value: 'x' }) }]) {
      expect((await post(app, payload)).statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
    }
    const tooLarge = await post(app, { text: TEXT, sources: [{ kind: 'text', value: 'word '.repeat(120_000) }] });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ error: BODY_TOO_LARGE_MESSAGE });
    // Just under the limit is accepted: the 16 KB global limit does not apply here.
    const large = await post(app, { text: `${TEXT} ${'word '.repeat(50_000)}`, sources: [{ kind: 'text', value: 'word '.repeat(50_000) }] });
    expect(large.statusCode).toBe(200);
  });

  it('limits requests per client IP', async () => {
    const app = await serve({ perMinute: 1 });
    expect((await post(app, { text: TEXT, sources: [] })).statusCode).toBe(200);
    expect((await post(app, { text: TEXT, sources: [] })).statusCode).toBe(429);
  });
});

describe('the web search', () => {
  it('is asked for the most distinctive sentences, with the key, and its pages are compared', async () => {
    searchAnswer = { status: 200, body: { results: [{ url: `${site.url}/article` }, { url: 'ftp://ignored.test/' }, { url: `${site.url}/missing` }] } };
    const app = await serve({ search: { url: `${search.url}/search?lang=en`, key: 'sekret' } });
    const text = `${COPIED}. ${OWN}. Short one.`;
    const body = (await post(app, { text, sources: [{ kind: 'text', value: 'unrelated text' }] })).json();
    expect(body).toMatchObject({ webSearch: 'done', checkedSources: 2, skippedSources: [{ source: `${site.url}/missing`, reason: 'The page answered with status 404 Not Found.' }] });
    expect(body.matches).toEqual([expect.objectContaining({ source: `${site.url}/article`, matchedText: `${COPIED}.` })]);
    expect(searchRequests).toHaveLength(2);
    for (const request of searchRequests) {
      expect(request.headers.authorization).toBe('Bearer sekret');
      const url = new URL(request.url!, search.url);
      expect(url.searchParams.get('lang')).toBe('en');
      expect(url.searchParams.get('count')).toBe('3');
    }
    expect(searchRequests.map((request) => new URL(request.url!, search.url).searchParams.get('q')).sort()).toEqual([`"${OWN}."`, `"${COPIED}."`]);
  });

  it('does not fetch a found page the visitor already gave', async () => {
    searchAnswer = { status: 200, body: { results: [{ url: `${site.url}/article` }] } };
    const body = (await post(await serve({ search: { url: search.url } }), { text: TEXT, sources: [{ kind: 'url', value: `${site.url}/article` }] })).json();
    expect(body).toMatchObject({ webSearch: 'done', checkedSources: 1 });
    expect(searchRequests[0]!.headers.authorization).toBeUndefined();
  });

  it.each([
    [{ status: 500, body: { error: 'down' } }, 'The web search failed (status 500).'],
    [{ status: 200, body: { items: [] } }, 'The web search answered in an unexpected format.'],
  ])('says when it fails (%j) and still checks the given sources', async (answer, reason) => {
    searchAnswer = answer;
    const body = (await post(await serve({ search: { url: search.url } }), { text: TEXT, sources: [{ kind: 'text', value: COPIED }] })).json();
    expect(body).toMatchObject({ webSearch: 'failed', checkedSources: 1, skippedSources: [{ source: 'Web search', reason }] });
  });
});

describe('the web search request', () => {
  it('is capped: an answer over the cap is a failed search, not a crash, and the given sources are still checked', async () => {
    searchAnswer = { status: 200, body: { results: [{ url: `${site.url}/article` }], padding: 'x'.repeat(SEARCH_MAX_BYTES) } };
    const body = (await post(await serve({ search: { url: search.url } }), { text: TEXT, sources: [{ kind: 'text', value: COPIED }] })).json();
    expect(body).toMatchObject({
      webSearch: 'failed',
      checkedSources: 1,
      skippedSources: [{ source: 'Web search', reason: 'The web search answered with more than 256 KiB.' }],
    });
    // Under the cap the same answer is read.
    searchAnswer = { status: 200, body: { results: [{ url: `${site.url}/article` }], padding: 'x'.repeat(1000) } };
    expect((await post(await serve({ search: { url: search.url } }), { text: TEXT, sources: [] })).json()).toMatchObject({ webSearch: 'done', checkedSources: 1 });
  });

  it('waits for a slot of the shared fetch limiter, within the check’s deadline', async () => {
    searchAnswer = { status: 200, body: { results: [] } };
    const net = createNetContext({ resolver: createResolver({ servers: [dns.server], timeoutMs: 300, tries: 1 }), allowPrivate: onlyLoopback, maxFetchesInFlight: 1 });
    let release!: () => void;
    const held = net.limiter.run(() => new Promise<void>((resolve) => (release = resolve)));
    try {
      const app = await serve({ net, search: { url: search.url }, fetchBudgetMs: 300 });
      const body = (await post(app, { text: TEXT, sources: [] })).json();
      // Every slot was taken for the whole deadline: the provider was never asked.
      expect(body).toMatchObject({ webSearch: 'failed', skippedSources: [{ source: 'Web search', reason: 'The web search did not answer in time.' }] });
      expect(searchRequests).toHaveLength(0);
      expect(net.limiter.waiting).toBe(0);
    } finally {
      release();
      await held;
    }
    const app = await serve({ net, search: { url: search.url } });
    expect((await post(app, { text: TEXT, sources: [] })).json()).toMatchObject({ webSearch: 'done' });
    expect(searchRequests).toHaveLength(1);
  });
});
