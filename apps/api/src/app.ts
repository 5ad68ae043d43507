import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import rateLimit from '@fastify/rate-limit';
import { TypeBoxValidatorCompiler, type TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { createDatabase, ensureAdminCredentials, type DB } from '@toolnest/db';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { errorHandler } from './errors';
import { registerSecurityHeaders } from './security-headers';
import { categoryRoutes } from './routes/categories';
import { healthRoutes } from './routes/health';
import { toolRequestRoutes } from './routes/tool-requests';
import { ToolRequestStore } from './tool-requests';
import { isWebDist, registerWebApp, wantsSpaFallback } from './web';

declare module 'fastify' {
  interface FastifyInstance {
    /** The application database (Kysely over SQLite in DATA_DIR). */
    db: DB;
    toolRequests: ToolRequestStore;
  }
}

export interface AppOptions {
  /** Holds the SQLite file (and later downloads and generated pages); created when missing. */
  dataDir: string;
  /** Folder of the built web app to serve with SPA fallback; omitted or missing = API only. */
  webDist?: string | null;
  logger?: FastifyServerOptions['logger'];
  admin?: { username?: string; password?: string };
  /** Told the admin password generated on first start, so it can be shown once. */
  onAdminPasswordGenerated?: (username: string, password: string) => void;
  /** Limit for POST /api/tool-request per client IP. */
  rateLimit?: { max: number; timeWindow: number | string };
  /** Largest accepted request body in bytes. */
  bodyLimit?: number;
  /** Trust X-Forwarded-* (set when running behind a reverse proxy). */
  trustProxy?: boolean;
}

export const DATABASE_FILE_NAME = 'toolnest.sqlite';
const DEFAULT_RATE_LIMIT = { max: 10, timeWindow: '1 minute' };
const DEFAULT_BODY_LIMIT = 16 * 1024;

/** Builds the whole server (database migrated, routes, security, static web app) without listening. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { dataDir } = options;
  try {
    mkdirSync(dataDir, { recursive: true });
  } catch (error) {
    throw new Error(`Cannot create the data folder ${dataDir}: ${(error as Error).message}`, { cause: error });
  }
  const db = await createDatabase({ file: join(dataDir, DATABASE_FILE_NAME) });

  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
    // One log line per request would cost more than serving the cached lists; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<TypeBoxTypeProvider>();

  try {
    // TypeBox checks bodies exactly as written (no type coercion), so a number is never taken for a name.
    app.setValidatorCompiler(TypeBoxValidatorCompiler);
    app.decorate('db', db);
    app.decorate('toolRequests', new ToolRequestStore(db));
    app.addHook('onClose', async () => db.destroy());
    app.setErrorHandler(errorHandler);

    const username = options.admin?.username || 'admin';
    const { generatedPassword } = await ensureAdminCredentials(db, { username, password: options.admin?.password });
    const announce =
      options.onAdminPasswordGenerated ??
      ((name: string, password: string) => app.log.warn({ username: name, password }, 'generated admin password'));
    if (generatedPassword) announce(username, generatedPassword);

    registerSecurityHeaders(app);
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) =>
        Object.assign(new Error(`Too many requests. Please try again in ${context.after}.`), { statusCode: context.statusCode }),
    });

    await app.register(healthRoutes);
    await app.register(categoryRoutes);
    await app.register(toolRequestRoutes, {
      store: app.toolRequests,
      rateLimit: options.rateLimit ?? DEFAULT_RATE_LIMIT,
    });

    const webDist = isWebDist(options.webDist) ? options.webDist : undefined;
    if (webDist) await registerWebApp(app, webDist);
    else if (options.webDist) app.log.warn(`no built web app in ${options.webDist}; serving the API only`);

    app.setNotFoundHandler((request, reply) => {
      if (webDist && wantsSpaFallback(request.method, request.url)) {
        return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
      }
      return reply.code(404).send({ error: 'Not Found' });
    });

    await app.ready();
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
