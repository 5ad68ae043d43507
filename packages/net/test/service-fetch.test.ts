// serviceFetch against a local HTTP server: an operator's service on a private address is reached,
// but through the shared limiter, under one timeout and a body cap; redirects are refused.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNetContext } from '../src/context';
import { createResolver } from '../src/dns';
import { SafeFetchError } from '../src/errors';
import { createFetchLimiter } from '../src/limiter';
import { serviceFetch } from '../src/service-fetch';
import { startTestHttpServer, type TestHttpServer } from '../src/testing';

let service: TestHttpServer;
const seen: IncomingMessage[] = [];

function handler(request: IncomingMessage, response: ServerResponse) {
  seen.push(request);
  const path = new URL(request.url ?? '/', 'http://service').pathname;
  if (path === '/json') {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ results: [{ url: 'https://example.com/' }] }));
  } else if (path === '/big') {
    response.end('x'.repeat(5000)); // declared length over the cap
  } else if (path === '/big-chunked') {
    response.write('x'.repeat(3000));
    response.end('x'.repeat(3000)); // no length: counted as it streams
  } else if (path === '/bomb') {
    response.setHeader('content-encoding', 'gzip');
    response.end(gzipSync(Buffer.alloc(1024 * 1024))); // small on the wire, 1 MiB unpacked
  } else if (path === '/redirect') {
    response.writeHead(302, { location: '/json' });
    response.end();
  } else if (path === '/slow') {
    response.write('{"results": [');
  } else if (path === '/error') {
    response.statusCode = 503;
    response.end('down');
  } else {
    response.statusCode = 404;
    response.end();
  }
}

beforeAll(async () => {
  service = await startTestHttpServer(handler);
});
afterAll(() => service.close());

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => (error instanceof SafeFetchError ? { code: error.code, message: error.message } : error),
  );

describe('serviceFetch', () => {
  it('reaches an operator service on a loopback address and sends its headers, Authorization included', async () => {
    const answer = await serviceFetch(`${service.url}/json?q=1`, { timeoutMs: 2000, headers: { authorization: 'Bearer key' } });
    expect(answer).toMatchObject({ status: 200, text: '{"results":[{"url":"https://example.com/"}]}' });
    expect(seen.at(-1)!.headers.authorization).toBe('Bearer key');
    expect((await serviceFetch(`${service.url}/error`, { timeoutMs: 2000 })).status).toBe(503);
  });

  it('caps the body: a declared length, a streamed body and a decompressed one over maxBytes all fail', async () => {
    const tooLarge = { code: 'too-large', message: `The answer from ${service.url.slice(7)} is larger than 4 KiB.` };
    for (const path of ['/big', '/big-chunked', '/bomb']) {
      expect(await failure(serviceFetch(`${service.url}${path}`, { timeoutMs: 2000, maxBytes: 4096 })), path).toEqual(tooLarge);
    }
    expect((await serviceFetch(`${service.url}/big`, { timeoutMs: 2000, maxBytes: 5000 })).bytes).toBe(5000);
  });

  it('times out a body that never ends, and refuses redirects and other schemes', async () => {
    expect(await failure(serviceFetch(`${service.url}/slow`, { timeoutMs: 200 }))).toEqual({
      code: 'timeout',
      message: `${service.url.slice(7)} did not answer within 0.2 seconds.`,
    });
    expect(await failure(serviceFetch(`${service.url}/redirect`, { timeoutMs: 2000 }))).toMatchObject({ code: 'bad-redirect' });
    expect(await failure(serviceFetch('ftp://service.test/', { timeoutMs: 2000 }))).toMatchObject({ code: 'unsupported-scheme' });
    const closed = await startTestHttpServer(handler);
    await closed.close();
    expect(await failure(serviceFetch(`${closed.url}/`, { timeoutMs: 2000 }))).toEqual({
      code: 'connect-failed',
      message: `Could not connect to 127.0.0.1:${closed.port} (connection refused).`,
    });
  });

  it('waits for a slot of the shared limiter, and the wait counts against the timeout', async () => {
    const limiter = createFetchLimiter(1);
    let release!: () => void;
    const held = limiter.run(() => new Promise<void>((resolve) => (release = resolve)));
    const before = seen.length;
    expect(await failure(serviceFetch(`${service.url}/json`, { timeoutMs: 150, limiter }))).toMatchObject({ code: 'timeout' });
    expect(seen.length).toBe(before); // never sent while the slot was taken
    const waiting = serviceFetch(`${service.url}/json`, { timeoutMs: 2000, limiter });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([limiter.active, limiter.waiting, seen.length]).toEqual([1, 1, before]);
    release();
    await held;
    expect((await waiting).status).toBe(200);
    expect(limiter.active).toBe(0);
  });

  it('is what a NetContext hands out as fetchService, on the context’s limiter', async () => {
    const net = createNetContext({ resolver: createResolver({ servers: ['127.0.0.1:9'] }), maxFetchesInFlight: 1 });
    let release!: () => void;
    const held = net.limiter.run(() => new Promise<void>((resolve) => (release = resolve)));
    expect(await failure(net.fetchService(`${service.url}/json`, { timeoutMs: 100 }))).toMatchObject({ code: 'timeout' });
    release();
    await held;
    expect((await net.fetchService(`${service.url}/json`, { timeoutMs: 2000 })).status).toBe(200);
  });
});
