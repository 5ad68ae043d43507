// @vitest-environment node
// Reading and comparing in the plugin's worker threads: a page whose reading throws or overruns its
// deadline is one skipped source with a sentence, and the check still answers with the rest.
import { fileURLToPath } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import { createNetContext, createResolver } from '@toolnest/net';
import { startTestHttpServer, type TestHttpServer } from '@toolnest/net/testing';
import Fastify from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  BUSY_MESSAGE,
  pastedTimeoutMessage,
  plagiarismCheckerServer,
  readTimeoutMessage,
  UNREADABLE_PAGE_MESSAGE,
  type PlagiarismServerOptions,
} from './server';

const MISBEHAVING = fileURLToPath(new URL('./fixtures/misbehaving-worker.mjs', import.meta.url));
const WORDS = 'the quick brown fox jumps over the lazy dog near the quiet river bank at dawn';
/** Reads for minutes in linkedom (400,000 nested elements), though it is only 2 MiB. */
const DEEP_PAGE = '<div>'.repeat(400_000);

let site: TestHttpServer;
beforeAll(async () => {
  site = await startTestHttpServer((request, response) => {
    response.setHeader('Content-Type', 'text/html');
    response.end(request.url === '/poison' ? '<p>poison</p>' : request.url === '/spin' ? '<p>spin</p>' : request.url === '/deep' ? DEEP_PAGE : WORDS);
  });
});
afterAll(() => site.close());

async function check(options: Partial<PlagiarismServerOptions>, paths: string[], { text = WORDS, pasted = [WORDS] } = {}) {
  const app = Fastify();
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  await app.register(rateLimit, { global: false });
  const net = createNetContext({ resolver: createResolver({ servers: ['127.0.0.1:9'] }), allowPrivate: (address) => address === '127.0.0.1' });
  await app.register(plagiarismCheckerServer, { prefix: '/api', net, rateLimit: { max: 100, timeWindow: '1 minute' }, ...options });
  try {
    const started = performance.now();
    const response = await app.inject({
      method: 'POST',
      url: '/api/plagiarism-check',
      payload: { text, sources: [...pasted.map((value) => ({ kind: 'text', value })), ...paths.map((path) => ({ kind: 'url', value: `${site.url}${path}` }))] },
    });
    return { response, ms: performance.now() - started };
  } finally {
    await app.close();
  }
}

it('skips a page whose text cannot be extracted, with why, and checks the rest', async () => {
  const { response } = await check({ readWorker: MISBEHAVING }, ['/poison', '/fine']);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({
    checkedSources: 2,
    originalityScore: 0,
    skippedSources: [{ source: `${site.url}/poison`, reason: UNREADABLE_PAGE_MESSAGE }],
  });
});

// Deadlines of 4 s: long enough for a reading thread to start and read a fine page on a loaded 2-core
// machine (a fresh-clone run missed 1 s), short enough for the tests that wait for one to pass.
const DEADLINE_MS = 4000;

it('skips a page still being read at its deadline, with why, and answers with the rest', async () => {
  const { response, ms } = await check({ readWorker: MISBEHAVING, readTimeoutMs: DEADLINE_MS }, ['/spin', '/fine']);
  expect(response.statusCode).toBe(200);
  expect(readTimeoutMessage(1000)).toBe('The page took longer than 1 second to read.');
  expect(response.json()).toMatchObject({
    checkedSources: 2,
    originalityScore: 0,
    skippedSources: [{ source: `${site.url}/spin`, reason: readTimeoutMessage(DEADLINE_MS) }],
  });
  expect(ms).toBeLessThan(15_000); // the spinning page would never end by itself
});

it('skips a real page that reads for minutes once its deadline passes (the real reader, its thread ended)', async () => {
  const { response, ms } = await check({ readTimeoutMs: DEADLINE_MS }, ['/deep']);
  expect(response.statusCode).toBe(200);
  expect(response.json()).toMatchObject({
    checkedSources: 1,
    matches: [{ source: 'Source 1 (pasted text)', similarity: 100 }],
    skippedSources: [{ source: `${site.url}/deep`, reason: 'The page took longer than 4 seconds to read.' }],
  });
  expect(ms).toBeLessThan(15_000);
});

it('skips pasted text whose comparing overruns the deadline, with why', async () => {
  const { response } = await check({ readWorker: MISBEHAVING, readTimeoutMs: DEADLINE_MS }, [], { pasted: [`${WORDS} spin`, WORDS] });
  expect(response.statusCode).toBe(200);
  expect(pastedTimeoutMessage(1000)).toBe('The pasted text took longer than 1 second to compare.');
  expect(response.json()).toMatchObject({
    checkedSources: 1,
    originalityScore: 0,
    matches: [{ source: 'Source 2 (pasted text)' }],
    skippedSources: [{ source: 'Source 1 (pasted text)', reason: pastedTimeoutMessage(DEADLINE_MS) }],
  });
});

it('answers 503 with a sentence when the text itself cannot be fingerprinted in time (every thread busy)', async () => {
  const { response, ms } = await check({ readWorker: MISBEHAVING, readTimeoutMs: DEADLINE_MS }, ['/fine'], { text: `${WORDS} spin` });
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({ error: BUSY_MESSAGE });
  expect(ms).toBeLessThan(15_000);
});
