import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { PostgresOptions, ScryptParams, Synchronous } from '@toolnest/db';
import { clientKey, createNetContext, createResolver, type AllowPrivate, type DnsResolver, type SearchProvider } from '@toolnest/net';
import { connectRedis } from '@toolnest/media';
import { mediaServer, type MediaServerOptions } from '@toolnest/media/server';
import { prepareDataDir } from '../config/data-dir';
import { DEFAULT_FAILED_LOGINS_PER_MINUTE, DEFAULT_TOOL_REQUESTS_PER_MINUTE, type TrustProxy } from '../config/config';
import { ERROR_SERVER_OPTIONS, registerErrorBodies } from '../plugins/errors';
import { readFrameRuntime, registerGeneratedOriginGuard } from '../generation/generated-frame';
import { GeneratedPages } from '../generation/generated-pages';
import { registerOpenApi } from '../plugins/openapi';
import type { LlmConfig } from '../generation/page-drafter';
import { registerSecurityHeaders } from '../plugins/security-headers';
import { apiRoutes } from '../routes';
import { serializerCompiler, validatorCompiler } from '../plugins/schema-compilers';
import { openStores, type AdminCredentialStore, type CategoryStore, type Stores, type ToolRequestStore } from '../stores';
import { registerToolServers } from '../plugins/tool-servers';
import { readManifest, registerWebApp, wantsPageFallback, type PrerenderManifest } from '../plugins/web';

export { DATABASE_FILE_NAME } from '../stores';

declare module 'fastify' {
  interface FastifyInstance {
    // The stores are the only code that writes; the database itself stays private to them.
    toolRequests: ToolRequestStore;
    categories: CategoryStore;
    adminCredentials: AdminCredentialStore;
    generatedPages: GeneratedPages;
  }
}

export interface AppOptions {
  /** Holds the SQLite file, downloads and generated pages; created when missing. */
  dataDir: string;
  /** How the database syncs commits (DB_SYNCHRONOUS): FULL unless told otherwise. */
  synchronous?: Synchronous;
  /** PostgreSQL (DATABASE_URL) instead of the SQLite file in dataDir. */
  database?: PostgresOptions;
  /** Redis (REDIS_URL) holding the rate-limit plugin's counts, so every server sharing it enforces one limit. */
  redisUrl?: string;
  /** Folder of the built web app (prerendered pages per its prerendered.json, or an older SPA build); omitted or missing = API only. */
  webDist?: string | null;
  /** The public origin the web app's absolute links name (SITE_URL); omitted = http://localhost:3000, the default PORT's. */
  siteUrl?: string;
  /** A second origin that serves only generated pages' frames (GENERATED_ORIGIN); omitted = the site's own, sandboxed all the same. */
  generatedOrigin?: string;
  logger?: FastifyServerOptions['logger'];
  admin?: {
    username?: string;
    password?: string;
    /** scrypt cost of the stored hash; lowered only by tests, where every check costs a shared CPU ~100 ms. */
    hashParams?: ScryptParams;
  };
  /** Told the admin password generated on first start, so it can be shown once. */
  onAdminPasswordGenerated?: (username: string, password: string) => void;
  /** Limit for POST /api/tool-request per client IP (RATE_LIMIT_TOOL_REQUEST_PER_MIN). */
  rateLimit?: { max: number; timeWindow: number | string };
  /** Failed admin logins per client IP before a 429 (RATE_LIMIT_FAILED_LOGIN_PER_MIN). */
  failedLoginLimit?: { max: number; timeWindow: number | string };
  /** Largest accepted request body in bytes. */
  bodyLimit?: number;
  /** Whose X-Forwarded-For names the client (TRUST_PROXY); off by default. */
  trustProxy?: TrustProxy;
  /** The media engine's programs and limits (its files live in MEDIA_DIR, else DATA_DIR/media). */
  media?: Omit<MediaServerOptions, 'dataDir'>;
  /**
   * The tools' DNS and fetching: a resolver (tests aim one at a fake DNS server) or DNS_SERVERS, ALLOW_PRIVATE_FETCH,
   * and the FETCH_* limits (fetches in flight 8, pages up to 2 MiB, connections within 3 s).
   */
  net?: {
    resolver?: DnsResolver;
    dnsServers?: string[];
    allowPrivateFetch?: AllowPrivate;
    maxFetchesInFlight?: number;
    maxPageBytes?: number;
    connectTimeoutMs?: number;
  };
  /** Each tool server's per-IP limit a minute, by slug; a tool not listed keeps its default (tool-servers.ts). */
  toolRateLimits?: Record<string, number>;
  /** The web-search provider the Plagiarism Checker asks (SEARCH_API_URL, SEARCH_API_KEY); omitted = none. */
  search?: SearchProvider;
  /** Each tool server's own settings by slug (config.ts's readToolSettings: PLAGIARISM_READ_*, …); omitted = their defaults. */
  toolSettings?: Readonly<Record<string, object>>;
  /** The OpenAI-compatible endpoint that drafts generated pages (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL); omitted = the template. */
  llm?: LlmConfig;
}

const DEFAULT_RATE_LIMIT = { max: DEFAULT_TOOL_REQUESTS_PER_MINUTE, timeWindow: '1 minute' };
const DEFAULT_FAILED_LOGIN_LIMIT = { max: DEFAULT_FAILED_LOGINS_PER_MINUTE, timeWindow: '1 minute' };
const DEFAULT_BODY_LIMIT = 16 * 1024;
const DEFAULT_SITE_URL = 'http://localhost:3000';

/** Builds the whole server (database migrated, routes, security, static web app) without listening. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const dataDirWarning = prepareDataDir(options.dataDir);
  const stores = await openStores(options.dataDir, { synchronous: options.synchronous, database: options.database });
  const app = createServer(options);

  try {
    if (dataDirWarning) app.log.warn(dataDirWarning);
    await attachStores(app, stores, options);
    registerErrorBodies(app);
    await ensureAdminCredentials(app, stores.adminCredentials, options);

    // The built pages' inline scripts, allowed by hash in their CSP; registerWebApp serves the pages from the same manifest.
    const webManifest = options.webDist ? readManifest(options.webDist) : null;
    registerSecurityHeaders(app, { inlineScripts: webManifest?.inlineScripts, siteUrl: options.siteUrl, generatedOrigin: options.generatedOrigin });
    if (options.generatedOrigin) registerGeneratedOriginGuard(app, options.generatedOrigin);
    // First of the plugins with routes: the OpenAPI document learns of each route as it is added.
    await registerOpenApi(app);
    await registerRateLimits(app, options.redisUrl);
    await registerRoutes(app, options);
    await registerWebAndNotFound(app, options, stores.toolRequests, webManifest);

    await app.ready();
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}

/** The bare Fastify server with its limits and logging; nothing registered yet. */
function createServer(options: AppOptions) {
  return Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimit ?? DEFAULT_BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
    // One log line per request would cost more than serving the cached lists; errors are still logged.
    logController: new LogController({ disableRequestLogging: true }),
    // Fastify's own answers for what fails before a route runs have another body shape: keep `{ error }`.
    ...ERROR_SERVER_OPTIONS,
  }).withTypeProvider<TypeBoxTypeProvider>();
}

/** Hands the stores and the generated pages to the routes (app.toolRequests, …), closing them with the server. */
async function attachStores(app: FastifyInstance, stores: Stores, options: AppOptions): Promise<void> {
  app.addHook('onClose', () => stores.close());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('toolRequests', stores.toolRequests);
  app.decorate('categories', stores.categories);
  app.decorate('adminCredentials', stores.adminCredentials);
  const generatedPages = new GeneratedPages(options.dataDir, stores.toolRequests, { llm: options.llm });
  await generatedPages.recover();
  app.decorate('generatedPages', generatedPages);
}

/** Stores the admin's password hash on first start; a password made up here is announced once. */
async function ensureAdminCredentials(app: FastifyInstance, credentials: AdminCredentialStore, options: AppOptions): Promise<void> {
  const username = options.admin?.username || 'admin';
  const { generatedPassword } = await credentials.ensure({
    username,
    password: options.admin?.password,
    hashParams: options.admin?.hashParams,
  });
  const announce =
    options.onAdminPasswordGenerated ??
    ((name: string, password: string) => app.log.warn({ username: name, password }, 'generated admin password'));
  if (generatedPassword) announce(username, generatedPassword);
}

/** The rate-limit plugin, counting in Redis when REDIS_URL names one; each route opts in with its own limit. */
async function registerRateLimits(app: FastifyInstance, redisUrl: string | undefined): Promise<void> {
  // While Redis is unreachable a limited route answers 500 at once (one retry, no queue), rather than wait on it.
  const redis = redisUrl
    ? await connectRedis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false }, (error) =>
        app.log.warn({ err: error }, 'REDIS_URL: connection failed; the rate-limited routes answer 500 until it is back'),
      )
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    // Counted in Redis when there is one: a visitor's limit is the same whichever server answers.
    ...(redis ? { redis, nameSpace: 'toolnest-rate-limit:' } : {}),
    // Every limit registered through the plugin (tool requests, failed logins, each tool's routes)
    // counts clients by the one key the media engine's limits use too: an IPv6 client by its /64.
    keyGenerator: (request) => clientKey(request.ip),
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many requests. Please try again in ${context.after}.`), { statusCode: context.statusCode }),
  });
}

/** Every route under /api: the media engine's, the site's own, then each tool's. */
async function registerRoutes(app: FastifyInstance, options: AppOptions): Promise<void> {
  // The media engine (app.media) and its shared routes under /api; the start routes come with the tools.
  // With REDIS_URL, the jobs go into the shared queue for the workers (`npm run worker`).
  await app.register(mediaServer, { ...options.media, dataDir: options.dataDir, redisUrl: options.redisUrl });
  await app.register(apiRoutes, {
    prefix: '/api',
    rateLimit: options.rateLimit ?? DEFAULT_RATE_LIMIT,
    failedLogins: options.failedLoginLimit ?? DEFAULT_FAILED_LOGIN_LIMIT,
    frames: {
      frameRuntime: options.webDist ? readFrameRuntime(options.webDist) : null,
      generatedOrigin: options.generatedOrigin,
      siteUrl: options.siteUrl ?? DEFAULT_SITE_URL,
    },
  });
  // Each tool's ./server plugin under /api (tool-servers.ts), sharing one resolver and one fetch limiter.
  const net = createNetContext({
    resolver: options.net?.resolver ?? createResolver({ servers: options.net?.dnsServers }),
    allowPrivate: options.net?.allowPrivateFetch ?? false,
    maxFetchesInFlight: options.net?.maxFetchesInFlight,
    maxPageBytes: options.net?.maxPageBytes,
    connectTimeoutMs: options.net?.connectTimeoutMs,
  });
  await registerToolServers(app, {
    net,
    perMinute: options.toolRateLimits,
    search: options.search,
    settings: options.toolSettings,
  });
}

/** The built web app when there is one, and what answers a URL no route matched: a page, or a 404 `{ error }`. */
async function registerWebAndNotFound(
  app: FastifyInstance,
  options: AppOptions,
  toolRequests: ToolRequestStore,
  webManifest: PrerenderManifest | null,
): Promise<void> {
  const web = options.webDist
    ? await registerWebApp(app, options.webDist, {
        siteUrl: options.siteUrl ?? DEFAULT_SITE_URL,
        generatedPages: toolRequests.livePages,
        manifest: webManifest,
      })
    : null;
  if (options.webDist && !web) app.log.warn(`no built web app in ${options.webDist}; serving the API only`);

  app.setNotFoundHandler(async (request, reply) => {
    if (web && wantsPageFallback(request.method, request.url)) {
      if (await web.sendGeneratedPage(request, reply)) return reply;
      return web.send(request, reply.code(web.fallback.status), web.fallback.file);
    }
    return reply.code(404).send({ error: 'Not Found' });
  });
}
