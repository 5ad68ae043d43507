import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const YEAR_IN_SECONDS = 365 * 24 * 60 * 60;

/** True when `dir` holds a built web app (an index.html). */
export function isWebDist(dir: string | undefined | null): dir is string {
  return Boolean(dir) && existsSync(join(dir!, 'index.html'));
}

export function isApiPath(url: string): boolean {
  const path = url.split('?', 1)[0]!;
  return path === '/api' || path.startsWith('/api/');
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html always revalidated, and
 * the .br/.gz files the web build writes beside each asset sent to clients that accept them.
 */
export async function registerWebApp(app: FastifyInstance, root: string): Promise<void> {
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    cacheControl: false,
    setHeaders(res, filePath) {
      const hashed = filePath.startsWith(join(root, 'assets'));
      res.header('Cache-Control', hashed ? `public, max-age=${YEAR_IN_SECONDS}, immutable` : 'no-cache');
    },
  });
}

/** A page route the shell resolves itself (it renders Page Not Found when it has none). */
export function wantsSpaFallback(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (isApiPath(url)) return false;
  // A missing hashed asset must fail loudly, not load HTML as a script.
  return !url.startsWith('/assets/');
}
