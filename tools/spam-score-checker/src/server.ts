// The Spam Score Checker's server part (the package's "./server" export, never in the page chunk):
// POST /api/spam-score. apps/api registers it from apps/api/src/tool-servers.ts with the server's
// resolver (DNS_SERVERS) and its per-IP limit (RATE_LIMIT_SPAM_SCORE_PER_MIN).
import { domainToASCII } from 'node:url';
import type {} from '@fastify/rate-limit'; // the types of a route's config.rateLimit
import { SpamScoreBody, SpamScoreError, SpamScoreResult } from './schemas';
import type { ToolServer, ToolServerOptions } from '@toolnest/net';
import { disposableEmailBlocklistSet } from 'disposable-email-domains-js';
import type { FastifyPluginAsync } from 'fastify';
import { BLANK_MESSAGE, domainFromInput, invalidDomainScore, isDisposableDomain, scoreSpam, type SpamScore } from './logic';
import { gatherEvidence, LOOKUP_BUDGET_MS } from './lookups';
import { routeDocs } from './route-docs';

/** How long a fully checked domain's result is reused. */
export const CACHE_TTL_MS = 5 * 60_000;
const CACHE_MAX_ENTRIES = 1000;

export interface SpamScoreServerOptions extends ToolServerOptions {
  /** All lookups of one check end within this; default 2500 ms. */
  lookupBudgetMs?: number;
  /** The clock of the cache (tests). */
  now?: () => number;
  /** The disposable-mail domains; default the maintained list of disposable-email-domains-js. */
  disposableDomains?: ReadonlySet<string>;
}

/**
 * Results by domain for CACHE_TTL_MS, oldest dropped first past CACHE_MAX_ENTRIES. Only complete
 * results are kept: a check with lookups that timed out is run again next time instead of being
 * served, still incomplete, for five minutes. Checks of one domain running at once share one run.
 */
function scoreCache(run: (domain: string) => Promise<SpamScore>, now: () => number) {
  const done = new Map<string, { score: SpamScore; expires: number }>();
  const running = new Map<string, Promise<SpamScore>>();
  return (domain: string): Promise<SpamScore> => {
    const cached = done.get(domain);
    if (cached && cached.expires > now()) return Promise.resolve(cached.score);
    done.delete(domain);
    const pending = running.get(domain);
    if (pending) return pending;
    const started = run(domain).then((score) => {
      if (score.notChecked.length === 0) {
        done.set(domain, { score, expires: now() + CACHE_TTL_MS });
        if (done.size > CACHE_MAX_ENTRIES) done.delete(done.keys().next().value!);
      }
      return score;
    });
    running.set(domain, started);
    void started.finally(() => running.delete(domain)).catch(() => {});
    return started;
  };
}

/** The maintained list as a Set, built on first use and shared by every server of the process (about 8,900 domains). */
let maintainedDisposableDomains: ReadonlySet<string> | undefined;

export const spamScoreCheckerServer: FastifyPluginAsync<SpamScoreServerOptions> = async (app, options) => {
  const { net, rateLimit, lookupBudgetMs = LOOKUP_BUDGET_MS, now = Date.now } = options;
  const disposable = options.disposableDomains ?? (maintainedDisposableDomains ??= disposableEmailBlocklistSet());
  const check = scoreCache(
    async (domain) =>
      scoreSpam(
        await gatherEvidence(net.resolver, domain, {
          budgetMs: lookupBudgetMs,
          isDisposable: (name) => isDisposableDomain(name, disposable),
        }),
      ),
    now,
  );

  app.post<{ Body: SpamScoreBody }>(
    '/spam-score',
    {
      config: { rateLimit },
      schema: { body: SpamScoreBody, response: { 200: SpamScoreResult, 400: SpamScoreError, 429: SpamScoreError } },
    },
    async (request, reply): Promise<SpamScoreResult | SpamScoreError> => {
      const input = domainFromInput(request.body.domain, domainToASCII);
      if (input.kind === 'blank') return reply.code(400).send({ success: false, error: BLANK_MESSAGE });
      // Not a domain name: a result with that one threat, and no lookups.
      const score = input.kind === 'invalid' ? invalidDomainScore(input.reason) : await check(input.domain);
      return { success: true, domain: input.domain, ...score };
    },
  );
};

/** What apps/api registers (src/tool-servers.ts): the plugin under /api, and its per-IP limit operators tune. */
export const toolServer = {
  slug: 'spam-score-checker',
  plugin: spamScoreCheckerServer,
  rateLimitVariable: 'RATE_LIMIT_SPAM_SCORE_PER_MIN',
  defaultPerMinute: 20,
  routeDocs,
} satisfies ToolServer<typeof spamScoreCheckerServer>;

export default spamScoreCheckerServer;
