// A Fastify app with the media plugin for a tool's route tests: `app.media` over a temporary
// DATA_DIR, the built-in sites pointed at 127.0.0.1 (fakeSiteServices), quick limits. The tool
// registers its own plugin on it (toolRouteApp does, as apps/api would); `close()` stops the engine
// and removes the folders.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import rateLimit from '@fastify/rate-limit';
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox';
import { createNetContext, createResolver, type ToolServerOptions } from '@toolnest/net';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyPluginAsync } from 'fastify';
import { mediaServer, type MediaServerOptions } from '../server';
import { FAST_LIMITS, fakeSiteServices } from './services';

export interface MediaTestApp {
  app: FastifyInstance;
  dataDir: string;
  /** Where fakeSiteServices reads recorded answers (recordVideo). */
  recordedDir: string;
  close(): Promise<void>;
}

export async function mediaTestApp({
  prepare,
  media = {},
}: {
  /** Runs before the media plugin: the validator compiler, the rate-limit plugin, error handlers. */
  prepare?: (app: FastifyInstance) => void | Promise<void>;
  media?: Partial<MediaServerOptions>;
} = {}): Promise<MediaTestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'toolnest-media-app-'));
  const recordedDir = mkdtempSync(join(tmpdir(), 'toolnest-media-recorded-'));
  const app = Fastify({ bodyLimit: 16 * 1024 });
  const close = async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(recordedDir, { recursive: true, force: true });
  };
  try {
    await prepare?.(app);
    await app.register(mediaServer, { ...FAST_LIMITS, services: fakeSiteServices(recordedDir), logVersions: false, ...media, dataDir });
  } catch (error) {
    await close();
    throw error;
  }
  return { app, dataDir, recordedDir, close };
}

/**
 * A tool's ./server plugin as apps/api registers it: TypeBox validation, `{ error }` answers from the
 * server's handler, the rate-limit plugin, the media plugin at the root, then the tool under /api with
 * `perMinute` requests a minute per client IP. Nothing it does looks a name up (its DNS is 127.0.0.1:9).
 */
export async function toolRouteApp(
  plugin: FastifyPluginAsync<ToolServerOptions>,
  { perMinute = 100, media }: { perMinute?: number; media?: Partial<MediaServerOptions> } = {},
): Promise<MediaTestApp> {
  const served = await mediaTestApp({
    prepare: async (app) => {
      app.setValidatorCompiler(TypeBoxValidatorCompiler);
      app.setErrorHandler((error: FastifyError, _request, reply) => reply.code(error.statusCode ?? 500).send({ error: error.message }));
      await app.register(rateLimit, { global: false });
    },
    media,
  });
  const net = createNetContext({ resolver: createResolver({ servers: ['127.0.0.1:9'] }) });
  try {
    await served.app.register(plugin, { prefix: '/api', net, rateLimit: { max: perMinute, timeWindow: '1 minute' } });
  } catch (error) {
    await served.close();
    throw error;
  }
  return served;
}
