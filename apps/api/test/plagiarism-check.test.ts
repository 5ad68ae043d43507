// POST /api/plagiarism-check through the whole server (buildApp): the route's 512 KB body limit and
// its 413 sentence, 400s, the per-IP limit, refused URL sources, and a source fetched over a socket.
import type { AddressInfo } from 'node:net';
import { Worker } from 'node:worker_threads';
import { startFakeDns, startTestHttpServer, type FakeDnsServer, type TestHttpServer } from '@toolnest/net/testing';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../src/config/config';
import { testApp } from './helpers';
import { expectNoServerError } from './visitor-bodies';

const COPIED = 'the quick brown fox jumps over the lazy dog near the quiet river bank at dawn';
const TEXT = `${COPIED} and then my own words about gardening tomatoes follow here`;

let dns: FakeDnsServer;
let site: TestHttpServer;
beforeAll(async () => {
  site = await startTestHttpServer((_request, response) => {
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(`<html><body><nav>Menu</nav><main><p>It was said that ${COPIED}.</p></main></body></html>`);
  });
  dns = await startFakeDns({ zone: { 'site.test': { A: ['127.0.0.1'] }, 'inside.test': { A: ['10.1.2.3'] } } });
});
afterAll(async () => {
  await site.close();
  await dns.close();
});

type App = Awaited<ReturnType<typeof testApp>>;
const post = (app: App, payload: string | object, contentType = 'application/json') =>
  app.inject({ method: 'POST', url: '/api/plagiarism-check', payload, headers: { 'content-type': contentType } });

/**
 * Room for reading threads that start slowly on a loaded 2-core machine: past the default 3 s the check
 * answers 503 (its text not fingerprinted in time), which is not what these tests are about.
 */
const ROOMY_READING = readConfig({ PLAGIARISM_READ_TIMEOUT_MS: '30000' }).toolSettings;

const app = (allowPrivateFetch = false, perMinute = 1_000_000, env: NodeJS.ProcessEnv = {}) =>
  testApp({
    net: { dnsServers: [dns.server], allowPrivateFetch },
    toolRateLimits: { 'plagiarism-checker': perMinute },
    search: readConfig(env).search,
    toolSettings: ROOMY_READING,
  });

describe('POST /api/plagiarism-check in the whole server', () => {
  it('compares a pasted source and reports refused URL sources as skipped, with why', async () => {
    const response = await post(await app(), {
      text: TEXT,
      sources: [
        { kind: 'text', value: COPIED },
        { kind: 'url', value: `http://127.0.0.1:${site.port}/` },
        { kind: 'url', value: `http://site.test:${site.port}/` },
        { kind: 'url', value: 'http://[::ffff:10.0.0.1]/' },
        { kind: 'url', value: 'http://inside.test/' },
        { kind: 'url', value: 'file:///etc/passwd' },
        { kind: 'url', value: 'http://u:p@example.com/' },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      originalityScore: 38,
      totalWords: 26,
      checkedSources: 1,
      matches: [{ source: 'Source 1 (pasted text)', similarity: 62, matchedText: COPIED, ranges: [{ start: 0, end: COPIED.length }] }],
      highlights: [{ start: 0, end: COPIED.length }],
      skippedSources: [
        { source: `http://127.0.0.1:${site.port}/`, reason: '127.0.0.1 is a loopback address, which cannot be fetched.' },
        { source: `http://site.test:${site.port}/`, reason: 'site.test points to a loopback address, which this tool does not fetch.' },
        { source: 'http://[::ffff:10.0.0.1]/', reason: '::ffff:a00:1 is a private network address (it carries 10.0.0.1), which cannot be fetched.' },
        { source: 'http://inside.test/', reason: 'inside.test points to a private network address, which this tool does not fetch.' },
        { source: 'file:///etc/passwd', reason: 'Only http:// and https:// addresses can be fetched, not file:.' },
        { source: 'http://u:p@example.com/', reason: 'Addresses with a user name or password cannot be fetched.' },
      ],
      webSearch: 'off',
    });
  });

  it('names no address a source’s host name resolved to: the report reads its kind, the server log the address', async () => {
    const lines: string[] = [];
    const server = await testApp({
      net: { dnsServers: [dns.server], allowPrivateFetch: false },
      toolSettings: ROOMY_READING,
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    const response = await post(server, { text: TEXT, sources: [{ kind: 'url', value: 'http://inside.test:6379/' }] });
    expect(response.json().skippedSources).toEqual([{ source: 'http://inside.test:6379/', reason: 'inside.test points to a private network address, which this tool does not fetch.' }]);
    expect(response.body).not.toContain('10.1.2.3');
    const logged = lines.map((line) => JSON.parse(line) as { url?: string; detail?: string; msg: string });
    expect(logged).toContainEqual(
      expect.objectContaining({ url: 'http://inside.test:6379/', msg: 'URL source refused', detail: 'inside.test resolved to 10.1.2.3, a private network address' }),
    );
  });

  it('fetches a URL source over a real socket when private fetching is allowed, and reads its main text', async () => {
    const response = await post(await app(true), { text: TEXT, sources: [{ kind: 'url', value: `http://site.test:${site.port}/` }] });
    expect(response.json()).toMatchObject({
      originalityScore: 38,
      checkedSources: 1,
      skippedSources: [],
      matches: [{ source: `http://site.test:${site.port}/`, similarity: 62, matchedText: COPIED }],
    });
  });

  it('without SEARCH_API_URL says only the given sources were checked; with it, compares the pages the provider finds', async () => {
    expect((await post(await app(true), { text: TEXT, sources: [] })).json()).toMatchObject({ webSearch: 'off', checkedSources: 0 });
    const asked: Array<{ url: string; authorization: string | undefined }> = [];
    const provider = await startTestHttpServer((request, response) => {
      asked.push({ url: request.url!, authorization: request.headers.authorization });
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify({ results: [{ url: `http://site.test:${site.port}/found` }] }));
    });
    try {
      // As server.ts starts it: readConfig reads the variables, buildApp hands the provider to the plugin.
      const response = await post(await app(true, 1_000_000, { SEARCH_API_URL: `${provider.url}/search`, SEARCH_API_KEY: 'operator-key' }), { text: TEXT, sources: [] });
      expect(response.json()).toMatchObject({
        webSearch: 'done',
        checkedSources: 1,
        matches: [{ source: `http://site.test:${site.port}/found`, similarity: 62, matchedText: COPIED }],
      });
      expect(asked).toEqual([{ url: `/search?q=${encodeURIComponent(`"${TEXT}"`).replaceAll('%20', '+')}&count=3`, authorization: 'Bearer operator-key' }]);
    } finally {
      await provider.close();
    }
  });

  it('accepts a body over the global 16 KB limit and answers one over 512 KB with 413 and its sentence', async () => {
    const server = await app();
    const big = await post(server, { text: TEXT, sources: [{ kind: 'text', value: 'word '.repeat(20_000) }] });
    expect(big.statusCode).toBe(200);
    const tooLarge = await post(server, { text: TEXT, sources: [{ kind: 'text', value: 'x'.repeat(600 * 1024) }] });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ error: 'Text and sources together must be under 512 KB.' });
    // Elsewhere the server's own words stay.
    const elsewhere = await server.inject({ method: 'POST', url: '/api/spam-score', payload: { domain: 'x'.repeat(20_000) } });
    expect(elsewhere.statusCode).toBe(413);
    expect(elsewhere.json()).toEqual({ error: 'The request body is too large.' });
  });

  it.each([
    ['{"text":', 'The request body is not valid JSON.'],
    [{ sources: [] }, 'Text is required.'],
    [{ text: TEXT }, 'Sources is required.'],
    [{ text: 42, sources: [] }, 'Text must be a string.'],
    [{ text: TEXT, sources: [{ kind: 'file', value: 'x' }] }, 'Kind must be one of "text" or "url".'],
    [{ text: TEXT, sources: [{ kind: 'url' }] }, 'Value is required.'],
    [{ text: '', sources: [] }, 'Please enter some text to check for plagiarism.'],
    [{ text: 'one two three four five six seven eight nine', sources: [] }, 'Please enter at least 10 words for meaningful plagiarism detection.'],
    [{ text: '😀 👋🏽 🇫🇷 مرحبا שלום a b c d', sources: [] }, 'Please enter at least 10 words for meaningful plagiarism detection.'],
  ])('answers %j with 400 { error }', async (payload, error) => {
    const response = await post(await app(), typeof payload === 'string' ? payload : (payload as object));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error });
  });

  it('refuses more than 10 sources with 400', async () => {
    const response = await post(await app(), { text: TEXT, sources: Array.from({ length: 11 }, () => ({ kind: 'text', value: COPIED })) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });

  it('limits checks per client IP (RATE_LIMIT_PLAGIARISM_PER_MIN) with a 429 { error }', async () => {
    const server = await app(false, 2);
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await post(server, { text: TEXT, sources: [] })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
    expect((await post(server, { text: TEXT, sources: [] })).json()).toEqual({ error: expect.stringMatching(/^Too many requests\. Please try again in /) });
  });

  it('never answers a visitor’s body with a 5xx', async () => {
    const server = await app();
    const source = fc.record({
      kind: fc.oneof(fc.constantFrom('text', 'url'), fc.anything()),
      value: fc.oneof(fc.string({ maxLength: 200 }), fc.webUrl(), fc.constantFrom('file:///etc/hosts', 'http://127.0.0.1:9/', 'http://[::1]/'), fc.anything()),
    });
    const fields = fc.record({
      text: fc.oneof(fc.string({ maxLength: 300 }), fc.lorem({ maxCount: 40 }), fc.anything()),
      sources: fc.oneof(fc.array(source, { maxLength: 12 }), fc.anything()),
    });
    await expectNoServerError(server, '/api/plagiarism-check', fields, [200, 400, 413, 415]);
  });
});

/**
 * Asks GET `url` every 10 ms from a worker thread until stopped, and gives each answer's time. A
 * thread of its own, because the server runs in this test's thread: were the asking done here too,
 * a blocked event loop would delay the question as much as the answer and no wait would show.
 */
async function pollFromAnotherThread(url: string): Promise<{ stop(): Promise<number[]> }> {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
    let stopped = false;
    parentPort.once('message', () => (stopped = true));
    (async () => {
      const ask = async () => {
        const asked = performance.now();
        const response = await fetch(workerData.url);
        if (response.status !== 200) throw new Error('health answered ' + response.status);
        await response.arrayBuffer();
        return performance.now() - asked;
      };
      // The thread's first fetch loads its HTTP client: not the server's time, so not counted.
      await ask();
      parentPort.postMessage('ready');
      const latencies = [];
      while (!stopped) {
        latencies.push(await ask());
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      parentPort.postMessage(latencies);
    })();`,
    { eval: true, workerData: { url } },
  );
  const messages: unknown[] = [];
  let wake = () => {};
  const failed = new Promise<never>((_, reject) => worker.once('error', reject));
  worker.on('message', (message) => {
    messages.push(message);
    wake();
  });
  const next = () => Promise.race([failed, new Promise<unknown>((resolve) => (wake = () => resolve(messages.shift())))]);
  expect(await next()).toBe('ready');
  return {
    async stop() {
      worker.postMessage('stop');
      const latencies = (await next()) as number[];
      await worker.terminate();
      return latencies;
    },
  };
}

describe('a check of a page built to be slow to read', () => {
  const MiB = 1024 * 1024;
  // Each was a stall of the one event loop: 200,000 spaces in a quadratic regex (minutes), nested divs
  // and commas in linkedom and Readability on the server's thread, 2 MiB of distinct words in
  // fingerprinting (1-2 s). '/deep' reads for minutes even in a worker thread (linkedom slows down
  // with nesting), so its deadline has to end it.
  const PAGES: Record<string, string> = {
    '/spaces': `<p>a${' '.repeat(200_000)}b</p>`,
    '/nested': `${'<div>'.repeat(5000)}deep${'</div>'.repeat(5000)}`,
    '/commas': ','.repeat(2 * MiB),
    '/deep': '<div>'.repeat(400_000),
    '/words': Array.from({ length: 250_000 }, (_, i) => `w${i}`).join(' '),
  };
  let pages: TestHttpServer;
  beforeAll(async () => {
    pages = await startTestHttpServer((request, response) => {
      response.setHeader('Content-Type', 'text/html');
      response.end(PAGES[request.url ?? ''] ?? `<p>${COPIED}</p>`);
    });
  });
  afterAll(() => pages.close());

  // A page read on the event loop holds every other answer for as long as it reads (the old code: seconds), so
  // health must keep answering within 100 ms, but for one answer now and then: on 2 shared cores the OS may not
  // run this thread for a few hundred ms of other work (115, 168 and 365 ms seen on a loaded machine), and those
  // still must stay under 500 ms. Tried again up to four times for the same reason.
  it.each(Object.keys(PAGES))('%s leaves /api/health answering over a socket while the check runs', { retry: 4 }, async (path) => {
    const server = await testApp({
      net: { dnsServers: [dns.server], allowPrivateFetch: true },
      // Room for a busy machine (CI runs tests side by side on 2 cores), short enough for '/deep'.
      toolSettings: readConfig({ PLAGIARISM_READ_TIMEOUT_MS: '4000' }).toolSettings,
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
    const check = (url: string) =>
      fetch(`${base}/api/plagiarism-check`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ text: TEXT, sources: [{ kind: 'url', value: url }] }),
      }).then((response) => response.json() as Promise<{ checkedSources: number; skippedSources: unknown[] }>);
    // A server that has been up a while: a check answered, a reading thread started.
    await check(`${pages.url}/warm`);

    const health = await pollFromAnotherThread(`${base}/api/health`);
    const started = performance.now();
    const body = await check(`${pages.url}${path}`);
    const checkMs = performance.now() - started;
    const latencies = await health.stop();
    // The words take a worker thread 1-2 s to compare: on a busy machine past the deadline, which is fine too.
    if (path !== '/words') {
      expect(body.skippedSources).toEqual(path === '/deep' ? [{ source: `${pages.url}/deep`, reason: 'The page took longer than 4 seconds to read.' }] : []);
    }
    expect(latencies.length).toBeGreaterThan(1);
    const answered = `health answered in ${latencies.map(Math.round).join(', ')} ms; the check took ${Math.round(checkMs)} ms`;
    expect(Math.max(...latencies), answered).toBeLessThan(500);
    expect(latencies.filter((ms) => ms >= 100).length, answered).toBeLessThanOrEqual(2);
  });
});
