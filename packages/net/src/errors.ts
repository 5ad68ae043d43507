// safeFetch's failures: a code for programs, a sentence for people (tools send it as `{ error }`).

export type SafeFetchErrorCode =
  /** Not a URL at all. */
  | 'invalid-url'
  /** A scheme other than http: or https:. */
  | 'unsupported-scheme'
  /** A user name or password in the URL. */
  | 'credentials'
  /** A port other than 80, 443 or 1024 and up. */
  | 'port'
  /** The host is, or resolves to, an address that may not be fetched. */
  | 'blocked-address'
  /** The host name does not exist or has no address. */
  | 'dns-not-found'
  /** The host name could not be looked up (timeout, server failure). */
  | 'dns-failed'
  | 'connect-timeout'
  | 'connect-failed'
  /** The TLS handshake failed (certificate, protocol). */
  | 'tls'
  /** The whole fetch took longer than the caller allowed. */
  | 'timeout'
  | 'too-many-redirects'
  /** A redirect without a usable Location. */
  | 'bad-redirect'
  /** The body is larger than the cap once decompressed. */
  | 'too-large'
  /** Neither HTML nor text. */
  | 'not-text'
  /** The body could not be read or decompressed, or the connection broke. */
  | 'bad-response'
  /** The caller cancelled. */
  | 'aborted';

export class SafeFetchError extends Error {
  override readonly name = 'SafeFetchError';
  /**
   * What the server's log may know and the visitor may not: the address a host name resolved to
   * ('redis.internal.corp resolved to 10.20.30.40'). The message never names an address from DNS.
   */
  readonly detail?: string;

  constructor(
    readonly code: SafeFetchErrorCode,
    message: string,
    /** The URL being fetched when it failed (a redirect's target after a redirect). */
    readonly url?: string,
    options?: { cause?: unknown; detail?: string },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    if (options?.detail !== undefined) this.detail = options.detail;
  }
}

export const isSafeFetchError = (error: unknown): error is SafeFetchError => error instanceof SafeFetchError;

/** "3 seconds", "1 second", "2.5 seconds". */
export const seconds = (ms: number) => {
  const value = Math.round(ms / 100) / 10;
  return `${value} second${value === 1 ? '' : 's'}`;
};

/** "2 MiB", "512 KiB". */
export const byteSize = (bytes: number) =>
  bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0
    ? `${bytes / (1024 * 1024)} MiB`
    : bytes >= 1024
      ? `${Math.round(bytes / 1024)} KiB`
      : `${bytes} bytes`;

/** Socket error codes meaning the connection never came about, in words. */
const CONNECT_ERRORS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  EADDRNOTAVAIL: 'address not available',
  EPIPE: 'connection closed',
  ENOTFOUND: 'name not found',
  EAI_AGAIN: 'name lookup failed',
};

/** A 'connect-failed' SafeFetchError when `code` says the connection to `host` never came about; else undefined. */
export function connectFailure(code: string, host: string, url: string, cause: unknown): SafeFetchError | undefined {
  const reason = CONNECT_ERRORS[code];
  return reason === undefined ? undefined : new SafeFetchError('connect-failed', `Could not connect to ${host} (${reason}).`, url, { cause });
}
