// The optional web-search provider (server only). The contract, also in the README and the article:
//
//   GET {SEARCH_API_URL}?q=<query>&count=<n>      (added to any query string the URL already has)
//   Accept: application/json
//   Authorization: Bearer {SEARCH_API_KEY}        (only when the key is set)
//   → 200 { "results": [{ "url": "https://…" }, …] }   (other fields are ignored)
//
// A thin adapter in front of any search API (Brave, Bing, SearXNG's JSON output…) meets it. apps/api
// reads SEARCH_API_URL and SEARCH_API_KEY (config.ts) and hands the provider to the plugin; the
// plugin never reads the environment. The provider is the operator's, not a visitor's, so it is called
// through net.fetchService: no address guard (an operator's adapter may sit on a private address, and
// safeFetch refuses to send an Authorization header), but the server's 8 slots for fetches in flight,
// the check's own deadline and a body cap. The pages it finds are visitors' content and go through
// net.fetch like any other URL source.
import { byteSize, SafeFetchError, type NetContext, type SearchProvider } from '@toolnest/net';

export type { SearchProvider } from '@toolnest/net';

/** A provider's answer is a short list of links; more than this is not the contract's answer. */
export const SEARCH_MAX_BYTES = 256 * 1024;

export class SearchError extends Error {}

/** The result URLs of a provider's answer (http and https only); a SearchError when it is not the contract's shape. */
export function resultUrls(body: unknown): string[] {
  const results = (body as { results?: unknown } | null)?.results;
  if (!Array.isArray(results)) throw new SearchError('The web search answered in an unexpected format.');
  return results
    .map((result) => (result as { url?: unknown } | null)?.url)
    .filter((url): url is string => typeof url === 'string' && /^https?:\/\//i.test(url));
}

export interface SearchOptions {
  /** The search's share of the check's deadline, queue wait for the shared fetch slots included. */
  timeoutMs: number;
  /** Overrides SEARCH_MAX_BYTES (tests). */
  maxBytes?: number;
}

/** One query: up to `count` result URLs. Fails with a SearchError saying why. */
export async function searchWeb(
  net: Pick<NetContext, 'fetchService'>,
  provider: SearchProvider,
  query: string,
  count: number,
  { timeoutMs, maxBytes = SEARCH_MAX_BYTES }: SearchOptions,
): Promise<string[]> {
  const url = new URL(provider.url);
  url.searchParams.set('q', query);
  url.searchParams.set('count', String(count));
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (provider.key) headers.Authorization = `Bearer ${provider.key}`;
  let answer: Awaited<ReturnType<NetContext['fetchService']>>;
  try {
    answer = await net.fetchService(url, { headers, timeoutMs, maxBytes });
  } catch (error) {
    if (!(error instanceof SafeFetchError)) throw error;
    if (error.code === 'timeout') throw new SearchError('The web search did not answer in time.');
    if (error.code === 'too-large') throw new SearchError(`The web search answered with more than ${byteSize(maxBytes)}.`);
    throw new SearchError('The web search could not be reached.');
  }
  if (answer.status < 200 || answer.status > 299) throw new SearchError(`The web search failed (status ${answer.status}).`);
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    throw new SearchError('The web search answered in an unexpected format.');
  }
  return resultUrls(body).slice(0, count);
}
