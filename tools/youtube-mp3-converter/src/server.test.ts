import rateLimit from '@fastify/rate-limit';
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import { createNetContext, createResolver } from '@toolnest/net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { youtubeMp3ConverterServer } from './server';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** The plugin as apps/api registers it: TypeBox validation, the rate-limit plugin, a NetContext, under /api. */
async function serve(perMinute = 100): Promise<FastifyInstance> {
  const app = Fastify();
  apps.push(app);
  app.setValidatorCompiler(TypeBoxValidatorCompiler);
  await app.register(rateLimit, { global: false });
  // No test here reaches DNS; a tool that looks names up points this at startFakeDns() from @toolnest/net/testing.
  const net = createNetContext({ resolver: createResolver({ servers: ['127.0.0.1:9'] }) });
  await app.register(youtubeMp3ConverterServer, { prefix: '/api', net, rateLimit: { max: perMinute, timeWindow: '1 minute' } });
  return app;
}

const post = (app: FastifyInstance, payload: unknown) => app.inject({ method: 'POST', url: '/api/youtube-mp3-converter', payload: payload as object });

describe('POST /api/youtube-mp3-converter', () => {
  it('answers with the result', async () => {
    const response = await post(await serve(), { input: '  hello  ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ output: 'hello' });
  });

  it('refuses a body of the wrong shape with 400', async () => {
    const app = await serve();
    for (const payload of [{}, { input: 5 }, { input: 'x'.repeat(10_001) }]) {
      expect((await post(app, payload)).statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
    }
  });

  it('limits requests per client IP', async () => {
    const app = await serve(1);
    expect((await post(app, { input: 'a' })).statusCode).toBe(200);
    expect((await post(app, { input: 'a' })).statusCode).toBe(429);
  });
});
