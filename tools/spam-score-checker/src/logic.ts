// Pure logic of the Spam Score Checker: no React, no DOM, no I/O, so it runs and tests anywhere.
// The server gathers DNS answers (lookups.ts); everything that turns them into a score is here.

/** The message for a blank input (page and server). */
export const BLANK_MESSAGE = 'Please enter a domain name or email address.';
/** A failed check without a server message. */
export const FAILURE_MESSAGE = 'Failed to check spam score. Please try again.';
/** Shown with no threats and a score of at most 30. */
export const SAFE_MESSAGE = 'No security threats detected. This domain appears to be safe.';
/** The same, when some checks could not run: they are not a pass, so the page claims less. */
export const PARTLY_CHECKED_MESSAGE = 'No security threats detected in the checks that completed.';
export const THREATS_HEADING = 'Security Threats Detected:';
/** The longest input the server reads: an e-mail address at most (64 + 1 + 255). */
export const MAX_INPUT_LENGTH = 320;

/**
 * The points each failing signal adds; the score is their sum, capped at 100. A domain that cannot
 * exist scores high on its own; mail hygiene (SPF, DMARC) weighs less than a blocklist listing.
 */
export const SPAM_WEIGHTS = {
  /** Not a valid domain name: no lookups are made. */
  invalidSyntax: 70,
  /** No MX, A or AAAA record: the domain does not exist, or neither sends nor receives mail. */
  noAddressOrMail: 40,
  /** Addresses but no MX record (or a null MX): it cannot receive mail. */
  noMx: 15,
  /** No SPF record, or more than one (an error to receivers). */
  noSpf: 15,
  /** SPF ends in +all (or a bare all): any server may send as the domain. */
  spfPassAll: 20,
  /** No DMARC record at the domain or its parent domains. */
  noDmarc: 15,
  /** DMARC policy none: failing mail is still delivered. */
  dmarcNone: 5,
  /** Listed on the Spamhaus Domain Block List. */
  dbl: 35,
  /** Listed on SURBL. */
  surbl: 35,
  /** A mail server's address on Spamhaus ZEN (once, in one line, however many are listed). */
  zen: 25,
  /** A disposable (throwaway) mail domain. */
  disposable: 30,
} as const;
export const MAX_SPAM_SCORE = 100;

// ---------------------------------------------------------------------------------------------
// The input

export type DomainInput =
  | { kind: 'blank' }
  | { kind: 'valid'; domain: string }
  | { kind: 'invalid'; domain: string; reason: string };

const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const IPV4_LIKE = /^[\d.]+$/;

/** Why an ASCII (punycode) domain name is not one a mail domain can be; undefined when it is fine. */
export function domainSyntaxProblem(domain: string): string | undefined {
  if (domain === '') return 'it is empty';
  if (domain.includes(':') || IPV4_LIKE.test(domain)) return 'an IP address is not a domain name';
  if (domain.length > 253) return 'it is longer than 253 characters';
  const labels = domain.split('.');
  if (labels.length < 2) return 'it needs a dot, as in example.com';
  if (labels.some((label) => label === '')) return 'it has an empty part between dots';
  if (labels.some((label) => label.length > 63)) return 'a part between dots is longer than 63 characters';
  if (!labels.every((label) => LABEL.test(label))) return 'it has characters a domain name cannot have';
  if (/^\d+$/.test(labels.at(-1)!)) return 'its last part cannot be a number';
  return undefined;
}

/**
 * The domain to check from what the visitor typed: trimmed; the part after the last @ of an e-mail
 * address; the host of a URL; lower case, without a final dot; IDN to punycode by `toAscii` (the
 * server passes node:url's domainToASCII, which answers '' for a name it cannot convert).
 */
export function domainFromInput(raw: string, toAscii: (domain: string) => string): DomainInput {
  let text = raw.trim();
  if (text === '') return { kind: 'blank' };
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(text)) {
    // A URL: its host, without user, port, path, query or fragment.
    text = text.replace(/^[a-z][a-z0-9+.-]*:\/\/(?:[^@/?#]*@)?/i, '').replace(/[/?#].*$/s, '').replace(/:\d*$/, '');
  } else if (text.includes('@')) text = text.slice(text.lastIndexOf('@') + 1);
  const shown = text.trim().toLowerCase().replace(/\.$/, '');
  if (shown === '') return { kind: 'invalid', domain: raw.trim(), reason: 'it is empty' };
  const ascii = /[^\x21-\x7e]/.test(shown) || shown.includes('xn--') ? toAscii(shown) : shown;
  if (ascii === '') return { kind: 'invalid', domain: shown, reason: 'it has characters a domain name cannot have' };
  const problem = domainSyntaxProblem(ascii);
  return problem ? { kind: 'invalid', domain: ascii, reason: problem } : { kind: 'valid', domain: ascii };
}

/** The domain and every parent domain of two labels or more, nearest first: a.b.example.com → …, example.com. */
export function domainAndParents(domain: string): string[] {
  const labels = domain.split('.');
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
}

/** A disposable domain or a subdomain of one, by the maintained list the server passes. */
export function isDisposableDomain(domain: string, disposable: ReadonlySet<string>): boolean {
  return domainAndParents(domain).some((name) => disposable.has(name));
}

// ---------------------------------------------------------------------------------------------
// What the lookups found

export type NotCheckedReason =
  | 'timed out'
  | 'lookup failed'
  | 'blocklist refused the query'
  | 'unexpected answer'
  | 'mail servers unknown';

/** One DNS query's records ([] for no such name or no records of the type), or why it has none. */
export type DnsOutcome<T> = { ok: true; records: T[] } | { ok: false; reason: 'timed out' | 'lookup failed' };

export interface MxRecord {
  exchange: string;
  priority: number;
}

/** One Spamhaus ZEN query: a mail server, one of its IPv4 addresses, and the blocklist's answer. */
export interface ZenQuery {
  host: string;
  address: string;
  answer: DnsOutcome<string>;
}

/** Everything the server looked up for one domain; `scoreSpam` turns it into the result. */
export interface SpamEvidence {
  domain: string;
  a: DnsOutcome<string>;
  aaaa: DnsOutcome<string>;
  mx: DnsOutcome<MxRecord>;
  /** TXT records of the domain, each record's strings joined. */
  txt: DnsOutcome<string>;
  /** TXT records at _dmarc of the domain, then of each parent (the organisational-domain fallback), nearest first. */
  dmarc: Array<{ domain: string; txt: DnsOutcome<string> }>;
  /** A records of <domain>.dbl.spamhaus.org. */
  dbl: DnsOutcome<string>;
  /** A records of <domain>.multi.surbl.org. */
  surbl: DnsOutcome<string>;
  /** The address lookups of the mail servers that ZEN needs; a failed one leaves ZEN unchecked. */
  mxAddresses: Array<{ host: string; addresses: DnsOutcome<string> }>;
  zen: ZenQuery[];
  disposable: boolean;
}

export interface SpamScore {
  spamScore: number;
  threats: string[];
  /** 'Spamhaus DBL: not checked (timed out)': checks that could not run; no points, no pass. */
  notChecked: string[];
}

export const CHECK_NAMES = {
  addresses: 'Address records (A/AAAA)',
  mx: 'MX records',
  spf: 'SPF',
  dmarc: 'DMARC',
  dbl: 'Spamhaus DBL',
  surbl: 'SURBL',
  zen: 'Spamhaus ZEN',
} as const;

export const notCheckedLine = (check: keyof typeof CHECK_NAMES, reason: NotCheckedReason) => `${CHECK_NAMES[check]}: not checked (${reason})`;

export const THREATS = {
  noAddressOrMail: 'The domain has no MX, A or AAAA records: it does not exist, or it cannot send or receive mail.',
  noMx: 'No MX record: the domain cannot receive mail.',
  noSpf: 'No SPF record: any server can send mail claiming to be from this domain.',
  manySpf: 'More than one SPF record: receivers treat this as an error and ignore them.',
  spfPassAll: 'The SPF record allows all senders (+all): any server may send mail as this domain.',
  noDmarc: 'No DMARC record: receivers get no policy for mail that fails SPF and DKIM.',
  dbl: 'Listed on the Spamhaus Domain Block List (DBL).',
  surbl: 'Listed on SURBL, a blocklist of domains seen in spam.',
  disposable: 'A disposable (throwaway) e-mail domain.',
} as const;

export const invalidThreat = (reason: string) => `The domain name is not valid: ${reason}.`;
export const dmarcNoneThreat = (from: string | undefined) =>
  `The DMARC policy${from ? ` (inherited from ${from})` : ''} is p=none: mail that fails SPF and DKIM is still delivered.`;
// Made on first use: an Intl formatter loads ICU's locale data, which the page would pay while loading.
let andList: Intl.ListFormat | undefined;

/**
 * The one ZEN threat line (one line per failing signal), naming every listed mail server
 * with its listed addresses: "Mail server mx.example.com (192.0.2.25) is listed on Spamhaus ZEN." or
 * "Mail servers mx1.example.com (192.0.2.25) and mx2.example.com (192.0.2.26, 192.0.2.27) are listed…".
 */
export function zenThreat(listed: ReadonlyArray<{ host: string; address: string }>): string {
  const byHost = new Map<string, string[]>();
  for (const { host, address } of listed) {
    const addresses = byHost.get(host) ?? [];
    if (!addresses.includes(address)) addresses.push(address);
    byHost.set(host, addresses);
  }
  const servers = [...byHost].map(([host, addresses]) => `${host} (${addresses.join(', ')})`);
  return servers.length === 1
    ? `Mail server ${servers[0]} is listed on Spamhaus ZEN.`
    : `Mail servers ${(andList ??= new Intl.ListFormat('en', { style: 'long', type: 'conjunction' })).format(servers)} are listed on Spamhaus ZEN.`;
}

// ---------------------------------------------------------------------------------------------
// Reading records

/** The SPF records among TXT records (v=spf1, any case). */
export const spfRecords = (txt: readonly string[]) => txt.filter((record) => /^\s*v=spf1(\s|$)/i.test(record));

/** Whether an SPF record's `all` lets everyone pass: `+all`, or `all` with no qualifier (which means +). */
export function spfAllowsAll(record: string): boolean {
  return record
    .trim()
    .split(/\s+/)
    .some((term) => /^\+?all$/i.test(term));
}

export interface DmarcRecord {
  /** The policy for this domain: p, or sp (else p) when the record is a parent's. */
  policy: string;
  /** The parent domain whose record applies; undefined when the domain has its own. */
  inheritedFrom?: string;
}

/** The tags of a DMARC record: `v=DMARC1; p=reject` → { v: 'DMARC1', p: 'reject' } (names in lower case). */
export function dmarcTags(record: string): Record<string, string> {
  return Object.fromEntries(
    record
      .split(';')
      .map((part) => part.split('='))
      .filter((pair) => pair.length >= 2 && pair[0]!.trim() !== '')
      .map(([name, ...value]) => [name!.trim().toLowerCase(), value.join('=').trim()]),
  );
}

const isDmarc = (record: string) => /^\s*v\s*=\s*DMARC1\s*(;|$)/i.test(record);

/**
 * The DMARC record that applies: the domain's own, else the nearest parent's (the organisational
 * domain). A level whose lookup failed before any record was found leaves DMARC unknown.
 */
export function applicableDmarc(levels: SpamEvidence['dmarc']): { ok: true; record: DmarcRecord | undefined } | { ok: false; reason: 'timed out' | 'lookup failed' } {
  for (const [index, level] of levels.entries()) {
    if (!level.txt.ok) return { ok: false, reason: level.txt.reason };
    const record = level.txt.records.find(isDmarc);
    if (!record) continue;
    const tags = dmarcTags(record);
    // A record without a valid p is read as none (RFC 7489, section 6.6.3).
    const own = (tags.p ?? 'none').toLowerCase();
    const policy = index === 0 ? own : (tags.sp ?? own).toLowerCase();
    return { ok: true, record: { policy: ['none', 'quarantine', 'reject'].includes(policy) ? policy : 'none', inheritedFrom: index === 0 ? undefined : level.domain } };
  }
  return { ok: true, record: undefined };
}

/** How a DNS blocklist answered: listed, not listed, or an answer that means the query was not served. */
export type BlocklistVerdict = { checked: true; listed: boolean } | { checked: false; reason: NotCheckedReason };

export type Blocklist = 'dbl' | 'surbl' | 'zen';

/**
 * A blocklist's A answers read per its documentation. No answer (NXDOMAIN) is "not listed".
 * Spamhaus answers 127.255.255.x to queries it will not serve (public resolvers, too many queries),
 * SURBL 127.0.0.1 (access blocked): neither is a verdict. Anything outside 127/8 is not one either.
 */
export function blocklistVerdict(list: Blocklist, answers: readonly string[]): BlocklistVerdict {
  if (answers.length === 0) return { checked: true, listed: false };
  if (answers.some((answer) => answer.startsWith('127.255.255.'))) return { checked: false, reason: 'blocklist refused the query' };
  if (list === 'surbl' && answers.includes('127.0.0.1')) return { checked: false, reason: 'blocklist refused the query' };
  const listed = answers.some((answer) => {
    const octets = answer.split('.').map(Number);
    if (octets.length !== 4 || octets[0] !== 127) return false;
    if (list === 'dbl') return octets[1] === 0 && octets[2] === 1 && octets[3]! >= 2;
    if (list === 'zen') return octets[1] === 0 && octets[2] === 0 && octets[3]! >= 2 && octets[3]! <= 11;
    return octets[1] === 0 && octets[2] === 0 && octets[3]! > 1;
  });
  return listed ? { checked: true, listed: true } : { checked: false, reason: 'unexpected answer' };
}

/** A blocklist query's outcome as a verdict: a failed lookup is a check not made. */
export const verdictOf = (list: Blocklist, outcome: DnsOutcome<string>): BlocklistVerdict =>
  outcome.ok ? blocklistVerdict(list, outcome.records) : { checked: false, reason: outcome.reason };

/** The mail servers of an MX answer, by priority; a null MX ("." or empty) means none. */
export const mailServers = (records: readonly MxRecord[]) =>
  [...records]
    .filter((record) => record.exchange !== '' && record.exchange !== '.')
    .sort((a, b) => a.priority - b.priority)
    .map((record) => record.exchange.toLowerCase().replace(/\.$/, ''));

// ---------------------------------------------------------------------------------------------
// The score

/** The result for a name that is not a valid domain: one threat, no lookups. */
export function invalidDomainScore(reason: string): SpamScore {
  return { spamScore: SPAM_WEIGHTS.invalidSyntax, threats: [invalidThreat(reason)], notChecked: [] };
}

/**
 * Scores what the lookups found. Each failing signal adds its weight and one threat line; a check
 * that could not run adds nothing and one not-checked line. The score is capped at 100.
 */
export function scoreSpam(evidence: SpamEvidence): SpamScore {
  let score = 0;
  const threats: string[] = [];
  const notChecked: string[] = [];
  const add = (weight: number, threat: string) => {
    score += weight;
    threats.push(threat);
  };

  // Mail and address records.
  if (!evidence.mx.ok) notChecked.push(notCheckedLine('mx', evidence.mx.reason));
  else if (mailServers(evidence.mx.records).length === 0) {
    const families = [evidence.a, evidence.aaaa];
    const hasAddress = families.some((family) => family.ok && family.records.length > 0);
    const failed = families.find((family): family is { ok: false; reason: 'timed out' | 'lookup failed' } => !family.ok);
    if (hasAddress) add(SPAM_WEIGHTS.noMx, THREATS.noMx);
    else if (failed) {
      add(SPAM_WEIGHTS.noMx, THREATS.noMx);
      notChecked.push(notCheckedLine('addresses', failed.reason));
    } else add(SPAM_WEIGHTS.noAddressOrMail, THREATS.noAddressOrMail);
  }

  // SPF.
  if (!evidence.txt.ok) notChecked.push(notCheckedLine('spf', evidence.txt.reason));
  else {
    const spf = spfRecords(evidence.txt.records);
    if (spf.length === 0) add(SPAM_WEIGHTS.noSpf, THREATS.noSpf);
    else if (spf.length > 1) add(SPAM_WEIGHTS.noSpf, THREATS.manySpf);
    else if (spfAllowsAll(spf[0]!)) add(SPAM_WEIGHTS.spfPassAll, THREATS.spfPassAll);
  }

  // DMARC, with the organisational-domain fallback.
  const dmarc = applicableDmarc(evidence.dmarc);
  if (!dmarc.ok) notChecked.push(notCheckedLine('dmarc', dmarc.reason));
  else if (!dmarc.record) add(SPAM_WEIGHTS.noDmarc, THREATS.noDmarc);
  else if (dmarc.record.policy === 'none') add(SPAM_WEIGHTS.dmarcNone, dmarcNoneThreat(dmarc.record.inheritedFrom));

  // Domain blocklists.
  for (const list of ['dbl', 'surbl'] as const) {
    const verdict = verdictOf(list, evidence[list]);
    if (!verdict.checked) notChecked.push(notCheckedLine(list, verdict.reason));
    else if (verdict.listed) add(SPAM_WEIGHTS[list], THREATS[list]);
  }

  // The mail servers' addresses on ZEN (only when there are mail servers).
  if (!evidence.mx.ok) notChecked.push(notCheckedLine('zen', 'mail servers unknown'));
  else if (mailServers(evidence.mx.records).length > 0) {
    const verdicts = evidence.zen.map((query) => ({ query, verdict: verdictOf('zen', query.answer) }));
    const listed = verdicts.filter(({ verdict }) => verdict.checked && verdict.listed);
    const failedAddresses = evidence.mxAddresses.find((lookup) => !lookup.addresses.ok)?.addresses;
    const failedQuery = verdicts.map(({ verdict }) => verdict).find((verdict) => !verdict.checked);
    if (listed.length > 0) add(SPAM_WEIGHTS.zen, zenThreat(listed.map(({ query }) => query)));
    else if (failedAddresses && !failedAddresses.ok) notChecked.push(notCheckedLine('zen', failedAddresses.reason));
    else if (failedQuery && !failedQuery.checked) notChecked.push(notCheckedLine('zen', failedQuery.reason));
  }

  if (evidence.disposable) add(SPAM_WEIGHTS.disposable, THREATS.disposable);

  return { spamScore: Math.min(score, MAX_SPAM_SCORE), threats, notChecked };
}

// ---------------------------------------------------------------------------------------------
// The risk band

export type RiskLevel = 'low' | 'medium' | 'high';

/** 0–30 Low Risk, 31–60 Medium Risk, 61–100 High Risk. */
export function riskOf(score: number): { level: RiskLevel; label: string } {
  if (score <= 30) return { level: 'low', label: 'Low Risk' };
  if (score <= 60) return { level: 'medium', label: 'Medium Risk' };
  return { level: 'high', label: 'High Risk' };
}

/** What the result says when it lists no threat; undefined when it lists some. */
export function noThreatMessage(result: SpamScore): string | undefined {
  if (result.threats.length > 0 || result.spamScore > 30) return undefined;
  return result.notChecked.length === 0 ? SAFE_MESSAGE : PARTLY_CHECKED_MESSAGE;
}
