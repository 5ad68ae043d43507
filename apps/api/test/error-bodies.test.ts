// Every error answer is `{ "error": "…" }` and nothing else, including those Node's HTTP parser
// and Fastify produce before a route runs. The parser cases need a real socket: inject skips the parser.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify from 'fastify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { ERROR_SERVER_OPTIONS, registerErrorBodies } from '../src/plugins/errors';
import { openStores } from '../src/stores';
import { onCleanup, tempDir, testApp } from './helpers';

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Writes `request` byte for byte, half-closes the socket, and parses what comes back. */
function rawRequest(port: number, request: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(request));
    let data = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (data += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', ...rest] = data.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}

async function listeningPort(): Promise<number> {
  const app = await testApp();
  await app.listen({ port: 0, host: '127.0.0.1' });
  return (app.server.address() as AddressInfo).port;
}

function expectErrorBody(res: { headers: Record<string, string | string[] | number | undefined>; body: string }, error: string) {
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  expect(JSON.parse(res.body)).toEqual({ error });
}

const post = (body: string, headers = '') =>
  `POST /api/tool-request HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n${headers}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

describe('errors from the HTTP parser, over a real socket', () => {
  it.each([
    [
      'a body shorter than its Content-Length',
      'POST /api/tool-request HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"toolName":"x"}',
      400,
      'The request ended before all of it arrived.',
    ],
    ['a method HTTP does not have', 'BREW /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n', 400, 'Unsupported HTTP method.'],
    [
      'a Content-Length that is not a number',
      'POST /api/tool-request HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ten\r\n\r\n',
      400,
      'The Content-Length header is not valid.',
    ],
    [
      'both Content-Length and Transfer-Encoding',
      'POST /api/tool-request HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      400,
      'The Transfer-Encoding header is not valid.',
    ],
    [
      'a malformed chunk',
      'POST /api/tool-request HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
      400,
      'The request is not valid HTTP.',
    ],
    ['headers over the size limit', `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431, 'The request headers are too large.'],
    ['a broken protocol name', 'GET /api/health HTTQ/1.1\r\nHost: localhost\r\n\r\n', 400, 'The request is not valid HTTP.'],
  ])('%s', async (_name, request, status, error) => {
    const res = await rawRequest(await listeningPort(), request);
    expect(res.status).toBe(status);
    expect(res.headers.connection).toBe('close');
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body));
    expectErrorBody(res, error);
  });

  it('an Expect header other than 100-continue', async () => {
    const res = await rawRequest(await listeningPort(), post('{}', 'Expect: the-unexpected\r\n'));
    expect(res.status).toBe(417);
    expectErrorBody(res, 'Only "Expect: 100-continue" is supported.');
  });

  it('a URL that is not validly percent-encoded', async () => {
    const port = await listeningPort();
    for (const path of ['/api/%zz', '/tools/%E0%A4%A']) {
      const res = await rawRequest(port, `GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      expect(res.status).toBe(400);
      expectErrorBody(res, 'The URL is not validly encoded.');
    }
  });

  it('still takes a well-formed submission on the same server', async () => {
    const res = await rawRequest(await listeningPort(), post(JSON.stringify({ toolName: 'Dice', email: '', description: 'Rolls any dice.' })));
    expect(res.status).toBe(201);
  });
});

describe('errors Fastify answers itself', () => {
  it.each([
    ['GET', '/api/nope', 404, 'Not Found'],
    ['GET', '/api', 404, 'Not Found'],
    ['PUT', '/api/tool-request', 404, 'Not Found'],
    ['OPTIONS', '/api/tool-requests/approved', 404, 'Not Found'],
    ['PROPFIND', '/api/health', 404, 'Not Found'],
  ] as const)('%s %s → %i', async (method, url, status, error) => {
    const res = await (await testApp()).inject({ method, url });
    expect(res.statusCode).toBe(status);
    expectErrorBody(res, error);
  });

  it.each([
    ['bad JSON', '{"toolName":', {}, 400, 'The request body is not valid JSON.'],
    ['a body over the limit', JSON.stringify({ description: 'x'.repeat(20_000) }), {}, 413, 'The request body is too large.'],
    [
      'a content type that is not JSON',
      'toolName=x',
      { 'content-type': 'application/x-www-form-urlencoded' },
      415,
      'Unsupported content type; send JSON with Content-Type: application/json.',
    ],
    ['plain text (Fastify reads it, the schema wants an object)', 'toolName=x', { 'content-type': 'text/plain' }, 400, 'Request body must be a JSON object.'],
  ])('%s', async (_name, body, headers, status, error) => {
    const res = await (await testApp()).inject({
      method: 'POST',
      url: '/api/tool-request',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
    expect(res.statusCode).toBe(status);
    expectErrorBody(res, error);
  });
});

describe('validation and store errors in a route', () => {
  // A server wired like app.ts, with the kind of routes the admin will add: a URL parameter and a store write.
  async function adminLikeApp() {
    const stores = await openStores(tempDir());
    const app = Fastify({ ...ERROR_SERVER_OPTIONS }).withTypeProvider<TypeBoxTypeProvider>();
    app.setValidatorCompiler(TypeBoxValidatorCompiler);
    registerErrorBodies(app);
    onCleanup(async () => {
      await app.close();
      await stores.close();
    });
    app.get(
      '/api/things/:id',
      { schema: { params: Type.Object({ id: Type.Integer({ minimum: 1 }) }), querystring: Type.Object({ limit: Type.Optional(Type.Integer()) }) } },
      async (request) => ({ id: request.params.id }),
    );
    app.post('/api/categories', { schema: { body: Type.Object({ name: Type.String() }) } }, async (request, reply) =>
      reply.code(201).send(await stores.categories.create(request.body.name)),
    );
    return app;
  }

  it('answers a URL parameter or query that fails its schema with 400 { error }', async () => {
    const app = await adminLikeApp();
    expect((await app.inject('/api/things/7')).json()).toEqual({ id: 7 });
    const word = await app.inject('/api/things/seven');
    expect(word.statusCode).toBe(400);
    expectErrorBody(word, 'ID must be an integer.');
    const zero = await app.inject('/api/things/0');
    expect(zero.statusCode).toBe(400);
    expect(Object.keys(zero.json())).toEqual(['error']);
    const query = await app.inject('/api/things/7?limit=lots');
    expect(query.statusCode).toBe(400);
    expectErrorBody(query, 'Limit must be an integer.');
  });

  it('turns a store refusal into its status: a category name taken ignoring case is a 409', async () => {
    const app = await adminLikeApp();
    const create = (name: string) => app.inject({ method: 'POST', url: '/api/categories', payload: { name } });
    expect((await create('Text')).statusCode).toBe(201);
    const taken = await create('text');
    expect(taken.statusCode).toBe(409);
    expectErrorBody(taken, 'A category named "Text" already exists.');
    const blank = await create('   ');
    expect(blank.statusCode).toBe(400);
    expectErrorBody(blank, 'Category name is required.');
  });
});
