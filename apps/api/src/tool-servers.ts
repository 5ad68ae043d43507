// Every tool's ./server plugin, registered under /api by buildApp with the server's NetContext
// (resolver, fetch policy, fetch limiter) and the tool's per-IP limit. `pnpm gen:tool <slug> --server`
// adds the import line and the entry; the rate-limit variable and default are the tool's to choose
// (and to list in the README's environment table).
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { NetContext, SearchProvider, ToolServerOptions } from '@toolnest/net';
// Tool server plugins, one line each, sorted by slug:
import { cloakingCheckerServer } from '@toolnest/cloaking-checker/server';
import { plagiarismCheckerServer } from '@toolnest/plagiarism-checker/server';
import { spamScoreCheckerServer } from '@toolnest/spam-score-checker/server';

export interface ToolServer {
  slug: string;
  plugin: FastifyPluginAsync<ToolServerOptions>;
  /** The environment variable of its per-IP limit (requests a minute), read by config.ts. */
  rateLimitVariable: string;
  /** The limit when the variable is unset. */
  defaultPerMinute: number;
}

export const TOOL_SERVERS: readonly ToolServer[] = [
  { slug: 'cloaking-checker', plugin: cloakingCheckerServer, rateLimitVariable: 'RATE_LIMIT_CLOAKING_PER_MIN', defaultPerMinute: 10 },
  { slug: 'plagiarism-checker', plugin: plagiarismCheckerServer, rateLimitVariable: 'RATE_LIMIT_PLAGIARISM_PER_MIN', defaultPerMinute: 10 },
  { slug: 'spam-score-checker', plugin: spamScoreCheckerServer, rateLimitVariable: 'RATE_LIMIT_SPAM_SCORE_PER_MIN', defaultPerMinute: 20 },
];

export interface ToolServersOptions {
  net: NetContext;
  /** Requests a minute per client IP, by slug; a tool not listed gets its default. */
  perMinute?: Readonly<Record<string, number>>;
  /** The plugins to register; TOOL_SERVERS unless a test brings its own. */
  servers?: readonly ToolServer[];
  /** The web-search provider (SEARCH_API_URL, SEARCH_API_KEY, read by config.ts); undefined = none. */
  search?: SearchProvider;
  /** A tool's own settings by slug (config.ts reads them), added to its plugin's options. */
  settings?: Readonly<Record<string, object>>;
}

/** Registers each tool's plugin under /api; the routes inside are relative to it ('/spam-score'). */
export async function registerToolServers(
  app: FastifyInstance,
  { net, perMinute = {}, servers = TOOL_SERVERS, search, settings = {} }: ToolServersOptions,
): Promise<void> {
  for (const tool of servers) {
    await app.register(tool.plugin, {
      ...settings[tool.slug],
      prefix: '/api',
      net,
      rateLimit: { max: perMinute[tool.slug] ?? tool.defaultPerMinute, timeWindow: '1 minute' },
      ...(search ? { search } : {}),
    });
  }
}
