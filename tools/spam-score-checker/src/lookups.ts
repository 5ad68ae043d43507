// The DNS lookups behind a spam score (Node only, used by ./server): every query in parallel through
// the server's resolver, all of them bounded by one deadline. A query that times out or fails is
// recorded as such, never as "no records": scoreSpam lists it as not checked.
import { dnsFailureOf, withDeadline, type DnsResolver } from '@toolnest/net';
import { domainAndParents, mailServers, type DnsOutcome, type MxRecord, type SpamEvidence, type ZenQuery } from './logic';

/** All lookups of one check end within this (the API answers within 3 s). */
export const LOOKUP_BUDGET_MS = 2500;
export const DBL_ZONE = 'dbl.spamhaus.org';
export const SURBL_ZONE = 'multi.surbl.org';
export const ZEN_ZONE = 'zen.spamhaus.org';
/** Mail servers whose addresses go to ZEN, and addresses per server: enough for a verdict, bounded. */
const MAX_MAIL_SERVERS = 3;
const MAX_ADDRESSES_PER_SERVER = 2;
/** DMARC tree walk depth (DMARCbis caps it at 8 queries). */
const MAX_DMARC_LEVELS = 8;

export interface LookupOptions {
  /** Default LOOKUP_BUDGET_MS. */
  budgetMs?: number;
  /** Whether the domain (or a parent) is on the disposable-mail list. */
  isDisposable: (domain: string) => boolean;
}

/** One query as a DnsOutcome: no such name and no data are empty answers; a timeout or failure is kept. */
async function outcome<T>(query: Promise<T[]>, signal: AbortSignal, name: string): Promise<DnsOutcome<T>> {
  try {
    return { ok: true, records: await withDeadline(query, signal, name) };
  } catch (error) {
    const failure = dnsFailureOf(error);
    if (failure === 'not-found' || failure === 'no-data') return { ok: true, records: [] };
    return { ok: false, reason: failure === 'timeout' ? 'timed out' : 'lookup failed' };
  }
}

/** 192.0.2.1 → 1.2.0.192, as DNS blocklists are asked. */
export const reversedIPv4 = (address: string) => address.split('.').reverse().join('.');

/** Looks everything up for one valid ASCII domain. Resolves within the budget, whatever the name servers do. */
export async function gatherEvidence(resolver: DnsResolver, domain: string, { budgetMs = LOOKUP_BUDGET_MS, isDisposable }: LookupOptions): Promise<SpamEvidence> {
  const signal = AbortSignal.timeout(budgetMs);
  const ask = <T>(name: string, query: (name: string) => Promise<T[]>) => outcome(query(name), signal, name);
  const joined = (records: string[][]) => records.map((chunks) => chunks.join(''));

  const zenPart = (async () => {
    const mx = await ask<MxRecord>(domain, (name) => resolver.resolveMx(name));
    if (!mx.ok) return { mx, mxAddresses: [], zen: [] };
    const hosts = mailServers(mx.records).slice(0, MAX_MAIL_SERVERS);
    const mxAddresses = await Promise.all(hosts.map(async (host) => ({ host, addresses: await ask<string>(host, (name) => resolver.resolve4(name)) })));
    const queries = mxAddresses.flatMap(({ host, addresses }) =>
      addresses.ok ? addresses.records.slice(0, MAX_ADDRESSES_PER_SERVER).map((address) => ({ host, address })) : [],
    );
    const zen: ZenQuery[] = await Promise.all(
      queries.map(async ({ host, address }) => ({
        host,
        address,
        answer: await ask<string>(`${reversedIPv4(address)}.${ZEN_ZONE}`, (name) => resolver.resolve4(name)),
      })),
    );
    return { mx, mxAddresses, zen };
  })();

  const dmarcDomains = domainAndParents(domain).slice(0, MAX_DMARC_LEVELS);
  const [a, aaaa, txt, dbl, surbl, dmarc, mail] = await Promise.all([
    ask<string>(domain, (name) => resolver.resolve4(name)),
    ask<string>(domain, (name) => resolver.resolve6(name)),
    ask<string[]>(domain, (name) => resolver.resolveTxt(name)),
    ask<string>(`${domain}.${DBL_ZONE}`, (name) => resolver.resolve4(name)),
    ask<string>(`${domain}.${SURBL_ZONE}`, (name) => resolver.resolve4(name)),
    Promise.all(
      dmarcDomains.map(async (name) => {
        const records = await ask<string[]>(`_dmarc.${name}`, (query) => resolver.resolveTxt(query));
        return { domain: name, txt: records.ok ? { ok: true as const, records: joined(records.records) } : records };
      }),
    ),
    zenPart,
  ]);

  return {
    domain,
    a,
    aaaa,
    mx: mail.mx,
    txt: txt.ok ? { ok: true, records: joined(txt.records) } : txt,
    dmarc,
    dbl,
    surbl,
    mxAddresses: mail.mxAddresses,
    zen: mail.zen,
    disposable: isDisposable(domain),
  };
}
