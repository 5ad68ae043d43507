// safeFetch: a GET of a visitor-supplied URL that cannot be turned against the server (SSRF).
// Every hop's host is resolved through the server's DnsResolver and refused unless every address is
// public; the connection then goes to exactly those checked addresses (a pinned `lookup`, so a
// second, different DNS answer is never asked for), while TLS still verifies the host name.
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction, type Socket } from 'node:net';
import { pipeline } from 'node:stream/promises';
import type { Transform } from 'node:stream';
import zlib from 'node:zlib';
import { refusalOf, type AllowPrivate } from './address';
import { decodeBody } from './charset';
import { HostLookupError, resolveHostAddresses, type DnsResolver } from './dns';
import { SafeFetchError, byteSize, connectFailure, seconds, type SafeFetchErrorCode } from './errors';
import type { FetchLimiter } from './limiter';

export const DEFAULT_CONNECT_TIMEOUT_MS = 3000;
export const DEFAULT_MAX_BYTES = 2 * 1024 * 1024;
export const DEFAULT_MAX_REDIRECTS = 5;
export const DEFAULT_USER_AGENT = 'Mozilla/5.0 (compatible; Toolnest/1.0; +https://github.com/toolnest)';

export interface SafeFetchOptions {
  /** The server's resolver (DNS_SERVERS); every host name is looked up through it. */
  resolver: DnsResolver;
  /** Non-public targets allowed: false (the default), true (ALLOW_PRIVATE_FETCH=1), or a test's own check. */
  allowPrivate?: AllowPrivate;
  /** The whole fetch, from the queue to the last body byte, in ms. Required: each caller has its own budget. */
  timeoutMs: number;
  /** Until the connection (and TLS handshake) is up, per hop; default 3000. */
  connectTimeoutMs?: number;
  /** Body bytes after decompression; default 2 MiB. */
  maxBytes?: number;
  /** Redirects followed; one more fails. Default 5. */
  maxRedirects?: number;
  /** Default: a Toolnest bot string. */
  userAgent?: string;
  /** More request headers (Cookie, Host and Authorization are never sent). */
  headers?: Record<string, string>;
  /** Cancels the fetch ('aborted'). */
  signal?: AbortSignal;
  /** Shares the server's slots for fetches in flight; waiting counts against timeoutMs. */
  limiter?: FetchLimiter;
}

export interface FetchedPage {
  /** The URL that answered, after redirects (without fragment). */
  url: string;
  status: number;
  statusText: string;
  /** Response headers, names in lower case, repeated ones joined with ', '. */
  headers: Record<string, string>;
  /** The media type in lower case ('text/html'), '' when the server sent none. */
  mimeType: string;
  /** The encoding the body was decoded with. */
  charset: string;
  text: string;
  /** Body bytes after decompression. */
  bytes: number;
  /** Every URL that redirected, in order (the first is the one asked for); empty when none did. */
  redirects: string[];
  /** The IP address the last hop connected to. */
  address: string;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const FORBIDDEN_HEADERS = new Set(['cookie', 'cookie2', 'host', 'authorization', 'proxy-authorization']);
const hasZstd = typeof (zlib as { createZstdDecompress?: unknown }).createZstdDecompress === 'function';

/** A hop's target: its URL, the host name without brackets or final dot, the port and the checked addresses. */
export interface FetchTarget {
  url: URL;
  hostname: string;
  port: number;
  addresses: string[];
}

const shorten = (text: string) => (text.length > 80 ? `${text.slice(0, 77)}...` : text);

/** The input as an http(s) URL, else a SafeFetchError saying why not. */
export function parseHttpUrl(input: string | URL): URL {
  let url: URL;
  try {
    url = new URL(String(input));
  } catch {
    throw new SafeFetchError('invalid-url', `"${shorten(String(input))}" is not a valid web address.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SafeFetchError('unsupported-scheme', `Only http:// and https:// addresses can be fetched, not ${url.protocol}.`, url.href);
  }
  return url;
}

/** The URL, if its scheme, credentials and port may be fetched (no DNS yet); the fragment dropped. */
export function checkUrlForm(input: string | URL): URL {
  const url = parseHttpUrl(input);
  if (url.username || url.password) {
    throw new SafeFetchError('credentials', 'Addresses with a user name or password cannot be fetched.', url.origin);
  }
  const port = portOf(url);
  if (port !== 80 && port !== 443 && port < 1024) {
    throw new SafeFetchError('port', `Port ${port} cannot be fetched; use 80, 443 or a port from 1024 up.`, url.href);
  }
  url.hash = '';
  return url;
}

const portOf = (url: URL) => (url.port ? Number(url.port) : url.protocol === 'https:' ? 443 : 80);
const bareHostname = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');

/**
 * Resolves a checked URL's host (an IP literal needs no lookup) and refuses it unless every address
 * may be fetched: public, or private with `allowPrivate`. Metadata and reserved addresses never may.
 */
export async function resolveTarget(
  url: URL,
  { resolver, allowPrivate = false, signal }: { resolver: DnsResolver; allowPrivate?: AllowPrivate; signal?: AbortSignal },
): Promise<FetchTarget> {
  const hostname = bareHostname(url);
  let addresses: string[];
  if (isIP(hostname)) addresses = [hostname];
  else {
    try {
      addresses = await resolveHostAddresses(resolver, hostname, signal);
    } catch (error) {
      if (!(error instanceof HostLookupError)) throw error;
      const code: SafeFetchErrorCode = error.failure === 'timeout' || error.failure === 'failed' ? 'dns-failed' : 'dns-not-found';
      throw new SafeFetchError(code, error.message, url.href, { cause: error });
    }
  }
  for (const address of addresses) {
    const refusal = refusalOf(address, allowPrivate);
    if (!refusal) continue;
    // An address typed in the URL is the visitor's own and may be named. One from DNS may not: it
    // would tell anyone what the operator's internal names resolve to (a cloaking check of
    // http://redis.internal.corp:6379/ answered '…points to 10.20.30.40'); the log gets it (`detail`).
    if (address === hostname) throw new SafeFetchError('blocked-address', `${hostname} is ${refusal}, which cannot be fetched.`, url.href);
    const kind = refusalOf(address, allowPrivate, { nameCarried: false });
    throw new SafeFetchError('blocked-address', `${hostname} points to ${kind}, which this tool does not fetch.`, url.href, {
      detail: `${hostname} resolved to ${address}, ${refusal}`,
    });
  }
  return { url, hostname, port: portOf(url), addresses };
}

/** A `lookup` that answers with the checked addresses only: the socket can connect nowhere else. */
export function pinnedLookup(addresses: readonly string[]): LookupFunction {
  const entries = addresses.map((address) => ({ address, family: isIP(address) }));
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) (callback as (error: null, all: typeof entries) => void)(null, entries);
    else callback(null, entries[0]!.address, entries[0]!.family);
  };
}

/** A socket or TLS error as a SafeFetchError. */
function requestFailure(error: unknown, target: FetchTarget, connected: boolean): SafeFetchError {
  if (error instanceof SafeFetchError) return error;
  const { code: rawCode, message = String(error) } = error as { code?: unknown; message?: string };
  // DOMExceptions (an abort's reason) carry a numeric code.
  const code = typeof rawCode === 'string' ? rawCode : '';
  const host = target.hostname;
  const refused = connected ? undefined : connectFailure(code, host, target.url.href, error);
  if (refused) return refused;
  if (/CERT|SSL|TLS|EPROTO|SELF_SIGNED|UNABLE_TO_VERIFY/i.test(code)) {
    return new SafeFetchError('tls', `The secure connection to ${host} failed: ${message}`, target.url.href, { cause: error });
  }
  if (code.startsWith('HPE_')) {
    return new SafeFetchError('bad-response', `${host} sent a response that is not valid HTTP.`, target.url.href, { cause: error });
  }
  return new SafeFetchError('bad-response', `The connection to ${host} broke off (${code || message}).`, target.url.href, { cause: error });
}

interface Hop {
  response: IncomingMessage;
  /** The IP address the socket connected to. */
  address: string;
  /** Ends the hop: stops listening for the abort and closes the connection. */
  close(): void;
}

function requestHeaders(options: SafeFetchOptions): Record<string, string> {
  const extra = Object.fromEntries(
    Object.entries(options.headers ?? {}).filter(([name]) => !FORBIDDEN_HEADERS.has(name.toLowerCase())),
  );
  return {
    'user-agent': options.userAgent ?? DEFAULT_USER_AGENT,
    accept: 'text/html,application/xhtml+xml,text/plain;q=0.9,*/*;q=0.1',
    'accept-encoding': hasZstd ? 'gzip, deflate, br, zstd' : 'gzip, deflate, br',
    'accept-language': 'en-US,en;q=0.8',
    ...extra,
  };
}

/** One GET to a checked target, connected through the pinned lookup; resolves when the headers are in. */
function send(target: FetchTarget, options: SafeFetchOptions, signal: AbortSignal): Promise<Hop> {
  const connectTimeoutMs = options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS;
  const secure = target.url.protocol === 'https:';
  return new Promise<Hop>((resolve, reject) => {
    let connected = false;
    const request = (secure ? https : http).request({
      protocol: target.url.protocol,
      hostname: target.hostname,
      port: target.port,
      path: `${target.url.pathname}${target.url.search}`,
      method: 'GET',
      headers: requestHeaders(options),
      // A fresh connection per hop: a pooled socket could be one pinned to another address.
      agent: false,
      lookup: pinnedLookup(target.addresses),
      ...(secure && !isIP(target.hostname) ? { servername: target.hostname } : {}),
    });
    const onAbort = () => request.destroy(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    const close = () => {
      signal.removeEventListener('abort', onAbort);
      request.destroy();
    };

    request.on('socket', (socket: Socket) => {
      const timer = setTimeout(() => {
        request.destroy(
          new SafeFetchError('connect-timeout', `${target.hostname} did not accept a connection within ${seconds(connectTimeoutMs)}.`, target.url.href),
        );
      }, connectTimeoutMs);
      socket.once(secure ? 'secureConnect' : 'connect', () => {
        connected = true;
        clearTimeout(timer);
      });
      socket.once('close', () => clearTimeout(timer));
    });
    request.once('response', (response) => resolve({ response, close, address: response.socket?.remoteAddress ?? target.addresses[0]! }));
    request.once('error', (error) => {
      close();
      reject(requestFailure(error, target, connected));
    });
    request.end();
  });
}

/** The decompressors for a Content-Encoding, outermost coding last (they are undone in reverse). */
function decodersFor(contentEncoding: string | undefined, target: FetchTarget): Transform[] {
  const codings = (contentEncoding ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
  // Truncated compressed bodies are read as far as they go, as browsers do.
  const flush = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
  return codings.reverse().map((coding) => {
    if (coding === 'gzip' || coding === 'x-gzip') return zlib.createGunzip(flush);
    if (coding === 'deflate') return zlib.createInflate(flush);
    if (coding === 'br') return zlib.createBrotliDecompress();
    if (coding === 'zstd' && hasZstd) return (zlib as unknown as { createZstdDecompress(): Transform }).createZstdDecompress();
    throw new SafeFetchError('bad-response', `${target.hostname} sent the page in an encoding it cannot be read in (${coding}).`, target.url.href);
  });
}

/** The body, decompressed, stopped as soon as it passes maxBytes (so a compression bomb costs ~maxBytes). */
async function readBody(response: IncomingMessage, target: FetchTarget, maxBytes: number): Promise<Buffer> {
  const tooLarge = () =>
    new SafeFetchError('too-large', `The page at ${target.hostname} is larger than ${byteSize(maxBytes)}.`, target.url.href);
  const decoders = decodersFor(response.headers['content-encoding'], target);
  const declared = Number(response.headers['content-length']);
  if (decoders.length === 0 && declared > maxBytes) throw tooLarge();

  const chunks: Buffer[] = [];
  let total = 0;
  const collect = async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) {
      total += chunk.length;
      if (total > maxBytes) throw tooLarge();
      chunks.push(chunk);
    }
  };
  try {
    await (pipeline as (...streams: unknown[]) => Promise<void>)(response, ...decoders, collect);
  } catch (error) {
    if (error instanceof SafeFetchError) throw error;
    const code = (error as { code?: unknown }).code;
    const zlibError = typeof code === 'string' && code.startsWith('Z_');
    throw new SafeFetchError(
      'bad-response',
      zlibError ? `The compressed page from ${target.hostname} could not be read.` : `The connection to ${target.hostname} broke off while reading the page.`,
      target.url.href,
      { cause: error },
    );
  }
  return Buffer.concat(chunks, total);
}

const isTextual = (mime: string) => mime === '' || mime.startsWith('text/') || mime === 'application/xhtml+xml';

/** The response headers as a plain record. */
const headerRecord = (response: IncomingMessage) =>
  Object.fromEntries(
    Object.entries(response.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]),
  );

async function followRedirects(input: string, options: SafeFetchOptions, signal: AbortSignal, state: { url?: string }): Promise<FetchedPage> {
  const maxRedirects = options.maxRedirects ?? DEFAULT_MAX_REDIRECTS;
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
  const redirects: string[] = [];
  let url = checkUrlForm(input);
  for (;;) {
    state.url = url.href;
    let hop: Hop | undefined;
    try {
      const target = await resolveTarget(url, { resolver: options.resolver, allowPrivate: options.allowPrivate, signal });
      hop = await send(target, options, signal);
      const { response } = hop;
      const status = response.statusCode ?? 0;
      if (REDIRECT_STATUSES.has(status)) {
        const location = response.headers.location;
        let next: URL | undefined;
        try {
          next = location ? new URL(location, url) : undefined;
        } catch {
          next = undefined;
        }
        if (!next) {
          throw new SafeFetchError('bad-redirect', `${target.hostname} answered with a redirect (${status}) that leads nowhere.`, url.href);
        }
        if (redirects.length >= maxRedirects) {
          throw new SafeFetchError('too-many-redirects', `The page redirected more than ${maxRedirects} times.`, url.href);
        }
        redirects.push(url.href);
        try {
          url = checkUrlForm(next);
        } catch (error) {
          throw redirectedTo(next.href, error);
        }
        continue;
      }

      const contentType = response.headers['content-type'];
      const mimeType = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
      if (!isTextual(mimeType)) {
        throw new SafeFetchError('not-text', `The address answered with ${mimeType}, not a web page or text.`, url.href);
      }
      const body = await readBody(response, target, maxBytes);
      const { text, charset } = decodeBody(body, contentType, mimeType);
      if (mimeType === '' && text.includes('\u0000')) {
        throw new SafeFetchError('not-text', 'The address answered with binary data, not a web page or text.', url.href);
      }
      return {
        url: url.href,
        status,
        statusText: response.statusMessage ?? '',
        headers: headerRecord(response),
        mimeType,
        charset,
        text,
        bytes: body.length,
        redirects,
        address: hop.address,
      };
    } catch (error) {
      throw redirects.length > 0 ? redirectedTo(url.href, error) : error;
    } finally {
      hop?.close();
    }
  }
}

/** A failure at a redirect's target reads as one: "Redirected to http://…: …". */
function redirectedTo(href: string, error: unknown): unknown {
  if (!(error instanceof SafeFetchError) || error.message.startsWith('Redirected to ')) return error;
  if (error.code === 'too-many-redirects' || error.code === 'timeout' || error.code === 'aborted') return error;
  return new SafeFetchError(error.code, `Redirected to ${shorten(href)}: ${error.message}`, href, { cause: error.cause, detail: error.detail });
}

/**
 * GETs `input` safely and returns the page's text. Rejects with a SafeFetchError (code + sentence) for
 * every failure: a refused URL or address, DNS, connection, TLS, timeout, redirects, size or type.
 * Any final status (404, 500…) is a result, not a failure: callers decide what it means.
 */
export async function safeFetch(input: string, options: SafeFetchOptions): Promise<FetchedPage> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
  const state: { url?: string } = {};
  const run = () => followRedirects(input, options, signal, state);
  try {
    return await (options.limiter ? options.limiter.run(run, signal) : run());
  } catch (error) {
    if (options.signal?.aborted) throw new SafeFetchError('aborted', 'The fetch was cancelled.', state.url, { cause: error });
    if (timeout.aborted) {
      const where = state.url ? new URL(state.url).host : 'The page';
      throw new SafeFetchError('timeout', `${where} did not send the page within ${seconds(options.timeoutMs)}.`, state.url, {
        cause: error,
      });
    }
    if (error instanceof SafeFetchError) throw error;
    throw new SafeFetchError('bad-response', 'The page could not be fetched.', state.url, { cause: error });
  }
}
