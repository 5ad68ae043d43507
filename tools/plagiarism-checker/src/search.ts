// The optional web-search provider (server only). The contract, also in the README and the article:
//
//   GET {SEARCH_API_URL}?q=<query>&count=<n>      (added to any query string the URL already has)
//   Accept: application/json
//   Authorization: Bearer {SEARCH_API_KEY}        (only when the key is set)
//   → 200 { "results": [{ "url": "https://…" }, …] }   (other fields are ignored)
//
// A thin adapter in front of any search API (Brave, Bing, SearXNG's JSON output…) meets it. The
// provider is the operator's, not a visitor's, so it is called with plain fetch (safeFetch refuses to
// send an Authorization header and reads only HTML or text); the pages it finds are visitors' content
// and go through net.fetch like any other URL source.

export interface SearchProvider {
  url: string;
  key?: string;
}

/** SEARCH_API_URL and SEARCH_API_KEY; undefined when no URL is set. A URL that is not http(s) stops start-up. */
export function searchProviderFromEnv(env: Record<string, string | undefined>): SearchProvider | undefined {
  const url = env.SEARCH_API_URL?.trim();
  if (!url) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`SEARCH_API_URL must be an http:// or https:// address, got "${env.SEARCH_API_URL}".`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new Error(`SEARCH_API_URL must be an http:// or https:// address, got "${env.SEARCH_API_URL}".`);
  }
  const key = env.SEARCH_API_KEY?.trim();
  return key ? { url, key } : { url };
}

export class SearchError extends Error {}

/** The result URLs of a provider's answer (http and https only); a SearchError when it is not the contract's shape. */
export function resultUrls(body: unknown): string[] {
  const results = (body as { results?: unknown } | null)?.results;
  if (!Array.isArray(results)) throw new SearchError('The web search answered in an unexpected format.');
  return results
    .map((result) => (result as { url?: unknown } | null)?.url)
    .filter((url): url is string => typeof url === 'string' && /^https?:\/\//i.test(url));
}

/** One query: up to `count` result URLs. Fails with a SearchError saying why. */
export async function searchWeb(provider: SearchProvider, query: string, count: number, signal: AbortSignal): Promise<string[]> {
  const url = new URL(provider.url);
  url.searchParams.set('q', query);
  url.searchParams.set('count', String(count));
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (provider.key) headers.Authorization = `Bearer ${provider.key}`;
  let response: Response;
  try {
    response = await fetch(url, { headers, signal, redirect: 'error' });
  } catch {
    throw new SearchError(signal.aborted ? 'The web search did not answer in time.' : 'The web search could not be reached.');
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new SearchError(`The web search failed (status ${response.status}).`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new SearchError(signal.aborted ? 'The web search did not answer in time.' : 'The web search answered in an unexpected format.');
  }
  return resultUrls(body).slice(0, count);
}
