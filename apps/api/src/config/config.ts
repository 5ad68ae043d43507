import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_FETCHES_IN_FLIGHT,
  parseDnsServers,
  readSettings,
  readWholeNumber,
  type SearchProvider,
} from '@toolnest/net';
import { MAX_BUCKET_FILE_BYTES, type MediaBucketOptions } from '@toolnest/media';
import { DEFAULT_MAX_CONNECTIONS, SYNCHRONOUS_MODES, isPostgresUrl, type PostgresOptions, type Synchronous } from '@toolnest/db';
import type { LlmConfig } from '../generation/page-drafter';
import { TOOL_SERVERS, type ToolServer } from '../plugins/tool-servers';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** How the database syncs commits (DB_SYNCHRONOUS). */
  synchronous: Synchronous;
  /** PostgreSQL instead of SQLite in DATA_DIR (DATABASE_URL, with DATABASE_MAX_CONNECTIONS); undefined = SQLite. */
  database: PostgresOptions | undefined;
  /** Redis for what several servers must share: every per-IP limit of the rate-limit plugin (REDIS_URL); undefined = in-process. */
  redisUrl: string | undefined;
  adminUsername: string;
  adminPassword: string | undefined;
  webDist: string;
  /** The public origin in canonical links, og:url, JSON-LD, sitemap.xml, robots.txt and llms.txt (SITE_URL). */
  siteUrl: string;
  /** SITE_URL was unset, so siteUrl is http://localhost:PORT, which start-up warns about. */
  siteUrlDefaulted: boolean;
  /** A second origin that serves only generated pages' frames (GENERATED_ORIGIN); undefined = the site's own. */
  generatedOrigin: string | undefined;
  /** POST /api/tool-request per client IP a minute (RATE_LIMIT_TOOL_REQUEST_PER_MIN). */
  toolRequestsPerMinute: number;
  /** Failed admin logins per client IP a minute before 429 (RATE_LIMIT_FAILED_LOGIN_PER_MIN). */
  failedLoginsPerMinute: number;
  /** The media engine's programs and limits (YTDLP_PATH, FFMPEG_PATH, MEDIA_*, RATE_LIMIT_MEDIA_START_PER_MIN). */
  media: MediaConfig;
  /** The tools' outbound DNS and fetching (DNS_SERVERS, ALLOW_PRIVATE_FETCH). */
  net: NetConfig;
  /** Each tool server's per-IP limit a minute, by slug (RATE_LIMIT_SPAM_SCORE_PER_MIN, … in tool-servers.ts). */
  toolRateLimits: Record<string, number>;
  /** The Plagiarism Checker's web-search provider (SEARCH_API_URL, SEARCH_API_KEY); undefined = none. */
  search: SearchProvider | undefined;
  /** The endpoint that drafts generated pages (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL); undefined = the template. */
  llm: LlmConfig | undefined;
  /** Each tool server's own settings by slug (its `settings`: PLAGIARISM_READ_THREADS, …), given to its plugin. */
  toolSettings: Record<string, object>;
  /** Whose X-Forwarded-For to believe for the client's address (TRUST_PROXY). */
  trustProxy: TrustProxy;
}

export interface NetConfig {
  /** Name servers for every lookup the tools make; undefined = the system's. */
  dnsServers: string[] | undefined;
  /** Fetch loopback, private, link-local and CGNAT targets (tests, operators); metadata addresses never. */
  allowPrivateFetch: boolean;
  /** Outbound fetches in flight at once across all tools (FETCH_MAX_IN_FLIGHT). */
  maxFetchesInFlight: number;
  /** The largest page a tool reads, after decompression (FETCH_MAX_PAGE_KB, in KiB). */
  maxPageBytes: number;
  /** How long a fetch waits for a connection (FETCH_CONNECT_TIMEOUT_MS). */
  connectTimeoutMs: number;
}

/** DNS_SERVERS, ALLOW_PRIVATE_FETCH and the FETCH_* limits; a bad value throws a clear Error. */
export function readNetConfig(env: NodeJS.ProcessEnv): NetConfig {
  const allow = env.ALLOW_PRIVATE_FETCH?.trim().toLowerCase() ?? '';
  if (!['', '0', '1', 'false', 'true'].includes(allow)) {
    throw new Error(`ALLOW_PRIVATE_FETCH must be 1 (allow private targets) or 0 (refuse them, the default), got "${env.ALLOW_PRIVATE_FETCH}".`);
  }
  return {
    dnsServers: parseDnsServers(env.DNS_SERVERS),
    allowPrivateFetch: allow === '1' || allow === 'true',
    maxFetchesInFlight: readWholeNumber(env, 'FETCH_MAX_IN_FLIGHT', DEFAULT_MAX_FETCHES_IN_FLIGHT, 1, 1000, 'outbound fetches in flight at once'),
    maxPageBytes: 1024 * readWholeNumber(env, 'FETCH_MAX_PAGE_KB', DEFAULT_MAX_BYTES / 1024, 1, 1024 * 1024, 'KiB a fetched page may have'),
    connectTimeoutMs: readWholeNumber(env, 'FETCH_CONNECT_TIMEOUT_MS', DEFAULT_CONNECT_TIMEOUT_MS, 100, 60_000, 'milliseconds to wait for a connection'),
  };
}

/** SEARCH_API_URL and SEARCH_API_KEY; undefined when no URL is set. A URL that is not http(s) stops start-up. */
export function readSearchConfig(env: NodeJS.ProcessEnv): SearchProvider | undefined {
  const url = env.SEARCH_API_URL?.trim();
  if (!url) return undefined;
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    protocol = '';
  }
  if (protocol !== 'http:' && protocol !== 'https:') {
    throw new Error(`SEARCH_API_URL must be an http:// or https:// address, got "${env.SEARCH_API_URL}".`);
  }
  const key = env.SEARCH_API_KEY?.trim();
  return key ? { url, key } : { url };
}

/**
 * LLM_BASE_URL, LLM_API_KEY and LLM_MODEL: the OpenAI-compatible endpoint that drafts generated pages;
 * undefined when no URL is set (the template writes them). A URL that is not http(s), or one without a
 * model, stops start-up; so does a model or key without a URL, which would otherwise do nothing unseen.
 */
export function readLlmConfig(env: NodeJS.ProcessEnv): LlmConfig | undefined {
  const baseUrl = env.LLM_BASE_URL?.trim();
  const model = env.LLM_MODEL?.trim();
  const apiKey = env.LLM_API_KEY?.trim();
  if (!baseUrl) {
    if (model || apiKey) throw new Error(`LLM_MODEL and LLM_API_KEY need LLM_BASE_URL, the endpoint that drafts generated pages, which is not set.`);
    return undefined;
  }
  if (!/^https?:$/.test(protocolOf(baseUrl))) throw new Error(`LLM_BASE_URL must be an http:// or https:// address, got "${env.LLM_BASE_URL}".`);
  if (!model) throw new Error('LLM_MODEL must name the model LLM_BASE_URL drafts generated pages with.');
  return apiKey ? { baseUrl, model, apiKey } : { baseUrl, model };
}

function protocolOf(url: string): string {
  try {
    return new URL(url).protocol;
  } catch {
    return '';
  }
}

/** Each tool server's own variables, by slug, as its `settings` names them; a bad value throws a clear Error. */
export function readToolSettings(env: NodeJS.ProcessEnv, servers: readonly ToolServer[] = TOOL_SERVERS): Record<string, object> {
  return Object.fromEntries(servers.flatMap((tool) => (tool.settings ? [[tool.slug, readSettings(env, tool.settings)]] : [])));
}

export interface MediaConfig {
  /** MEDIA_DIR: the jobs' folder, shared by the servers and workers of one site; undefined = DATA_DIR/media. */
  mediaDir: string | undefined;
  /** MEDIA_S3_*: the bucket the workers put finished files in (needs REDIS_URL); undefined = MEDIA_DIR. */
  bucket: MediaBucketOptions | undefined;
  /** yt-dlp and ffmpeg to run; unset = found on PATH. */
  ytDlpPath: string | undefined;
  ffmpegPath: string | undefined;
  concurrency: number;
  maxQueued: number;
  fileTtlMinutes: number;
  jobTimeoutSeconds: number;
  stallTimeoutSeconds: number;
  maxMegabytes: number;
  startsPerMinute: number;
  maxActivePerIp: number;
  maxStreamsPerIp: number;
}

/** Each media variable: its name, default, range and what it counts (for the error message). */
const MEDIA_VARIABLES: Array<[keyof MediaConfig, string, number, number, number, string]> = [
  ['concurrency', 'MEDIA_CONCURRENCY', 2, 1, 64, 'jobs running at once'],
  ['maxQueued', 'MEDIA_MAX_QUEUED', 20, 0, 10_000, 'jobs waiting for a slot'],
  ['fileTtlMinutes', 'MEDIA_FILE_TTL_MIN', 60, 1, 10_080, 'minutes a finished file is kept'],
  ['jobTimeoutSeconds', 'MEDIA_JOB_TIMEOUT_S', 1800, 1, 86_400, 'seconds a job may run'],
  ['stallTimeoutSeconds', 'MEDIA_STALL_TIMEOUT_S', 60, 1, 3600, 'seconds a job may go without progress'],
  ['maxMegabytes', 'MEDIA_MAX_MB', 2048, 1, 1_048_576, 'MB a download may reach'],
  ['startsPerMinute', 'RATE_LIMIT_MEDIA_START_PER_MIN', 10, 1, 10_000, 'downloads started per minute per client IP'],
  ['maxActivePerIp', 'MEDIA_MAX_ACTIVE_PER_IP', 3, 1, 1000, 'jobs queued or running per client IP'],
  ['maxStreamsPerIp', 'MEDIA_MAX_STREAMS_PER_IP', 10, 1, 1000, 'progress streams open at once per client IP'],
];

/** The media engine's settings; a bad value throws a clear Error. */
export function readMediaConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): MediaConfig {
  const config = {
    mediaDir: env.MEDIA_DIR?.trim() ? resolve(cwd, env.MEDIA_DIR.trim()) : undefined,
    ytDlpPath: env.YTDLP_PATH?.trim() || undefined,
    ffmpegPath: env.FFMPEG_PATH?.trim() || undefined,
  } as MediaConfig;
  for (const [key, name, fallback, min, max, meaning] of MEDIA_VARIABLES) {
    (config[key] as number) = readWholeNumber(env, name, fallback, min, max, meaning);
  }
  config.bucket = readMediaBucket(env, config.maxMegabytes);
  return config;
}

/** MEDIA_S3_BUCKET and the rest of MEDIA_S3_*; undefined when no bucket is named. */
function readMediaBucket(env: NodeJS.ProcessEnv, maxMegabytes: number): MediaBucketOptions | undefined {
  const bucket = env.MEDIA_S3_BUCKET?.trim();
  const others = Object.keys(env).filter((name) => name.startsWith('MEDIA_S3_') && name !== 'MEDIA_S3_BUCKET' && env[name]?.trim());
  if (!bucket) {
    if (others.length > 0) throw new Error(`${others[0]} is set but MEDIA_S3_BUCKET is not: name the bucket, or unset the MEDIA_S3_ variables.`);
    return undefined;
  }
  if (maxMegabytes * 1024 * 1024 > MAX_BUCKET_FILE_BYTES) {
    throw new Error(`MEDIA_MAX_MB must be at most ${MAX_BUCKET_FILE_BYTES / 1024 / 1024} with MEDIA_S3_BUCKET (one upload holds at most 5 GB).`);
  }
  const endpoint = env.MEDIA_S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\/[^/]/i.test(endpoint)) throw new Error('MEDIA_S3_ENDPOINT must be an http:// or https:// URL.');
  const accessKeyId = env.MEDIA_S3_ACCESS_KEY_ID?.trim() || undefined;
  const secretAccessKey = env.MEDIA_S3_SECRET_ACCESS_KEY?.trim() || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY go together (neither: the AWS SDK\'s own sources).');
  }
  return {
    bucket,
    region: env.MEDIA_S3_REGION?.trim() || 'us-east-1',
    ...(endpoint ? { endpoint } : {}),
    ...(accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : {}),
    urlTtlSeconds: readWholeNumber(env, 'MEDIA_S3_URL_TTL_S', 300, 1, 604_800, 'seconds a signed download URL works'),
  };
}

/**
 * Whose X-Forwarded-For names the client, for every per-IP limit: nobody's (false), or that of the
 * proxies at these addresses (Fastify's trustProxy, through proxy-addr).
 */
export type TrustProxy = false | string[];

/** proxy-addr's names for address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An IP address, or one with a prefix length that fits it (10.0.0.0/8, fd00::/8). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/**
 * TRUST_PROXY: unset, the socket's address is the client (X-Forwarded-For is anyone's to forge); else
 * the proxies' addresses. Never "true" or a hop count (Fastify 5 refuses hop counts too): either would
 * believe a header from a sender that is not the proxy, so any visitor could pick the address each
 * limit counts.
 */
export function readTrustProxy(env: NodeJS.ProcessEnv): TrustProxy {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw) return false;
  const entries = raw.split(',').map((entry) => entry.trim());
  if (entries.every((entry) => PROXY_RANGE_NAMES.has(entry) || isAddressOrRange(entry))) return entries;
  throw new Error(
    'TRUST_PROXY must be the addresses of the proxies in front of the server (IPs, CIDR ranges, loopback, ' +
      `linklocal or uniquelocal, separated by commas), got "${env.TRUST_PROXY}".`,
  );
}

/** The limits' defaults: 10 submissions and 10 failed logins a minute. */
export const DEFAULT_TOOL_REQUESTS_PER_MINUTE = 10;
export const DEFAULT_FAILED_LOGINS_PER_MINUTE = 10;

/** A per-minute limit: a whole number of at least 1 (0 would lock everyone out), or the default when unset. */
function readPerMinute(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < 1 || !Number.isSafeInteger(value)) {
    throw new Error(`${name} must be a whole number of at least 1 (requests per minute per client IP), got "${env[name]}".`);
  }
  return value;
}

/** Basic auth splits `user:pass` at the first colon, so a user name with one could never log in. */
function readAdminUsername(env: NodeJS.ProcessEnv): string {
  const username = env.ADMIN_USERNAME?.trim() || 'admin';
  if (username.includes(':')) throw new Error(`ADMIN_USERNAME must not contain ":" (Basic auth splits at it), got "${username}".`);
  return username;
}

/**
 * SITE_URL: the site's public origin, http(s)://host[:port] (a trailing slash is fine), answered in the
 * URL standard's form (lower-case host, default port dropped), which holds no character that HTML,
 * XML or JSON would need escaped. Unset: http://localhost:PORT, right only for a browser on this machine.
 */
export function readSiteUrl(env: NodeJS.ProcessEnv, port: number): { siteUrl: string; siteUrlDefaulted: boolean } {
  const raw = env.SITE_URL?.trim();
  if (!raw) return { siteUrl: `http://localhost:${port}`, siteUrlDefaulted: true };
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  // The first pattern sees what URL() would quietly drop (a path such as '/./' or '\', an empty '?' or
  // '#'); the second keeps the host to a DNS name or an IP address: URL() lets '"', '&' or '$' through.
  const origin = /^https?:\/\/[^/\\?#\s]+\/?$/i.test(raw) && url && !url.username && !url.password ? url.origin : '';
  if (!/^https?:\/\/(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(?::\d+)?$/.test(origin)) {
    throw new Error(
      `SITE_URL must be the site's public origin, http:// or https:// and a host (and port), with no path or query, such as https://tools.example.com; got "${env.SITE_URL}".`,
    );
  }
  return { siteUrl: origin, siteUrlDefaulted: false };
}

/**
 * GENERATED_ORIGIN: an origin of this same server (another host name pointed at it) from which generated pages'
 * frames are served, for deployments that have one; it must differ from SITE_URL, which must be set so that it
 * alone may frame them. A host a CSP can name: a DNS name or IPv4 address, never an IPv6 literal.
 */
export function readGeneratedOrigin(env: NodeJS.ProcessEnv, { siteUrl, siteUrlDefaulted }: { siteUrl: string; siteUrlDefaulted: boolean }): string | undefined {
  const raw = env.GENERATED_ORIGIN?.trim();
  if (!raw) return undefined;
  let origin: string;
  try {
    origin = readSiteUrl({ SITE_URL: raw }, 0).siteUrl;
  } catch {
    origin = '';
  }
  if (!origin || origin.includes('[')) {
    throw new Error(
      `GENERATED_ORIGIN must be an origin, http:// or https:// and a host name or IPv4 address (and port), with no path, such as https://usercontent.example.net; got "${env.GENERATED_ORIGIN}".`,
    );
  }
  if (siteUrlDefaulted) throw new Error('GENERATED_ORIGIN needs SITE_URL, the only origin allowed to frame its pages: set it too.');
  if (origin === siteUrl) throw new Error(`GENERATED_ORIGIN must be another origin than SITE_URL (${siteUrl}).`);
  return origin;
}

/** The API's package folder: the nearest one up with a package.json, as this file sits deeper in src/ than bundled in dist/. */
function apiPackageDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
  return dir;
}

/** apps/web/dist, found from this file both in src/config/ and bundled as dist/server.js. */
export const DEFAULT_WEB_DIST = resolve(apiPackageDir(), '../web/dist');

/** Reads the server's environment; bad values throw a clear Error. */
export function readConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): ServerConfig {
  const rawPort = env.PORT?.trim() || '3000';
  const port = Number(rawPort);
  if (!/^\d+$/.test(rawPort) || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${env.PORT}".`);
  }
  const site = readSiteUrl(env, port);
  return {
    port,
    host: env.HOST?.trim() || '0.0.0.0',
    dataDir: readDataDir(env, cwd),
    synchronous: readSynchronous(env),
    database: readDatabaseConfig(env),
    redisUrl: readRedisUrl(env),
    adminUsername: readAdminUsername(env),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    webDist: env.WEB_DIST?.trim() ? resolve(cwd, env.WEB_DIST.trim()) : DEFAULT_WEB_DIST,
    ...site,
    generatedOrigin: readGeneratedOrigin(env, site),
    toolRequestsPerMinute: readPerMinute(env, 'RATE_LIMIT_TOOL_REQUEST_PER_MIN', DEFAULT_TOOL_REQUESTS_PER_MINUTE),
    failedLoginsPerMinute: readPerMinute(env, 'RATE_LIMIT_FAILED_LOGIN_PER_MIN', DEFAULT_FAILED_LOGINS_PER_MINUTE),
    media: readServerMediaConfig(env, cwd),
    net: readNetConfig(env),
    toolRateLimits: Object.fromEntries(
      TOOL_SERVERS.map((tool) => [tool.slug, readPerMinute(env, tool.rateLimitVariable, tool.defaultPerMinute)]),
    ),
    search: readSearchConfig(env),
    toolSettings: readToolSettings(env),
    llm: readLlmConfig(env),
    trustProxy: readTrustProxy(env),
  };
}

/** The server's media settings: a bucket is only for the shared queue's workers, so it needs REDIS_URL. */
function readServerMediaConfig(env: NodeJS.ProcessEnv, cwd: string): MediaConfig {
  const media = readMediaConfig(env, cwd);
  if (media.bucket && !env.REDIS_URL?.trim()) throw new Error('MEDIA_S3_BUCKET is for the shared media queue\'s workers: set REDIS_URL too.');
  return media;
}

export interface WorkerConfig {
  dataDir: string;
  redisUrl: string;
  media: MediaConfig;
  /** MEDIA_STALLED_CHECK_S: a worker's lock on a job, and how often workers look for jobs whose worker is gone. */
  stalledCheckSeconds: number;
}

/** A queue worker's environment (`npm run worker`): the server's media variables, and REDIS_URL, which it needs. */
export function readWorkerConfig(env: NodeJS.ProcessEnv, cwd = process.cwd()): WorkerConfig {
  const redisUrl = readRedisUrl(env);
  if (!redisUrl) throw new Error('REDIS_URL must be set: a worker takes its jobs from the queue in Redis.');
  return {
    dataDir: readDataDir(env, cwd),
    redisUrl,
    media: readMediaConfig(env, cwd),
    stalledCheckSeconds: readWholeNumber(env, 'MEDIA_STALLED_CHECK_S', 30, 1, 3600, 'seconds a worker holds a job without renewing its lock'),
  };
}

/** DATA_DIR, from the working folder; ./data when unset. */
const readDataDir = (env: NodeJS.ProcessEnv, cwd: string): string => resolve(cwd, env.DATA_DIR?.trim() || './data');

/** DATABASE_URL (postgres:// or postgresql://; unset = SQLite in DATA_DIR) and DATABASE_MAX_CONNECTIONS. */
function readDatabaseConfig(env: NodeJS.ProcessEnv): PostgresOptions | undefined {
  const url = env.DATABASE_URL?.trim();
  if (!url) {
    if (env.DATABASE_MAX_CONNECTIONS?.trim()) throw new Error('DATABASE_MAX_CONNECTIONS is for PostgreSQL: set DATABASE_URL too, or leave both unset for SQLite.');
    return undefined;
  }
  // The URL holds a password: never echo it.
  if (!isPostgresUrl(url)) throw new Error('DATABASE_URL must be a postgres:// or postgresql:// URL (unset: SQLite in DATA_DIR).');
  const maxConnections = readWholeNumber(env, 'DATABASE_MAX_CONNECTIONS', DEFAULT_MAX_CONNECTIONS, 1, 1000, 'connections to DATABASE_URL at most');
  return { url, maxConnections };
}

/** REDIS_URL: redis:// or rediss:// (TLS); unset = limits counted in this process. */
function readRedisUrl(env: NodeJS.ProcessEnv): string | undefined {
  const url = env.REDIS_URL?.trim();
  if (!url) return undefined;
  // The URL may hold a password: never echo it.
  if (!/^rediss?:\/\/[^/]/i.test(url)) throw new Error('REDIS_URL must be a redis:// or rediss:// URL (unset: limits counted in this process).');
  return url;
}

/** DB_SYNCHRONOUS: FULL (the default), NORMAL or OFF, in any case. */
function readSynchronous(env: NodeJS.ProcessEnv): Synchronous {
  const value = env.DB_SYNCHRONOUS?.trim().toUpperCase() || 'FULL';
  const mode = SYNCHRONOUS_MODES.find((name) => name === value);
  if (!mode) throw new Error(`DB_SYNCHRONOUS must be one of ${SYNCHRONOUS_MODES.join(', ')}, got "${env.DB_SYNCHRONOUS}".`);
  return mode;
}

/** The URL to print: a wildcard host is reachable as localhost. */
export function publicUrl(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${shown}:${port}`;
}
