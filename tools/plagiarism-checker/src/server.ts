// The Plagiarism Checker's server part (the package's "./server" export, never in the page chunk):
// POST /api/plagiarism-check. apps/api registers it from apps/api/src/tool-servers.ts with the
// server's NetContext and its per-IP limit (RATE_LIMIT_PLAGIARISM_PER_MIN).
import type {} from '@fastify/rate-limit'; // the types of a route's config.rateLimit
import { ErrorBody } from '@toolnest/api-client/schemas';
import { PlagiarismCheckBody, PlagiarismCheckResult, type PlagiarismSkippedSource } from './schemas';
import { SafeFetchError, seconds, type ToolServerOptions } from '@toolnest/net';
import type { FastifyBaseLogger, FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { checkPlagiarism, distinctiveSentences, textProblem, type ComparedSource } from './logic';
import { createPageReader, DEFAULT_READ_TIMEOUT_MS } from './page-reader';

// apps/api's config reads PLAGIARISM_READ_THREADS and PLAGIARISM_READ_TIMEOUT_MS with these defaults.
export { DEFAULT_READ_THREADS, DEFAULT_READ_TIMEOUT_MS } from './page-reader';
import { SearchError, searchWeb, type SearchProvider } from './search';

/** The route's body limit (the server's global one is 16 KB). */
export const BODY_LIMIT = 512 * 1024;
export const BODY_TOO_LARGE_MESSAGE = 'Text and sources together must be under 512 KB.';
/**
 * Every fetch of one check (web search included) ends within this. Reading each page then has its own
 * deadline (readTimeoutMs), so a check answers within the two together, comparing aside.
 */
export const FETCH_BUDGET_MS = 10_000;
/** The web search's share of the budget; the pages it finds are fetched in what is left. */
export const SEARCH_BUDGET_MS = 4_000;
/** Sentences searched for, result pages asked per sentence, and found pages compared at most. */
export const SEARCH_QUERIES = 3;
export const RESULTS_PER_QUERY = 3;
export const MAX_FOUND_PAGES = 5;

export const EMPTY_SOURCE_MESSAGE = 'The pasted text is empty.';
export const EMPTY_PAGE_MESSAGE = 'The page has no text to compare.';
export const UNREADABLE_PAGE_MESSAGE = 'The page could not be read as text.';
export const statusMessage = (status: number, statusText: string) => `The page answered with status ${status}${statusText ? ` ${statusText}` : ''}.`;
export const readTimeoutMessage = (ms: number) => `The page took longer than ${seconds(ms)} to read.`;

export interface PlagiarismServerOptions extends ToolServerOptions {
  /** Overrides FETCH_BUDGET_MS (tests). */
  fetchBudgetMs?: number;
  /** Overrides SEARCH_MAX_BYTES (tests). */
  searchMaxBytes?: number;
  /** Worker threads reading fetched pages (PLAGIARISM_READ_THREADS, read by apps/api); default 2. */
  readThreads?: number;
  /** How long reading one page may take, queue wait included (PLAGIARISM_READ_TIMEOUT_MS); default 3000. */
  readTimeoutMs?: number;
  /** The page reader's worker module (tests bring one that misbehaves); default plagiarism-worker beside the reader. */
  readWorker?: string;
}

/** The name a pasted source has in the report: its place in the list the visitor made. */
export const pastedSourceName = (index: number) => `Source ${index + 1} (pasted text)`;

/** Over the route's body limit: this route's own sentence; every other error goes on to the server's handler. */
function bodyTooLarge(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.code(413).send({ error: BODY_TOO_LARGE_MESSAGE });
  throw error;
}

type Fetched = { ok: true; source: ComparedSource } | { ok: false; skipped: PlagiarismSkippedSource };

export const plagiarismCheckerServer: FastifyPluginAsync<PlagiarismServerOptions> = async (app, options) => {
  // `search` is the operator's provider, read from SEARCH_API_URL/SEARCH_API_KEY by apps/api; none = off.
  const { net, rateLimit, search, fetchBudgetMs = FETCH_BUDGET_MS, searchMaxBytes, readThreads, readTimeoutMs = DEFAULT_READ_TIMEOUT_MS, readWorker } = options;
  const reader = createPageReader({ threads: readThreads, timeoutMs: readTimeoutMs, filename: readWorker });
  app.addHook('onClose', () => reader.close());

  /** A URL source: fetched through the guard, its main text read in a worker thread, or why it was skipped. */
  async function fetchSource(url: string, deadline: number, log: FastifyBaseLogger): Promise<Fetched> {
    let page: Awaited<ReturnType<typeof net.fetch>>;
    try {
      page = await net.fetch(url, { timeoutMs: Math.max(1, deadline - Date.now()) });
    } catch (error) {
      if (!(error instanceof SafeFetchError)) throw error;
      // The visitor reads the sentence; what only the operator may know (the address a name resolved to) goes to the log.
      if (error.detail) log.info({ url, code: error.code, detail: error.detail }, 'URL source refused');
      return { ok: false, skipped: { source: url, reason: error.message } };
    }
    if (page.status < 200 || page.status > 299) return { ok: false, skipped: { source: url, reason: statusMessage(page.status, page.statusText) } };
    const read = await reader.read(page.text, page.mimeType);
    if (!read.ok && read.reason === 'timeout') {
      log.warn({ url, bytes: page.bytes, timeoutMs: readTimeoutMs }, 'reading a fetched page overran its deadline');
      return { ok: false, skipped: { source: url, reason: readTimeoutMessage(readTimeoutMs) } };
    }
    if (!read.ok) {
      // extract.ts is not meant to throw (a property test holds it to that); if a page still finds a
      // way, or kills its thread, it is one skipped source, never a 500 for the whole check.
      log.warn({ err: read.error, url }, 'main-text extraction failed');
      return { ok: false, skipped: { source: url, reason: UNREADABLE_PAGE_MESSAGE } };
    }
    if (read.text.trim() === '') return { ok: false, skipped: { source: url, reason: EMPTY_PAGE_MESSAGE } };
    return { ok: true, source: { name: url, text: read.text } };
  }

  /** Pages the provider finds for the text's most distinctive sentences, minus those already given. */
  async function findPages(provider: SearchProvider, text: string, given: Set<string>, deadline: number): Promise<string[]> {
    // One deadline for every query (they start together), queue wait for the shared fetch slots included.
    const timeoutMs = Math.max(1, Math.min(SEARCH_BUDGET_MS, deadline - Date.now()));
    const queries = distinctiveSentences(text, SEARCH_QUERIES).map((sentence) => `"${sentence}"`);
    const answers = await Promise.allSettled(
      queries.map((query) => searchWeb(net, provider, query, RESULTS_PER_QUERY, { timeoutMs, maxBytes: searchMaxBytes })),
    );
    const failed = answers.find((answer) => answer.status === 'rejected');
    if (failed && answers.every((answer) => answer.status === 'rejected')) throw failed.reason;
    const found = answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []));
    return [...new Set(found)].filter((url) => !given.has(url)).slice(0, MAX_FOUND_PAGES);
  }

  app.post<{ Body: PlagiarismCheckBody }>(
    '/plagiarism-check',
    {
      bodyLimit: BODY_LIMIT,
      errorHandler: bodyTooLarge,
      config: { rateLimit },
      schema: { body: PlagiarismCheckBody, response: { 200: PlagiarismCheckResult, 400: ErrorBody, 413: ErrorBody, 429: ErrorBody } },
    },
    async (request, reply): Promise<PlagiarismCheckResult | ErrorBody> => {
      const { text, sources } = request.body;
      const problem = textProblem(text);
      if (problem) return reply.code(400).send({ error: problem });

      const deadline = Date.now() + fetchBudgetMs;
      const skipped: PlagiarismSkippedSource[] = [];
      const compared: ComparedSource[] = [];
      const urls = new Set<string>();
      const fetches: Array<Promise<Fetched>> = [];
      sources.forEach((source, index) => {
        if (source.kind === 'text') {
          if (source.value.trim() === '') skipped.push({ source: pastedSourceName(index), reason: EMPTY_SOURCE_MESSAGE });
          else compared.push({ name: pastedSourceName(index), text: source.value });
        } else {
          const url = source.value.trim();
          urls.add(url);
          fetches.push(fetchSource(url, deadline, request.log));
        }
      });

      let webSearch: PlagiarismCheckResult['webSearch'] = 'off';
      let searchFailure: PlagiarismSkippedSource | undefined;
      const searched = search
        ? findPages(search, text, urls, deadline).then(
            (found) => {
              webSearch = 'done';
              return Promise.all(found.map((url) => fetchSource(url, deadline, request.log)));
            },
            (error: unknown) => {
              if (!(error instanceof SearchError)) throw error;
              webSearch = 'failed';
              searchFailure = { source: 'Web search', reason: error.message };
              return [];
            },
          )
        : Promise.resolve([]);

      // Given sources first, in the visitor's order, then the pages the search found.
      for (const fetched of [...(await Promise.all(fetches)), ...(await searched)]) {
        if (fetched.ok) compared.push(fetched.source);
        else skipped.push(fetched.skipped);
      }
      if (searchFailure) skipped.push(searchFailure);
      return { ...checkPlagiarism(text, compared), skippedSources: skipped, webSearch };
    },
  );
};

export default plagiarismCheckerServer;
