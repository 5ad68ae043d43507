// Every tool's ./server export (its `toolServer`: the plugin and its per-IP limit, both the tool's own),
// registered under /api by buildApp with the server's NetContext (resolver, fetch policy, fetch limiter)
// and the limit config.ts read from the tool's variable. The tools with a ./server export are found in
// tools/* (tool-servers.gen.ts, written at install by packages/tooling/tool-lists.mjs): none is listed here.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { NetContext, SearchProvider, ToolServerOptions, ToolServer as ToolServerOf } from '@toolnest/net';
import { toolServers } from './tool-servers.gen';

export type ToolServer = ToolServerOf<FastifyPluginAsync<ToolServerOptions>>;

export const TOOL_SERVERS: readonly ToolServer[] = toolServers;

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
