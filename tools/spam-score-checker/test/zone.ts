// The DNS world of the spam checker's tests, served by the fake DNS server of @toolnest/net/testing.
// Addresses are documentation ranges: these answers are only read, never connected to.
import type { FakeDnsEntry } from '@toolnest/net/testing';

export const DISPOSABLE_TEST_DOMAINS = new Set(['throwaway.test']);

/** A domain with mail, SPF and DMARC in order, its mail server at `mxAddress`. */
const wellKept = (name: string, mxAddress: string): Record<string, FakeDnsEntry> => ({
  [name]: { A: ['192.0.2.10'], MX: [{ exchange: `mx.${name}`, priority: 10 }], TXT: ['v=spf1 mx -all', 'site-verification=1'] },
  [`mx.${name}`]: { A: [mxAddress] },
  [`_dmarc.${name}`]: { TXT: ['v=DMARC1; p=reject; rua=mailto:dmarc@example.com'] },
});

export const SPAM_TEST_ZONE: Record<string, FakeDnsEntry> = {
  ...wellKept('clean.test', '192.0.2.25'),
  ...wellKept('throwaway.test', '192.0.2.26'),
  ...wellKept('xn--bcher-kva.test', '192.0.2.27'),
  // Everything wrong: SPF +all, DMARC none, on DBL and SURBL, its mail server on ZEN.
  'spammy.test': { A: ['192.0.2.66'], MX: [{ exchange: 'mx.spammy.test', priority: 5 }], TXT: ['v=spf1 a mx +all'] },
  'mx.spammy.test': { A: ['192.0.2.67'] },
  '_dmarc.spammy.test': { TXT: [['v=DMARC1; ', 'p=none']] },
  'spammy.test.dbl.spamhaus.org': { A: ['127.0.1.2'] },
  'spammy.test.multi.surbl.org': { A: ['127.0.0.16'] },
  '67.2.0.192.zen.spamhaus.org': { A: ['127.0.0.2', '127.0.0.11'] },
  // A web-only subdomain: no MX, no SPF; DMARC inherited from the organisational domain's sp=none.
  'www.parent.test': { A: ['192.0.2.80'] },
  '_dmarc.parent.test': { TXT: ['v=DMARC1; p=reject; sp=none'] },
  // Nothing at all.
  // 'gone.test' is simply not in the zone: NXDOMAIN for every question.
  // Spamhaus refusing the query (as it does through public resolvers): not checked, no points.
  ...wellKept('refused.test', '192.0.2.90'),
  'refused.test.dbl.spamhaus.org': { A: ['127.255.255.254'] },
  '90.2.0.192.zen.spamhaus.org': { A: ['127.255.255.254'] },
  // A server that fails some questions and never answers others.
  'flaky.test': { A: ['192.0.2.100'], MX: [{ exchange: 'mx.flaky.test', priority: 10 }], TXT: ['v=spf1 -all'] },
  'mx.flaky.test': 'servfail',
  '_dmarc.flaky.test': 'silent',
};
