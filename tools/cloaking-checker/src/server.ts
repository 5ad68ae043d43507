// The Cloaking Checker's server part (the package's "./server" export, never in the page chunk):
// POST /api/cloaking-check. apps/api registers it from apps/api/src/tool-servers.ts with the
// server's NetContext and its per-IP limit (RATE_LIMIT_CLOAKING_PER_MIN).
import type {} from '@fastify/rate-limit'; // the types of a route's config.rateLimit
import { ErrorBody } from '@toolnest/api-client/schemas';
import { CloakingCheckBody, CloakingCheckResult } from './schemas';
import { SafeFetchError, type NetContext, type ToolServer, type ToolServerOptions } from '@toolnest/net';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { readPage } from './html';
import { bothFailedMessage, compareFetches, excerptOf, urlProblem, viewOf, wordsOf, type FetchOutcome } from './logic';
import { routeDocs } from './route-docs';

/**
 * A current desktop Chrome on Windows, as Chrome sends it (the reduced form: major version only).
 * Both strings name the same Chrome release, so the User-Agent's bot token is the only difference.
 */
export const USER_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36';
/** Googlebot desktop (the evergreen crawler's string, with a current Chrome version). */
export const GOOGLEBOT_AGENT =
  'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; Googlebot/2.1; +http://www.google.com/bot.html) Chrome/156.0.8078.79 Safari/537.36';
/** The same other headers for both fetches. */
const REQUEST_HEADERS = { Accept: 'text/html,application/xhtml+xml;q=0.9,text/plain;q=0.8,*/*;q=0.5' };

/** Both fetches run at once and end within this; reading and comparing the pages fits in the rest of 10 s. */
export const FETCH_BUDGET_MS = 9000;

export interface CloakingServerOptions extends ToolServerOptions {
  /** Each fetch's whole time (queue, DNS, connect, body); default FETCH_BUDGET_MS. */
  fetchBudgetMs?: number;
}

/** One fetch as `userAgent`, read into a view and its visible text; a refused or failing fetch into its sentence. */
async function fetchAs(net: NetContext, url: string, userAgent: string, timeoutMs: number, log: FastifyBaseLogger): Promise<FetchOutcome> {
  try {
    const page = await net.fetch(url, { timeoutMs, userAgent, headers: REQUEST_HEADERS });
    const facts = readPage(page.text, page.url, page.mimeType);
    return {
      ok: true,
      text: facts.text,
      view: {
        fetched: true,
        status: page.status,
        finalUrl: page.url,
        redirects: page.redirects.length,
        title: facts.title,
        metaRobots: facts.metaRobots,
        robotsHeader: page.headers['x-robots-tag']?.trim() ?? '',
        canonical: facts.canonical,
        excerpt: excerptOf(facts.text),
        wordCount: wordsOf(facts.text).length,
      },
    };
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    // The visitor reads the sentence; what only the operator may know (the address a name resolved to) goes to the log.
    if (error.detail) log.info({ url, userAgent, code: error.code, detail: error.detail }, 'cloaking fetch refused');
    return { ok: false, error: error.message };
  }
}

export const cloakingCheckerServer: FastifyPluginAsync<CloakingServerOptions> = async (app, { net, rateLimit, fetchBudgetMs = FETCH_BUDGET_MS }) => {
  app.post<{ Body: CloakingCheckBody }>(
    '/cloaking-check',
    {
      config: { rateLimit },
      schema: { body: CloakingCheckBody, response: { 200: CloakingCheckResult, 400: ErrorBody, 422: ErrorBody, 429: ErrorBody } },
    },
    async (request, reply): Promise<CloakingCheckResult | ErrorBody> => {
      const problem = urlProblem(request.body.url);
      if (problem) return reply.code(400).send({ error: problem });
      const url = request.body.url.trim();

      const [user, bot] = await Promise.all([
        fetchAs(net, url, USER_AGENT, fetchBudgetMs, request.log),
        fetchAs(net, url, GOOGLEBOT_AGENT, fetchBudgetMs, request.log),
      ]);
      // Neither got the page: nothing to compare, and the reason is the visitor's to fix (or the site's).
      if (!user.ok && !bot.ok) return reply.code(422).send({ error: bothFailedMessage(user.error, bot.error) });

      return {
        url: new URL(url).href,
        userAgent: USER_AGENT,
        botAgent: GOOGLEBOT_AGENT,
        ...compareFetches(user, bot),
        userView: viewOf(user),
        botView: viewOf(bot),
      };
    },
  );
};

/** What apps/api registers (src/tool-servers.ts): the plugin under /api, and its per-IP limit operators tune. */
export const toolServer = {
  slug: 'cloaking-checker',
  plugin: cloakingCheckerServer,
  rateLimitVariable: 'RATE_LIMIT_CLOAKING_PER_MIN',
  defaultPerMinute: 10,
  routeDocs,
} satisfies ToolServer<typeof cloakingCheckerServer>;

export default cloakingCheckerServer;
