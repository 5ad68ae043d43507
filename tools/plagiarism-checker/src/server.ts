// The Plagiarism Checker's server part (the package's "./server" export, never in the page chunk):
// POST /api/plagiarism-check. apps/api registers it from apps/api/src/tool-servers.ts with the
// server's NetContext and its per-IP limit (RATE_LIMIT_PLAGIARISM_PER_MIN).
import type {} from '@fastify/rate-limit'; // the types of a route's config.rateLimit
import { ErrorBody } from '@toolnest/api-client/schemas';
import { PlagiarismCheckBody, PlagiarismCheckResult, type PlagiarismSkippedSource } from './schemas';
import { SafeFetchError, seconds, type NetContext, type SettingsSpec, type ToolServer, type ToolServerOptions } from '@toolnest/net';
import type { FastifyBaseLogger, FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { reportOf, textProblem, type SourceCover } from './logic';
import { createPageReader, DEFAULT_READ_THREADS, DEFAULT_READ_TIMEOUT_MS, type Outcome, type Cover, type PageReader, type PrintedText } from './page-reader';
import { routeDocs } from './route-docs';
import { SearchError, searchWeb, type SearchProvider } from './search';

export { DEFAULT_READ_THREADS, DEFAULT_READ_TIMEOUT_MS } from './page-reader';

/**
 * The operator's settings of the page reading off the event loop: apps/api reads them at start (a bad
 * value stops it with a sentence) and passes each to the plugin as the option of the same name.
 */
export const settings = {
  readThreads: { variable: 'PLAGIARISM_READ_THREADS', default: DEFAULT_READ_THREADS, min: 1, max: 64, meaning: 'threads reading fetched pages' },
  readTimeoutMs: {
    variable: 'PLAGIARISM_READ_TIMEOUT_MS',
    default: DEFAULT_READ_TIMEOUT_MS,
    min: 100,
    max: 60_000,
    meaning: 'milliseconds to read one fetched page',
  },
} satisfies SettingsSpec;

/** The route's body limit (the server's global one is 16 KB). */
export const BODY_LIMIT = 512 * 1024;
export const BODY_TOO_LARGE_MESSAGE = 'Text and sources together must be under 512 KB.';
/**
 * Every fetch of one check (web search included) ends within this. Reading and comparing each page
 * then has its own deadline (readTimeoutMs), so a check answers within the two together.
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
export const pastedTimeoutMessage = (ms: number) => `The pasted text took longer than ${seconds(ms)} to compare.`;
export const PASTED_FAILED_MESSAGE = 'The pasted text could not be compared.';
/** When the submitted text itself could not be fingerprinted in time: every thread was busy. */
export const BUSY_MESSAGE = 'The server is busy checking other texts. Please try again in a moment.';

export interface PlagiarismServerOptions extends ToolServerOptions {
  /** Overrides FETCH_BUDGET_MS (tests). */
  fetchBudgetMs?: number;
  /** Overrides SEARCH_MAX_BYTES (tests). */
  searchMaxBytes?: number;
  /** Worker threads reading and comparing (PLAGIARISM_READ_THREADS, `settings` above); default 2. */
  readThreads?: number;
  /** How long reading and comparing one page may take, queue wait included (PLAGIARISM_READ_TIMEOUT_MS); default 3000. */
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

/** A source compared in a worker thread, or why it was skipped. */
type Compared = { ok: true; cover: SourceCover } | { ok: false; skipped: PlagiarismSkippedSource };

/** One check under way: what comparing its sources needs, shared by the steps below. */
interface Check {
  net: NetContext;
  reader: PageReader;
  readTimeoutMs: number;
  searchMaxBytes: number | undefined;
  log: FastifyBaseLogger;
  /** When every fetch of the check must be over (FETCH_BUDGET_MS from its start). */
  deadline: number;
  /** The submitted text's fingerprints, made in a worker thread while the pages are fetched. */
  printed: Promise<Outcome<PrintedText>>;
}

/** What the web search added: the pages it found, compared, and how it went. */
interface Searched {
  compared: Compared[];
  webSearch: PlagiarismCheckResult['webSearch'];
  failure?: PlagiarismSkippedSource;
}

export const plagiarismCheckerServer: FastifyPluginAsync<PlagiarismServerOptions> = async (app, options) => {
  // `search` is the operator's provider, read from SEARCH_API_URL/SEARCH_API_KEY by apps/api; none = off.
  const { net, rateLimit, search, fetchBudgetMs = FETCH_BUDGET_MS, searchMaxBytes, readThreads, readTimeoutMs = DEFAULT_READ_TIMEOUT_MS, readWorker } = options;
  const reader = createPageReader({ threads: readThreads, timeoutMs: readTimeoutMs, filename: readWorker });
  app.addHook('onClose', () => reader.close());

  app.post<{ Body: PlagiarismCheckBody }>(
    '/plagiarism-check',
    {
      bodyLimit: BODY_LIMIT,
      errorHandler: bodyTooLarge,
      config: { rateLimit },
      schema: { body: PlagiarismCheckBody, response: { 200: PlagiarismCheckResult, 400: ErrorBody, 413: ErrorBody, 429: ErrorBody, 503: ErrorBody } },
    },
    async (request, reply): Promise<PlagiarismCheckResult | ErrorBody> => {
      const { text, sources } = request.body;
      const problem = textProblem(text);
      if (problem) return reply.code(400).send({ error: problem });

      const check: Check = {
        net,
        reader,
        readTimeoutMs,
        searchMaxBytes,
        log: request.log,
        deadline: Date.now() + fetchBudgetMs,
        // Fingerprinted in a worker thread (512 KB of text took 0.2 s) while the pages are fetched.
        printed: reader.print(text, search ? SEARCH_QUERIES : 0),
      };
      const given = compareGiven(check, sources);
      const searched = search ? searchAndCompare(check, search, given.urls) : Promise.resolve<Searched>({ compared: [], webSearch: 'off' });

      // Given sources first, pasted then fetched, each in the visitor's order; then the pages the search found.
      const results = [...(await Promise.all(given.pasted)), ...(await Promise.all(given.fetched)), ...(await searched).compared];
      const doc = await check.printed;
      if (!doc.ok) {
        request.log.warn({ err: doc.reason === 'failed' ? doc.error : undefined, reason: doc.reason }, 'fingerprinting the submitted text failed');
        return reply.code(503).send({ error: BUSY_MESSAGE });
      }
      return reportFrom(text, doc.value, results, given.skipped, await searched);
    },
  );
};

/** The visitor's sources, started: pasted ones compared, web pages fetched; blank pasted ones skipped at once. */
function compareGiven(check: Check, sources: PlagiarismCheckBody['sources']) {
  const skipped: PlagiarismSkippedSource[] = [];
  const pasted: Array<Promise<Compared>> = [];
  const fetched: Array<Promise<Compared>> = [];
  const urls = new Set<string>();
  sources.forEach((source, index) => {
    if (source.kind === 'text') {
      const name = pastedSourceName(index);
      if (source.value.trim() === '') skipped.push({ source: name, reason: EMPTY_SOURCE_MESSAGE });
      else pasted.push(comparePasted(check, name, source.value));
    } else {
      const url = source.value.trim();
      urls.add(url);
      fetched.push(fetchSource(check, url));
    }
  });
  return { skipped, pasted, fetched, urls };
}

/** Pages found for the text's most distinctive sentences, fetched and compared; a failed search is a skipped source. */
function searchAndCompare(check: Check, provider: SearchProvider, given: Set<string>): Promise<Searched> {
  return check.printed
    .then((doc) => (doc.ok ? findPages(check, provider, doc.value.queries, given) : []))
    .then(
      async (found): Promise<Searched> => ({ webSearch: 'done', compared: await Promise.all(found.map((url) => fetchSource(check, url))) }),
      (error: unknown): Searched => {
        if (!(error instanceof SearchError)) throw error;
        return { compared: [], webSearch: 'failed', failure: { source: 'Web search', reason: error.message } };
      },
    );
}

/** The report: the submitted text's words covered by the sources compared, then every source skipped. */
function reportFrom(text: string, printed: PrintedText, results: Compared[], skipped: PlagiarismSkippedSource[], searched: Searched): PlagiarismCheckResult {
  const covers: SourceCover[] = [];
  for (const result of results) {
    if (result.ok) covers.push(result.cover);
    else skipped.push(result.skipped);
  }
  if (searched.failure) skipped.push(searched.failure);
  const words = Array.from(printed.starts, (start, i) => ({ start, end: printed.ends[i]! }));
  return { ...reportOf(text, words, covers), skippedSources: skipped, webSearch: searched.webSearch };
}

/** A source's words as the report counts them, or the sentence for a worker thread's failure. */
function coverOf(check: Check, name: string, outcome: Outcome<Cover>, sentences: { empty: string; timeout: string; failed: string }): Compared {
  if (outcome.ok) return outcome.value.empty ? { ok: false, skipped: { source: name, reason: sentences.empty } } : { ok: true, cover: { name, covered: outcome.value.covered } };
  if (outcome.reason === 'timeout') {
    check.log.warn({ source: name, timeoutMs: check.readTimeoutMs }, 'reading and comparing a source overran its deadline');
    return { ok: false, skipped: { source: name, reason: sentences.timeout } };
  }
  // extract.ts is not meant to throw (a property test holds it to that); if a page still finds a
  // way, or kills its thread, it is one skipped source, never a 500 for the whole check.
  check.log.warn({ err: outcome.error, source: name }, 'reading and comparing a source failed');
  return { ok: false, skipped: { source: name, reason: sentences.failed } };
}

/** A URL source: fetched through the guard, then read and compared in a worker thread, or why it was skipped. */
async function fetchSource(check: Check, url: string): Promise<Compared> {
  const { net, readTimeoutMs } = check;
  let page: Awaited<ReturnType<typeof net.fetch>>;
  try {
    page = await net.fetch(url, { timeoutMs: Math.max(1, check.deadline - Date.now()) });
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    // The visitor reads the sentence; what only the operator may know (the address a name resolved to) goes to the log.
    if (error.detail) check.log.info({ url, code: error.code, detail: error.detail }, 'URL source refused');
    return { ok: false, skipped: { source: url, reason: error.message } };
  }
  if (page.status < 200 || page.status > 299) return { ok: false, skipped: { source: url, reason: statusMessage(page.status, page.statusText) } };
  const doc = await check.printed;
  // Without the text's fingerprints the route answers 503 and this result is not read.
  if (!doc.ok) return { ok: false, skipped: { source: url, reason: UNREADABLE_PAGE_MESSAGE } };
  const sentences = { empty: EMPTY_PAGE_MESSAGE, timeout: readTimeoutMessage(readTimeoutMs), failed: UNREADABLE_PAGE_MESSAGE };
  return coverOf(check, url, await check.reader.cover(page.text, page.mimeType, doc.value), sentences);
}

/** A pasted source, compared as it is in a worker thread. */
async function comparePasted(check: Check, name: string, text: string): Promise<Compared> {
  const doc = await check.printed;
  if (!doc.ok) return { ok: false, skipped: { source: name, reason: PASTED_FAILED_MESSAGE } };
  const sentences = { empty: EMPTY_SOURCE_MESSAGE, timeout: pastedTimeoutMessage(check.readTimeoutMs), failed: PASTED_FAILED_MESSAGE };
  return coverOf(check, name, await check.reader.cover(text, 'text/plain', doc.value), sentences);
}

/** Pages the provider finds for the text's most distinctive sentences, minus those already given. */
async function findPages(check: Check, provider: SearchProvider, queries: readonly string[], given: Set<string>): Promise<string[]> {
  // One deadline for every query (they start together), queue wait for the shared fetch slots included.
  const timeoutMs = Math.max(1, Math.min(SEARCH_BUDGET_MS, check.deadline - Date.now()));
  const answers = await Promise.allSettled(
    queries.map((sentence) => searchWeb(check.net, provider, `"${sentence}"`, RESULTS_PER_QUERY, { timeoutMs, maxBytes: check.searchMaxBytes })),
  );
  const failed = answers.find((answer) => answer.status === 'rejected');
  if (failed && answers.every((answer) => answer.status === 'rejected')) throw failed.reason;
  const found = answers.flatMap((answer) => (answer.status === 'fulfilled' ? answer.value : []));
  return [...new Set(found)].filter((url) => !given.has(url)).slice(0, MAX_FOUND_PAGES);
}

/** What apps/api registers (src/tool-servers.ts): the plugin under /api, with the per-IP limit and settings operators tune. */
export const toolServer = {
  slug: 'plagiarism-checker',
  plugin: plagiarismCheckerServer,
  rateLimitVariable: 'RATE_LIMIT_PLAGIARISM_PER_MIN',
  defaultPerMinute: 10,
  routeDocs,
  settings,
} satisfies ToolServer<typeof plagiarismCheckerServer>;

export default plagiarismCheckerServer;
