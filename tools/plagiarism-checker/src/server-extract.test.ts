// @vitest-environment node
// A page whose main-text extraction throws is one skipped source with a reason, never a 500.
import rateLimit from '@fastify/rate-limit';
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import { createNetContext, createResolver } from '@toolnest/net';
import { startTestHttpServer, type TestHttpServer } from '@toolnest/net/testing';
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { plagiarismCheckerServer, UNREADABLE_PAGE_MESSAGE } from './server';

vi.mock('./extract', () => ({
  mainText: (body: string) => {
    if (body.includes('poison')) throw new TypeError('Cannot read properties of null');
    return body;
  },
}));

const WORDS = 'the quick brown fox jumps over the lazy dog near the quiet river bank at dawn';
let site: TestHttpServer;
beforeAll(async () => {
  site = await startTestHttpServer((request, response) => {
    response.setHeader('Content-Type', 'text/html');
    response.end(request.url === '/poison' ? '<p>poison</p>' : WORDS);
  });
});
afterAll(() => site.close());

it('skips a page whose text cannot be extracted, with why, and checks the rest', async () => {
  const app = Fastify();
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  await app.register(rateLimit, { global: false });
  const net = createNetContext({ resolver: createResolver({ servers: ['127.0.0.1:9'] }), allowPrivate: (address) => address === '127.0.0.1' });
  await app.register(plagiarismCheckerServer, { prefix: '/api', net, rateLimit: { max: 100, timeWindow: '1 minute' } });
  try {
    const response = await app.inject({
      method: 'POST',
      url: '/api/plagiarism-check',
      payload: { text: WORDS, sources: [{ kind: 'url', value: `${site.url}/poison` }, { kind: 'url', value: `${site.url}/fine` }] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      checkedSources: 1,
      originalityScore: 0,
      skippedSources: [{ source: `${site.url}/poison`, reason: UNREADABLE_PAGE_MESSAGE }],
    });
  } finally {
    await app.close();
  }
});
