// DNS through a `node:dns` Resolver that the server owns and tests replace: one set of name servers
// (DNS_SERVERS, or the system's) for safeFetch and for the tools that look records up themselves.
import { Resolver } from 'node:dns/promises';
import { isIP } from 'node:net';

/** The part of `node:dns/promises` Resolver that Toolnest uses; tests may pass any object with it. */
export type DnsResolver = Pick<Resolver, 'resolve4' | 'resolve6' | 'resolveMx' | 'resolveTxt'>;

export interface ResolverOptions {
  /** Name servers as `ip`, `ip:port`, `[ipv6]:port`; omitted = the system's (/etc/resolv.conf). */
  servers?: readonly string[];
  /** Milliseconds one try waits for an answer (c-ares doubles it on each retry); default 1000. */
  timeoutMs?: number;
  /** Tries per query; default 2. */
  tries?: number;
}

/** A Resolver of its own (never the process-wide one), with these servers and timeouts. */
export function createResolver({ servers, timeoutMs = 1000, tries = 2 }: ResolverOptions = {}): Resolver {
  const resolver = new Resolver({ timeout: timeoutMs, tries });
  if (servers?.length) resolver.setServers([...servers]);
  return resolver;
}

/**
 * DNS_SERVERS: name servers separated by commas or spaces, each `ip`, `ip:port`, `[ipv6]` or
 * `[ipv6]:port`. Unset or blank = undefined (the system's). A bad entry throws an Error naming it.
 */
export function parseDnsServers(value: string | undefined, name = 'DNS_SERVERS'): string[] | undefined {
  const entries = (value ?? '').split(/[\s,]+/).filter(Boolean);
  if (entries.length === 0) return undefined;
  for (const entry of entries) {
    const match = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(entry) ?? /^([^:]+):(\d{1,5})$/.exec(entry) ?? [entry, entry];
    const [, host = '', port] = match;
    const family = isIP(host);
    const valid = entry.startsWith('[') ? family === 6 : port === undefined ? family !== 0 : family === 4;
    if (!valid || (port !== undefined && (Number(port) < 1 || Number(port) > 65535))) {
      throw new Error(`${name} must list name servers as ip, ip:port or [ipv6]:port separated by commas, got "${entry}".`);
    }
  }
  return entries;
}

/** How a lookup failed: no such name, a name without records of that type, no answer in time, or anything else. */
export type DnsFailure = 'not-found' | 'no-data' | 'timeout' | 'failed';

/** The failure kind of an error from a Resolver (or from withDeadline). */
export function dnsFailureOf(error: unknown): DnsFailure {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'ENOTFOUND') return 'not-found';
  if (code === 'ENODATA') return 'no-data';
  if (code === 'ETIMEOUT' || code === 'ABORT_ERR' || code === 'ECANCELLED') return 'timeout';
  return 'failed';
}

/** An Error with the code a Resolver uses for a timeout, so dnsFailureOf reads both alike. */
export function dnsTimeoutError(hostname: string): Error {
  return Object.assign(new Error(`DNS lookup of ${hostname} timed out`), { code: 'ETIMEOUT', hostname });
}

/**
 * The promise, or a rejection with code ETIMEOUT once `signal` aborts. The query itself runs on until
 * the Resolver gives up (c-ares cancels only whole resolvers); its late answer is ignored.
 */
export function withDeadline<T>(promise: Promise<T>, signal: AbortSignal | undefined, hostname: string): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) {
    promise.catch(() => {});
    return Promise.reject(dnsTimeoutError(hostname));
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(dnsTimeoutError(hostname));
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/** A host name that did not resolve to any address: why, as a DnsFailure. */
export class HostLookupError extends Error {
  override readonly name = 'HostLookupError';
  constructor(
    readonly hostname: string,
    readonly failure: DnsFailure,
  ) {
    super(
      failure === 'timeout'
        ? `The name ${hostname} could not be looked up in time.`
        : failure === 'failed'
          ? `The name ${hostname} could not be looked up.`
          : `The name ${hostname} was not found.`,
    );
  }
}

/** Names that mean this machine (RFC 6761) whatever a name server says. */
const isLocalhostName = (hostname: string) => /(^|\.)localhost\.?$/i.test(hostname);

/**
 * Every A and AAAA address of a host name, looked up in parallel through `resolver`. A missing family
 * is fine; no address at all, or a failure with no address from the other family, throws HostLookupError.
 */
export async function resolveHostAddresses(resolver: DnsResolver, hostname: string, signal?: AbortSignal): Promise<string[]> {
  if (isLocalhostName(hostname)) return ['127.0.0.1', '::1'];
  const [v4, v6] = await Promise.allSettled([
    withDeadline(resolver.resolve4(hostname), signal, hostname),
    withDeadline(resolver.resolve6(hostname), signal, hostname),
  ]);
  const addresses = [...(v4.status === 'fulfilled' ? v4.value : []), ...(v6.status === 'fulfilled' ? v6.value : [])];
  if (addresses.length > 0) return addresses;
  const failures = [v4, v6].flatMap((result) => (result.status === 'rejected' ? [dnsFailureOf(result.reason)] : []));
  const worst = failures.find((failure) => failure === 'timeout') ?? failures.find((failure) => failure === 'failed') ?? 'not-found';
  throw new HostLookupError(hostname, worst);
}
