// @vitest-environment node
// The plugin against a local HTTP server that answers by User-Agent. Its only private address,
// 127.0.0.1, is the one these tests allow.
import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import { createNetContext, createResolver } from '@toolnest/net';
import { startTestHttpServer, type TestHttpServer } from '@toolnest/net/testing';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BLANK_MESSAGE, INVALID_URL_MESSAGE } from './logic';
import { cloakingCheckerServer, GOOGLEBOT_AGENT, USER_AGENT } from './server';

const ARTICLE = 'Our guide to hiking boots explains how to choose a pair that fits, how to break them in and how to keep them dry on long trails.';
const html = (title: string, body: string, head = '') =>
  `<!doctype html><html><head><title>${title}</title>${head}<link rel="canonical" href="/guide"></head><body><main><p>${body}</p></main></body></html>`;

/** What the site saw, by path: the User-Agent of each request. */
const agents: Array<{ path: string; agent: string }> = [];

function site(request: IncomingMessage, response: ServerResponse) {
  const agent = request.headers['user-agent'] ?? '';
  const path = new URL(request.url ?? '/', 'http://site').pathname;
  agents.push({ path, agent });
  const isBot = agent.includes('Googlebot');
  const page = (body: string, status = 200, headers: Record<string, string> = {}) => {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
    response.end(body);
  };
  if (path === '/same') page(html('Hiking boots', ARTICLE));
  else if (path === '/dated') page(html('Hiking boots', `${ARTICLE} Updated ${isBot ? 'Monday' : 'Tuesday'}.`));
  else if (path === '/cloaked') {
    if (isBot) page(html('Best cheap boots online', 'Cheap boots cheap shoes buy cheap boots online best price discount shop', '<meta name="robots" content="index, follow">'), 200, { 'x-robots-tag': 'noarchive' });
    else page(html('Hiking boots', ARTICLE));
  } else if (path === '/bot-redirect') {
    if (isBot) {
      response.writeHead(302, { location: '/for-bots' });
      response.end();
    } else page(html('Hiking boots', ARTICLE));
  } else if (path === '/for-bots') page(html('Hiking boots', ARTICLE));
  else if (path === '/bot-to-private') {
    if (isBot) {
      response.writeHead(302, { location: 'http://10.0.0.1/' });
      response.end();
    } else page(html('Hiking boots', ARTICLE));
  } else if (path === '/users-blocked') {
    if (isBot) page(html('Hiking boots', ARTICLE));
    else page(html('Access denied', 'You do not have access.'), 403);
  } else if (path === '/slow') {
    // Never answers: the check's own budget has to end it.
  } else if (path === '/image') {
    response.writeHead(200, { 'content-type': 'image/png' });
    response.end(Buffer.from([0x89, 0x50]));
  } else {
    response.writeHead(404);
    response.end();
  }
}

let target: TestHttpServer;
beforeAll(async () => {
  target = await startTestHttpServer(site);
});
afterAll(async () => {
  await target.close();
});

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** The plugin as apps/api registers it, allowed to fetch 127.0.0.1 (the test site) only. */
async function serve(perMinute = 100): Promise<FastifyInstance> {
  const app = Fastify();
  apps.push(app);
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  await app.register(rateLimit, { global: false });
  // No test here looks a name up: the targets are IP literals.
  const net = createNetContext({ resolver: createResolver({ servers: ['127.0.0.1:9'] }), allowPrivate: (address) => address === '127.0.0.1' });
  await app.register(cloakingCheckerServer, { prefix: '/api', net, rateLimit: { max: perMinute, timeWindow: '1 minute' }, fetchBudgetMs: 3000 });
  return app;
}

const check = (app: FastifyInstance, url: unknown) => app.inject({ method: 'POST', url: '/api/cloaking-check', payload: { url } as object });
const at = (path: string) => `${target.url}${path}`;

describe('POST /api/cloaking-check', () => {
  it('fetches the page as desktop Chrome and as Googlebot, and finds no difference in the same page', async () => {
    agents.length = 0;
    const response = await check(await serve(), `  ${at('/same')}  `);
    expect(response.statusCode).toBe(200);
    const view = {
      fetched: true,
      status: 200,
      finalUrl: at('/same'),
      redirects: 0,
      title: 'Hiking boots',
      metaRobots: '',
      robotsHeader: '',
      canonical: at('/guide'),
      excerpt: ARTICLE,
      wordCount: 27,
    };
    expect(response.json()).toEqual({
      url: at('/same'),
      userAgent: USER_AGENT,
      botAgent: GOOGLEBOT_AGENT,
      isDifferent: false,
      differences: [],
      textSimilarity: 1,
      userView: view,
      botView: view,
    });
    expect(agents.map(({ agent }) => agent).sort()).toEqual([GOOGLEBOT_AGENT, USER_AGENT].sort());
  });

  it('lets a small change in the text pass under the threshold', async () => {
    const body = (await check(await serve(), at('/dated'))).json();
    expect(body).toMatchObject({ isDifferent: false, differences: [] });
    expect(body.textSimilarity).toBeGreaterThan(0.8);
    expect(body.textSimilarity).toBeLessThan(1);
  });

  it('lists every field Googlebot gets differently', async () => {
    const body = (await check(await serve(), at('/cloaked'))).json();
    expect(body).toMatchObject({ isDifferent: true, textSimilarity: 0 });
    expect(body.differences).toEqual([
      'Title: visitors see "Hiking boots", Googlebot sees "Best cheap boots online".',
      'Meta robots: visitors get none, Googlebot gets "follow, index".',
      'X-Robots-Tag header: visitors get none, Googlebot gets "noarchive".',
      'Visible text: only 0% similar (below the 80% threshold).',
    ]);
    expect(body.botView).toMatchObject({ title: 'Best cheap boots online', metaRobots: 'follow, index', robotsHeader: 'noarchive' });
    expect(body.userView).toMatchObject({ title: 'Hiking boots', metaRobots: '' });
  });

  it('notices a redirect for Googlebot only', async () => {
    const body = (await check(await serve(), at('/bot-redirect'))).json();
    expect(body.differences).toEqual([`Final URL after redirects: visitors end at ${at('/bot-redirect')}, Googlebot at ${at('/for-bots')}.`]);
    expect(body.botView).toMatchObject({ redirects: 1, finalUrl: at('/for-bots') });
  });

  it('notices a status code for visitors only', async () => {
    const body = (await check(await serve(), at('/users-blocked'))).json();
    expect(body.differences[0]).toBe('Status code: visitors get 403, Googlebot gets 200.');
    expect(body.userView).toMatchObject({ status: 403, title: 'Access denied' });
  });

  it('reports a fetch refused for one agent only as the difference', async () => {
    const response = await check(await serve(), at('/bot-to-private'));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ isDifferent: true, textSimilarity: null, userView: { fetched: true, status: 200 } });
    expect(body.botView).toEqual({
      fetched: false,
      error: 'Redirected to http://10.0.0.1/: 10.0.0.1 is a private network address, which cannot be fetched.',
    });
    expect(body.differences).toEqual([
      "The fetch as Googlebot failed while the visitor's worked: Redirected to http://10.0.0.1/: 10.0.0.1 is a private network address, which cannot be fetched.",
    ]);
  });

  it('gives up on a page that never comes within the fetch budget (9 s in the site, 3 s here) with 422 { error }', async () => {
    const app = await serve();
    const started = performance.now();
    const response = await check(app, at('/slow'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ error: `${new URL(target.url).host} did not send the page within 3 seconds.` });
    expect(performance.now() - started).toBeLessThan(4000);
  });

  it('answers 422 { error } when neither fetch gets the page', async () => {
    const app = await serve();
    const image = await check(app, at('/image'));
    expect(image.statusCode).toBe(422);
    expect(image.json()).toEqual({ error: 'The address answered with image/png, not a web page or text.' });
    const credentials = await check(app, 'http://u:p@127.0.0.1/');
    expect(credentials.json()).toEqual({ error: 'Addresses with a user name or password cannot be fetched.' });
  });

  it('answers 400 with the page’s sentences for a blank or non-web URL', async () => {
    const app = await serve();
    for (const [url, error] of [
      ['  ', BLANK_MESSAGE],
      ['example.com', INVALID_URL_MESSAGE],
      ['file:///etc/passwd', INVALID_URL_MESSAGE],
    ]) {
      const response = await check(app, url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ error });
    }
  });

  it('refuses a body of the wrong shape with 400', async () => {
    const app = await serve();
    for (const payload of [{}, { url: 5 }, { url: `http://a.example/${'x'.repeat(2048)}` }]) {
      const response = await app.inject({ method: 'POST', url: '/api/cloaking-check', payload });
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
    }
  });

  it('limits requests per client IP', async () => {
    const app = await serve(1);
    expect((await check(app, '')).statusCode).toBe(400);
    expect((await check(app, '')).statusCode).toBe(429);
  });
});
