// Every tool's ./server export (its `toolServer`: the plugin and its per-IP limit, both the tool's own),
// registered under /api by buildApp with the server's NetContext (resolver, fetch policy, fetch limiter)
// and the limit config.ts read from the tool's variable. `pnpm gen:tool <slug> --server` adds the import
// line and the entry.
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import type { NetContext, SearchProvider, ToolServerOptions, ToolServer as ToolServerOf } from '@toolnest/net';
// Tool servers, one line each, sorted by slug:
import { toolServer as cloakingChecker } from '@toolnest/cloaking-checker/server';
import { toolServer as facebookDownloader } from '@toolnest/facebook-downloader/server';
import { toolServer as plagiarismChecker } from '@toolnest/plagiarism-checker/server';
import { toolServer as spamScoreChecker } from '@toolnest/spam-score-checker/server';
import { toolServer as tiktokDownloader } from '@toolnest/tiktok-downloader/server';
import { toolServer as youtubeDownloader } from '@toolnest/youtube-downloader/server';
import { toolServer as youtubeMp3Converter } from '@toolnest/youtube-mp3-converter/server';

export type ToolServer = ToolServerOf<FastifyPluginAsync<ToolServerOptions>>;

export const TOOL_SERVERS: readonly ToolServer[] = [
  cloakingChecker,
  facebookDownloader,
  plagiarismChecker,
  spamScoreChecker,
  tiktokDownloader,
  youtubeDownloader,
  youtubeMp3Converter,
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
