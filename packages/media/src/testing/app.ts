// A Fastify app with the media plugin for a tool's route tests: `app.media` over a temporary
// DATA_DIR, the built-in sites pointed at 127.0.0.1 (fakeSiteServices), quick limits. The tool
// registers its own plugin on it; `close()` stops the engine and removes the folders.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
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
