import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  adminUsername: string;
  adminPassword: string | undefined;
  webDist: string;
}

/** apps/web/dist, found from this file both as src/config.ts and bundled as dist/server.js. */
export const DEFAULT_WEB_DIST = resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Reads the server's environment (AMENDMENTS "Product name and start-up"); bad values throw a clear Error. */
export function readConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): ServerConfig {
  const rawPort = env.PORT?.trim() || '3000';
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${env.PORT}".`);
  }
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir: resolve(cwd, env.DATA_DIR?.trim() || './data'),
    adminUsername: env.ADMIN_USERNAME?.trim() || 'admin',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    webDist: env.WEB_DIST?.trim() ? resolve(cwd, env.WEB_DIST.trim()) : DEFAULT_WEB_DIST,
  };
}

/** The URL to print: a wildcard host is reachable as localhost. */
export function publicUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}
