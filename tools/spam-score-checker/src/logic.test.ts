import { domainToASCII } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applicableDmarc,
  blocklistVerdict,
  CHECK_NAMES,
  dmarcNoneThreat,
  domainAndParents,
  domainFromInput,
  domainSyntaxProblem,
  invalidDomainScore,
  isDisposableDomain,
  mailServers,
  MAX_SPAM_SCORE,
  noThreatMessage,
  PARTLY_CHECKED_MESSAGE,
  riskOf,
  SAFE_MESSAGE,
  scoreSpam,
  SPAM_WEIGHTS,
  spfAllowsAll,
  THREATS,
  zenThreat,
  type DnsOutcome,
  type SpamEvidence,
} from './logic';

const ok = <T,>(...records: T[]): DnsOutcome<T> => ({ ok: true, records });
const timedOut: DnsOutcome<never> = { ok: false, reason: 'timed out' };
const failed: DnsOutcome<never> = { ok: false, reason: 'lookup failed' };

/** A domain with everything in order: the base of the examples below. */
const healthy = (overrides: Partial<SpamEvidence> = {}): SpamEvidence => ({
  domain: 'example.com',
  a: ok('192.0.2.1'),
  aaaa: ok(),
  mx: ok({ exchange: 'mx.example.com', priority: 10 }),
  txt: ok('v=spf1 mx -all', 'google-site-verification=abc'),
  dmarc: [{ domain: 'example.com', txt: ok('v=DMARC1; p=reject') }],
  dbl: ok(),
  surbl: ok(),
  mxAddresses: [{ host: 'mx.example.com', addresses: ok('192.0.2.25') }],
  zen: [{ host: 'mx.example.com', address: '192.0.2.25', answer: ok() }],
  disposable: false,
  ...overrides,
});

describe('domainFromInput', () => {
  it.each([
    ['  Example.COM  ', 'example.com'],
    ['name@Example.com', 'example.com'],
    ['"odd@local"@mail.example.org', 'mail.example.org'],
    ['example.com.', 'example.com'],
    ['https://user@www.example.com:8443/path?q=1#top', 'www.example.com'],
    ['Bücher.example', 'xn--bcher-kva.example'],
    ['info@münchen.de', 'xn--mnchen-3ya.de'],
    ['xn--bcher-kva.example', 'xn--bcher-kva.example'],
  ])('%j → %s', (input, domain) => {
    expect(domainFromInput(input, domainToASCII)).toEqual({ kind: 'valid', domain });
  });

  it.each([
    ['localhost', 'it needs a dot, as in example.com'],
    ['192.0.2.1', 'an IP address is not a domain name'],
    ['[::1]', 'an IP address is not a domain name'],
    ['exa mple.com', 'it has characters a domain name cannot have'],
    ['a..b.com', 'it has an empty part between dots'],
    ['-bad.com', 'it has characters a domain name cannot have'],
    ['example.123', 'its last part cannot be a number'],
    [`${'a'.repeat(64)}.com`, 'a part between dots is longer than 63 characters'],
    [`${'abcdefghi.'.repeat(26)}com`, 'it is longer than 253 characters'],
    ['name@', 'it is empty'],
  ])('%j is not a domain: %s', (input, reason) => {
    expect(domainFromInput(input, domainToASCII)).toMatchObject({ kind: 'invalid', reason });
  });

  it('says blank for nothing but whitespace', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[ \t\n\r]*$/), (blank) => {
        expect(domainFromInput(blank, domainToASCII)).toEqual({ kind: 'blank' });
      }),
    );
  });

  it("takes an e-mail address's domain, whatever the local part and the spacing around it", () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.stringMatching(/^ {0,3}$/), (email, space) => {
        const domain = email.slice(email.lastIndexOf('@') + 1);
        expect(domainFromInput(`${space}${email}${space}`, domainToASCII)).toEqual(domainFromInput(domain, domainToASCII));
      }),
    );
  });

  it('gives valid names that pass its own syntax check, in lower case', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (input) => {
        const result = domainFromInput(input, domainToASCII);
        if (result.kind === 'valid') {
          expect(domainSyntaxProblem(result.domain)).toBeUndefined();
          expect(result.domain).toBe(result.domain.toLowerCase());
        }
      }),
    );
  });

  it('accepts every domain fast-check generates', () => {
    fc.assert(
      fc.property(fc.domain(), (domain) => {
        expect(domainFromInput(domain, domainToASCII).kind).toBe('valid');
      }),
    );
  });
});

describe('records', () => {
  it('lists a domain and its parents, nearest first', () => {
    expect(domainAndParents('a.b.example.co.uk')).toEqual(['a.b.example.co.uk', 'b.example.co.uk', 'example.co.uk', 'co.uk']);
    expect(domainAndParents('example.com')).toEqual(['example.com']);
  });

  it('finds disposable domains and their subdomains', () => {
    const list = new Set(['mailinator.com']);
    expect(isDisposableDomain('mailinator.com', list)).toBe(true);
    expect(isDisposableDomain('x.mailinator.com', list)).toBe(true);
    expect(isDisposableDomain('notmailinator.com', list)).toBe(false);
  });

  it.each([
    ['v=spf1 +all', true],
    ['v=spf1 ip4:192.0.2.0/24 all', true],
    ['v=spf1 -all', false],
    ['v=spf1 ~all', false],
    ['v=spf1 ?all', false],
    ['v=spf1 include:_spf.example.com', false],
  ])('SPF %s allows all: %s', (record, expected) => {
    expect(spfAllowsAll(record)).toBe(expected);
  });

  it('orders mail servers by priority and drops a null MX', () => {
    expect(mailServers([{ exchange: 'b.example', priority: 20 }, { exchange: 'A.example.', priority: 10 }, { exchange: '', priority: 0 }])).toEqual([
      'a.example',
      'b.example',
    ]);
  });

  it('takes DMARC from the domain, else from the nearest parent (its sp= first)', () => {
    expect(applicableDmarc([{ domain: 'example.com', txt: ok('v=DMARC1; p=quarantine; sp=none') }])).toEqual({
      ok: true,
      record: { policy: 'quarantine', inheritedFrom: undefined },
    });
    expect(
      applicableDmarc([
        { domain: 'mail.example.com', txt: ok('unrelated') },
        { domain: 'example.com', txt: ok('v=DMARC1; p=reject; sp=none') },
      ]),
    ).toEqual({ ok: true, record: { policy: 'none', inheritedFrom: 'example.com' } });
    expect(applicableDmarc([{ domain: 'a.example', txt: ok() }, { domain: 'example', txt: ok() }])).toEqual({ ok: true, record: undefined });
    expect(applicableDmarc([{ domain: 'a.example.com', txt: ok() }, { domain: 'example.com', txt: timedOut }])).toEqual({ ok: false, reason: 'timed out' });
    // A record of its own wins even when a parent's lookup failed.
    expect(applicableDmarc([{ domain: 'a.example.com', txt: ok('v=DMARC1;p=reject') }, { domain: 'example.com', txt: failed }]).ok).toBe(true);
    expect(applicableDmarc([{ domain: 'example.com', txt: ok('v=DMARC1; rua=mailto:x@example.com') }])).toMatchObject({ record: { policy: 'none' } });
  });

  it.each([
    ['dbl', [], { checked: true, listed: false }],
    ['dbl', ['127.0.1.2'], { checked: true, listed: true }],
    ['dbl', ['127.0.1.104'], { checked: true, listed: true }],
    ['dbl', ['127.255.255.254'], { checked: false, reason: 'blocklist refused the query' }],
    ['dbl', ['127.255.255.255'], { checked: false, reason: 'blocklist refused the query' }],
    ['dbl', ['198.51.100.1'], { checked: false, reason: 'unexpected answer' }],
    ['zen', ['127.0.0.2'], { checked: true, listed: true }],
    ['zen', ['127.0.0.11'], { checked: true, listed: true }],
    ['zen', ['127.0.0.12'], { checked: false, reason: 'unexpected answer' }],
    ['zen', ['127.255.255.252'], { checked: false, reason: 'blocklist refused the query' }],
    ['surbl', ['127.0.0.8'], { checked: true, listed: true }],
    ['surbl', ['127.0.0.1'], { checked: false, reason: 'blocklist refused the query' }],
  ] as const)('%s answering %j', (list, answers, verdict) => {
    expect(blocklistVerdict(list, answers)).toEqual(verdict);
  });
});

describe('scoreSpam', () => {
  it('scores a healthy domain 0', () => {
    const result = scoreSpam(healthy());
    expect(result).toEqual({ spamScore: 0, threats: [], notChecked: [] });
    expect(noThreatMessage(result)).toBe(SAFE_MESSAGE);
  });

  it('adds each failing signal with its weight and threat', () => {
    expect(scoreSpam(healthy({ txt: ok('v=spf1 +all'), dmarc: [{ domain: 'example.com', txt: ok('v=DMARC1; p=none') }] }))).toEqual({
      spamScore: SPAM_WEIGHTS.spfPassAll + SPAM_WEIGHTS.dmarcNone,
      threats: [THREATS.spfPassAll, dmarcNoneThreat(undefined)],
      notChecked: [],
    });
    expect(scoreSpam(healthy({ mx: ok(), mxAddresses: [], zen: [], txt: ok('v=spf1 -all', 'v=spf1 mx -all') }))).toEqual({
      spamScore: SPAM_WEIGHTS.noMx + SPAM_WEIGHTS.noSpf,
      threats: [THREATS.noMx, THREATS.manySpf],
      notChecked: [],
    });
    expect(scoreSpam(healthy({ dbl: ok('127.0.1.2'), surbl: ok('127.0.0.64') })).spamScore).toBe(SPAM_WEIGHTS.dbl + SPAM_WEIGHTS.surbl);
  });

  it('scores a name with no records at all, capped at 100 with everything wrong', () => {
    const gone = healthy({ a: ok(), aaaa: ok(), mx: ok(), txt: ok(), dmarc: [{ domain: 'example.com', txt: ok() }], mxAddresses: [], zen: [] });
    expect(scoreSpam(gone)).toEqual({
      spamScore: SPAM_WEIGHTS.noAddressOrMail + SPAM_WEIGHTS.noSpf + SPAM_WEIGHTS.noDmarc,
      threats: [THREATS.noAddressOrMail, THREATS.noSpf, THREATS.noDmarc],
      notChecked: [],
    });
    const worst = scoreSpam({ ...gone, dbl: ok('127.0.1.2'), surbl: ok('127.0.0.4'), disposable: true });
    expect(worst.spamScore).toBe(MAX_SPAM_SCORE);
    expect(worst.threats).toHaveLength(6);
    expect(riskOf(worst.spamScore)).toEqual({ level: 'high', label: 'High Risk' });
  });

  it('names every listed mail server on ZEN in one threat line and counts ZEN once', () => {
    const result = scoreSpam(
      healthy({
        mx: ok({ exchange: 'mx1.example.com', priority: 10 }, { exchange: 'mx2.example.com', priority: 20 }),
        mxAddresses: [
          { host: 'mx1.example.com', addresses: ok('192.0.2.25') },
          { host: 'mx2.example.com', addresses: ok('192.0.2.26') },
        ],
        zen: [
          { host: 'mx1.example.com', address: '192.0.2.25', answer: ok('127.0.0.2') },
          { host: 'mx2.example.com', address: '192.0.2.26', answer: ok('127.0.0.4') },
        ],
      }),
    );
    expect(result).toEqual({
      spamScore: SPAM_WEIGHTS.zen,
      threats: ['Mail servers mx1.example.com (192.0.2.25) and mx2.example.com (192.0.2.26) are listed on Spamhaus ZEN.'],
      notChecked: [],
    });
  });

  it('writes the ZEN line for one server, one server with several addresses, and three servers', () => {
    expect(zenThreat([{ host: 'mx.example.com', address: '192.0.2.25' }])).toBe('Mail server mx.example.com (192.0.2.25) is listed on Spamhaus ZEN.');
    expect(
      zenThreat([
        { host: 'mx.example.com', address: '192.0.2.25' },
        { host: 'mx.example.com', address: '192.0.2.26' },
        { host: 'mx.example.com', address: '192.0.2.25' },
      ]),
    ).toBe('Mail server mx.example.com (192.0.2.25, 192.0.2.26) is listed on Spamhaus ZEN.');
    expect(
      zenThreat([
        { host: 'a.example.com', address: '192.0.2.1' },
        { host: 'b.example.com', address: '192.0.2.2' },
        { host: 'c.example.com', address: '192.0.2.3' },
      ]),
    ).toBe('Mail servers a.example.com (192.0.2.1), b.example.com (192.0.2.2), and c.example.com (192.0.2.3) are listed on Spamhaus ZEN.');
  });

  it('adds exactly one threat line per failing signal, however many mail servers are listed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 6 }), (servers) => {
        const hosts = Array.from({ length: servers }, (_, index) => `mx${index}.example.com`);
        const result = scoreSpam(
          healthy({
            mx: ok(...hosts.map((exchange, priority) => ({ exchange, priority }))),
            mxAddresses: hosts.map((host, index) => ({ host, addresses: ok(`192.0.2.${index + 1}`) })),
            zen: hosts.map((host, index) => ({ host, address: `192.0.2.${index + 1}`, answer: ok('127.0.0.2') })),
          }),
        );
        expect(result.threats).toHaveLength(1);
        for (const host of hosts) expect(result.threats[0]).toContain(host);
      }),
    );
  });

  it('lists lookups that failed as not checked, adding no points', () => {
    const silent: SpamEvidence = {
      domain: 'example.com',
      a: timedOut,
      aaaa: timedOut,
      mx: timedOut,
      txt: timedOut,
      dmarc: [{ domain: 'example.com', txt: timedOut }],
      dbl: timedOut,
      surbl: ok('127.0.0.1'),
      mxAddresses: [],
      zen: [],
      disposable: false,
    };
    const result = scoreSpam(silent);
    expect(result).toEqual({
      spamScore: 0,
      threats: [],
      notChecked: [
        'MX records: not checked (timed out)',
        'SPF: not checked (timed out)',
        'DMARC: not checked (timed out)',
        'Spamhaus DBL: not checked (timed out)',
        'SURBL: not checked (blocklist refused the query)',
        'Spamhaus ZEN: not checked (mail servers unknown)',
      ],
    });
    expect(noThreatMessage(result)).toBe(PARTLY_CHECKED_MESSAGE);
    expect(scoreSpam(healthy({ mx: ok(), a: failed, aaaa: ok(), mxAddresses: [], zen: [] })).notChecked).toEqual([
      'Address records (A/AAAA): not checked (lookup failed)',
    ]);
    expect(scoreSpam(healthy({ mxAddresses: [{ host: 'mx.example.com', addresses: timedOut }], zen: [] })).notChecked).toEqual([
      'Spamhaus ZEN: not checked (timed out)',
    ]);
    expect(scoreSpam(healthy({ zen: [{ host: 'mx.example.com', address: '192.0.2.25', answer: ok('127.255.255.254') }] })).notChecked).toEqual([
      'Spamhaus ZEN: not checked (blocklist refused the query)',
    ]);
  });

  it('scores an invalid name 70 with one threat and no lookups', () => {
    expect(invalidDomainScore('it needs a dot, as in example.com')).toEqual({
      spamScore: 70,
      threats: ['The domain name is not valid: it needs a dot, as in example.com.'],
      notChecked: [],
    });
  });
});

// Evidence of any shape, for the properties.
const outcome = <T,>(record: fc.Arbitrary<T>): fc.Arbitrary<DnsOutcome<T>> =>
  fc.oneof(
    fc.array(record, { maxLength: 3 }).map((records) => ({ ok: true as const, records })),
    fc.constantFrom<DnsOutcome<T>>(timedOut, failed),
  );
const ipv4 = fc.ipV4();
const blocklistAnswer = fc.constantFrom('127.0.0.1', '127.0.0.2', '127.0.0.4', '127.0.0.11', '127.0.1.2', '127.255.255.254', '192.0.2.1');
const txtRecord = fc.constantFrom('v=spf1 -all', 'v=spf1 +all', 'v=spf1 all', 'v=spf1 mx ~all', 'v=DMARC1; p=none', 'v=DMARC1; p=reject', 'other');
const evidence: fc.Arbitrary<SpamEvidence> = fc.record({
  domain: fc.constant('example.com'),
  a: outcome(ipv4),
  aaaa: outcome(fc.ipV6()),
  mx: outcome(fc.record({ exchange: fc.constantFrom('', 'mx1.example.com', 'mx2.example.com'), priority: fc.nat(50) })),
  txt: outcome(txtRecord),
  dmarc: fc.array(fc.record({ domain: fc.domain(), txt: outcome(txtRecord) }), { minLength: 1, maxLength: 3 }),
  dbl: outcome(blocklistAnswer),
  surbl: outcome(blocklistAnswer),
  mxAddresses: fc.array(fc.record({ host: fc.constantFrom('mx1.example.com', 'mx2.example.com'), addresses: outcome(ipv4) }), { maxLength: 2 }),
  zen: fc.array(fc.record({ host: fc.constant('mx1.example.com'), address: ipv4, answer: outcome(blocklistAnswer) }), { maxLength: 3 }),
  disposable: fc.boolean(),
});

type LookupKey = 'a' | 'aaaa' | 'mx' | 'txt' | 'dbl' | 'surbl';
const LINE = new RegExp(
  `^(${Object.values(CHECK_NAMES)
    .map((name) => name.replace(/[()/]/g, '\\$&'))
    .join('|')}): not checked \\((timed out|lookup failed|blocklist refused the query|unexpected answer|mail servers unknown)\\)$`,
);

describe('scoreSpam properties', () => {
  it('gives a whole score from 0 to 100, one line per threat or unchecked check, in the documented form', () => {
    fc.assert(
      fc.property(evidence, (input) => {
        const result = scoreSpam(input);
        expect(Number.isInteger(result.spamScore)).toBe(true);
        expect(result.spamScore).toBeGreaterThanOrEqual(0);
        expect(result.spamScore).toBeLessThanOrEqual(100);
        expect(result.spamScore === 0).toBe(result.threats.length === 0);
        for (const line of result.notChecked) expect(line).toMatch(LINE);
        expect(new Set(result.notChecked.map((line) => line.split(':')[0])).size).toBe(result.notChecked.length);
      }),
    );
  });

  it('never adds points for a lookup that failed: failing one only keeps or lowers the score', () => {
    fc.assert(
      fc.property(evidence, fc.constantFrom<LookupKey>('a', 'aaaa', 'mx', 'txt', 'dbl', 'surbl'), fc.constantFrom(timedOut, failed), (input, key, failure) => {
        const worse = scoreSpam({ ...input, [key]: failure });
        expect(worse.spamScore).toBeLessThanOrEqual(scoreSpam(input).spamScore);
      }),
    );
  });

  it('scores the same evidence the same every time (nothing random)', () => {
    fc.assert(
      fc.property(evidence, (input) => {
        expect(scoreSpam(structuredClone(input))).toEqual(scoreSpam(input));
      }),
    );
  });

  it('bands every score: up to 30 low, up to 60 medium, above high', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (score) => {
        expect(riskOf(score).label).toBe(score <= 30 ? 'Low Risk' : score <= 60 ? 'Medium Risk' : 'High Risk');
      }),
    );
  });
});
