// The DNS world of the browser tests: server.ts starts this fake name server and hands its address to
// the API server as DNS_SERVERS, so no browser test asks a real name server. Tools whose servers
// look names up add their test domains here (`.test` names; documentation addresses, never connected to).
import { startFakeDns, type FakeDnsEntry, type FakeDnsServer } from '../../../packages/net/src/testing';

/** A domain with mail, SPF and DMARC in order, its mail server at `mxAddress`. */
const wellKept = (name: string, mxAddress: string): Record<string, FakeDnsEntry> => ({
  [name]: { A: ['192.0.2.10'], MX: [{ exchange: `mx.${name}`, priority: 10 }], TXT: ['v=spf1 mx -all'] },
  [`mx.${name}`]: { A: [mxAddress] },
  [`_dmarc.${name}`]: { TXT: ['v=DMARC1; p=reject'] },
});

/** Spam Score Checker (tools/spam-score-checker/e2e). */
const SPAM_SCORE_ZONE: Record<string, FakeDnsEntry> = {
  ...wellKept('clean.test', '192.0.2.25'),
  // On the Spamhaus DBL only: 35, Medium Risk.
  ...wellKept('listed.test', '192.0.2.26'),
  'listed.test.dbl.spamhaus.org': { A: ['127.0.1.2'] },
  // Everything wrong: 100, High Risk.
  'spammy.test': { A: ['192.0.2.66'], MX: [{ exchange: 'mx.spammy.test', priority: 5 }], TXT: ['v=spf1 +all'] },
  'mx.spammy.test': { A: ['192.0.2.67'] },
  '_dmarc.spammy.test': { TXT: ['v=DMARC1; p=none'] },
  'spammy.test.dbl.spamhaus.org': { A: ['127.0.1.2'] },
  'spammy.test.multi.surbl.org': { A: ['127.0.0.16'] },
  '67.2.0.192.zen.spamhaus.org': { A: ['127.0.0.2'] },
  // A name whose every question goes unanswered: each check times out.
  ...Object.fromEntries(
    ['silent.test', '_dmarc.silent.test', 'silent.test.dbl.spamhaus.org', 'silent.test.multi.surbl.org'].map((name) => [name, 'silent' as const]),
  ),
};

export const E2E_DNS_ZONE: Record<string, FakeDnsEntry> = { ...SPAM_SCORE_ZONE };

export function startE2eDns(): Promise<FakeDnsServer> {
  return startFakeDns({ zone: E2E_DNS_ZONE });
}
