// What apps/api hands every tool's ./server plugin: the server's resolver, fetch policy and limits.
// A plugin never builds its own resolver or reads the environment, so tests inject fakes here.
import type { AllowPrivate } from './address';
import type { DnsResolver } from './dns';
import { DEFAULT_CONNECT_TIMEOUT_MS, DEFAULT_MAX_BYTES, safeFetch, type FetchedPage, type SafeFetchOptions } from './fetch';
import { createFetchLimiter, DEFAULT_MAX_FETCHES_IN_FLIGHT, type FetchLimiter } from './limiter';
import { serviceFetch, type ServiceFetchOptions, type ServiceResponse } from './service-fetch';
import type { RouteDocs } from './route-docs';
import type { SettingsSpec } from './settings';

/** ALLOW_PRIVATE_FETCH: whether loopback, private, link-local and CGNAT targets may be fetched. */
export interface FetchPolicy {
  allowPrivate: AllowPrivate;
}

/** The options a caller chooses per fetch; the resolver, policy and limiter come from the context. */
export type FetchOptions = Omit<SafeFetchOptions, 'resolver' | 'allowPrivate' | 'limiter'>;

/** The options a caller chooses per service request; the limiter comes from the context. */
export type ServiceOptions = Omit<ServiceFetchOptions, 'limiter'>;

export interface NetContext {
  /** DNS for the tools' own lookups (MX, TXT, blocklists) and for every fetch. */
  resolver: DnsResolver;
  policy: FetchPolicy;
  /** The server-wide slots for fetches in flight (8). */
  limiter: FetchLimiter;
  /** safeFetch through this resolver, policy and limiter. */
  fetch(url: string, options: FetchOptions): Promise<FetchedPage>;
  /**
   * serviceFetch through this limiter: a request to a service the operator configured (never a
   * visitor's URL), so no address guard, but the same slots, a timeout and a body cap.
   */
  fetchService(url: string | URL, options: ServiceOptions): Promise<ServiceResponse>;
}

export interface NetContextOptions {
  resolver: DnsResolver;
  allowPrivate?: AllowPrivate;
  /** Outbound fetches in flight at once across all tools; default 8. */
  maxFetchesInFlight?: number;
  /** The largest page a fetch reads, after decompression, unless the caller asks for less; default 2 MiB. */
  maxPageBytes?: number;
  /** How long a fetch waits for a connection, unless the caller says otherwise; default 3 s. */
  connectTimeoutMs?: number;
}

export function createNetContext({
  resolver,
  allowPrivate = false,
  maxFetchesInFlight = DEFAULT_MAX_FETCHES_IN_FLIGHT,
  maxPageBytes = DEFAULT_MAX_BYTES,
  connectTimeoutMs = DEFAULT_CONNECT_TIMEOUT_MS,
}: NetContextOptions): NetContext {
  const policy: FetchPolicy = { allowPrivate };
  const limiter = createFetchLimiter(maxFetchesInFlight);
  return {
    resolver,
    policy,
    limiter,
    fetch: (url, options) =>
      safeFetch(url, { maxBytes: maxPageBytes, connectTimeoutMs, ...options, resolver, allowPrivate: policy.allowPrivate, limiter }),
    fetchService: (url, options) => serviceFetch(url, { ...options, limiter }),
  };
}

/** A per-IP limit for @fastify/rate-limit's route `config.rateLimit`. */
export interface RouteRateLimit {
  max: number;
  timeWindow: number | string;
}

/** The operator's web-search provider (SEARCH_API_URL, SEARCH_API_KEY), read by apps/api's config. */
export interface SearchProvider {
  url: string;
  /** Sent as `Authorization: Bearer <key>`; no header when unset. */
  key?: string;
}

/**
 * What a tool's ./server export calls `toolServer`: its plugin, its per-IP limit (the environment
 * variable operators tune and its default), its own settings and the OpenAPI docs of its routes.
 * apps/api finds each one in tools/* (src/tool-servers.ts), reads the variables at start, registers the
 * plugin under /api with the settings in its options, and puts the docs in its document; the tool names
 * all of them, and the README lists the variables.
 */
export interface ToolServer<Plugin = unknown> {
  /** The tool's slug (its route's folder). */
  slug: string;
  /** A Fastify plugin taking ToolServerOptions. */
  plugin: Plugin;
  /** The environment variable of its per-IP limit, in requests a minute: 'RATE_LIMIT_SPAM_SCORE_PER_MIN'. */
  rateLimitVariable: string;
  /** The limit when the variable is unset. */
  defaultPerMinute: number;
  /** What the OpenAPI document says of each route the plugin registers ('POST /spam-score'). */
  routeDocs: RouteDocs;
  /** The tool's own environment variables, read at start with readSettings; each name is a plugin option. */
  settings?: SettingsSpec;
}

/**
 * The options of every tool's ./server plugin (`FastifyPluginAsync<ToolServerOptions>`), registered by
 * apps/api under the /api prefix (apps/api/src/plugins/tool-servers.ts).
 */
export interface ToolServerOptions {
  net: NetContext;
  /** Requests per client IP for the tool's route(s). */
  rateLimit: RouteRateLimit;
  /** The web-search provider when the operator set one (a plugin never reads the environment itself). */
  search?: SearchProvider;
}
