// serviceFetch: a request to a service the operator configured (a web-search API), never a visitor's URL.
//
// The address guard of safeFetch does not apply: the operator chose the URL in the server's
// environment, visitors cannot change it, and it may well be a private address (a search adapter on
// the operator's own network). What does apply is everything that keeps one slow or huge answer from
// hurting the server: the shared limiter of fetches in flight (a wait counts against the timeout),
// one timeout over everything (queue, connection, body), a body cap counted as it streams (after
// decompression), and no redirects (a service answers directly; a redirect could carry the request,
// and its key, somewhere else).
import { SafeFetchError, byteSize, connectFailure, seconds } from './errors';
import { parseHttpUrl } from './fetch';
import type { FetchLimiter } from './limiter';

/** A service's answer is small (a list of links); 1 MiB leaves room for a chatty provider. */
export const DEFAULT_SERVICE_MAX_BYTES = 1024 * 1024;

export interface ServiceFetchOptions {
  /** The whole request, from the queue to the last body byte, in ms. */
  timeoutMs: number;
  /** Body bytes after decompression; default 1 MiB. */
  maxBytes?: number;
  /** Request headers, Authorization included (it is the operator's key for the operator's service). */
  headers?: Record<string, string>;
  /** Cancels the request ('aborted'). */
  signal?: AbortSignal;
  /** The server's slots for fetches in flight. */
  limiter?: FetchLimiter;
}

export interface ServiceResponse {
  status: number;
  statusText: string;
  /** The body as UTF-8 text. */
  text: string;
  /** Body bytes after decompression. */
  bytes: number;
}

/** The body, stopped as soon as it passes maxBytes. */
async function readCapped(response: Response, host: string, url: string, maxBytes: number): Promise<Uint8Array> {
  const tooLarge = () => new SafeFetchError('too-large', `The answer from ${host} is larger than ${byteSize(maxBytes)}.`, url);
  const declared = Number(response.headers.get('content-length'));
  if (!response.headers.get('content-encoding') && declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > maxBytes) {
        await reader.cancel();
        throw tooLarge();
      }
      chunks.push(value);
    }
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * GETs an operator-configured service URL (http or https only) under the limiter, a timeout and a
 * body cap. Any status is a result; failures are SafeFetchErrors: invalid-url, unsupported-scheme,
 * bad-redirect, connect-failed, timeout, too-large, aborted, bad-response.
 */
export async function serviceFetch(input: string | URL, options: ServiceFetchOptions): Promise<ServiceResponse> {
  const url = parseHttpUrl(input);
  const host = url.host;
  const maxBytes = options.maxBytes ?? DEFAULT_SERVICE_MAX_BYTES;
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  const run = async (): Promise<ServiceResponse> => {
    const response = await fetch(url, { headers: options.headers, signal, redirect: 'manual' });
    if (response.status >= 300 && response.status <= 399) {
      await response.body?.cancel();
      throw new SafeFetchError('bad-redirect', `${host} answered with a redirect (${response.status}); a service must answer directly.`, url.href);
    }
    const body = await readCapped(response, host, url.href, maxBytes);
    return { status: response.status, statusText: response.statusText, text: new TextDecoder().decode(body), bytes: body.byteLength };
  };

  try {
    return await (options.limiter ? options.limiter.run(run, signal) : run());
  } catch (error) {
    if (options.signal?.aborted) throw new SafeFetchError('aborted', 'The fetch was cancelled.', url.href, { cause: error });
    if (timeout.aborted) throw new SafeFetchError('timeout', `${host} did not answer within ${seconds(options.timeoutMs)}.`, url.href, { cause: error });
    if (error instanceof SafeFetchError) throw error;
    const cause = (error as { cause?: { code?: unknown } }).cause;
    const refused = connectFailure(typeof cause?.code === 'string' ? cause.code : '', host, url.href, error);
    if (refused) throw refused;
    throw new SafeFetchError('bad-response', `The request to ${host} failed.`, url.href, { cause: error });
  }
}
