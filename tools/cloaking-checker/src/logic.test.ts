import type { CloakingPageView } from './schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BLANK_MESSAGE,
  bothFailedMessage,
  compareFetches,
  EXCERPT_LENGTH,
  excerptOf,
  fieldDifferences,
  INVALID_URL_MESSAGE,
  jaccard,
  percent,
  robotsDirectives,
  shinglesOf,
  SIMILARITY_THRESHOLD,
  textSimilarity,
  urlProblem,
  viewOf,
  wordsOf,
  type FetchOutcome,
} from './logic';

const view = (overrides: Partial<CloakingPageView> = {}): CloakingPageView => ({
  fetched: true,
  status: 200,
  finalUrl: 'https://example.com/',
  redirects: 0,
  title: 'Example',
  metaRobots: '',
  robotsHeader: '',
  canonical: 'https://example.com/',
  excerpt: 'Hello there',
  wordCount: 2,
  ...overrides,
});
const fetched = (text: string, overrides: Partial<CloakingPageView> = {}): FetchOutcome => ({ ok: true, view: view(overrides), text });

const arbView: fc.Arbitrary<CloakingPageView> = fc.record({
  fetched: fc.constant(true as const),
  status: fc.integer({ min: 100, max: 599 }),
  finalUrl: fc.webUrl(),
  redirects: fc.integer({ min: 0, max: 5 }),
  title: fc.string(),
  metaRobots: fc.string(),
  robotsHeader: fc.string(),
  canonical: fc.oneof(fc.constant(''), fc.webUrl()),
  excerpt: fc.string(),
  wordCount: fc.nat(),
});
const arbText = fc.oneof(fc.string(), fc.array(fc.constantFrom('cheap', 'shoes', 'buy', 'now', 'news', 'über', '日本', '42'), { maxLength: 40 }).map((words) => words.join(' ')));

describe('urlProblem', () => {
  it.each([
    ['', BLANK_MESSAGE],
    ['   ', BLANK_MESSAGE],
    ['example.com', INVALID_URL_MESSAGE],
    ['www.example.com/page', INVALID_URL_MESSAGE],
    ['ftp://example.com/', INVALID_URL_MESSAGE],
    ['file:///etc/passwd', INVALID_URL_MESSAGE],
    ['javascript:alert(1)', INVALID_URL_MESSAGE],
    ['http://', INVALID_URL_MESSAGE],
    ['https:// spaced.example/', INVALID_URL_MESSAGE],
    [`https://example.com/${'a'.repeat(2048)}`, INVALID_URL_MESSAGE],
  ])('%j → %s', (input, message) => {
    expect(urlProblem(input)).toBe(message);
  });

  it.each(['https://example.com', '  http://example.com/page?q=1  ', 'HTTPS://EXAMPLE.COM', 'http://[::1]:8080/', 'http://u:p@example.com/'])('accepts %j', (input) => {
    // Credentials, ports and private addresses are safeFetch's to refuse, with its own sentence.
    expect(urlProblem(input)).toBeUndefined();
  });
});

describe('words and shingles', () => {
  it('reads words in lower case, NFKC, keeping apostrophes inside words', () => {
    expect(wordsOf("Hello, WORLD! It's ﬁne — l’été 2026.")).toEqual(['hello', 'world', "it's", 'fine', 'l’été', '2026']);
    expect(wordsOf('  ...  ')).toEqual([]);
  });

  it('makes runs of three words; a shorter text is one shingle', () => {
    expect([...shinglesOf(['a', 'b', 'c', 'd'])]).toEqual(['a b c', 'b c d']);
    expect([...shinglesOf(['a', 'b'])]).toEqual(['a b']);
    expect(shinglesOf([]).size).toBe(0);
    expect(shinglesOf(['x', 'x', 'x', 'x', 'x']).size).toBe(1);
  });

  it('computes the Jaccard index', () => {
    expect(jaccard(new Set(['a', 'b']), new Set(['b', 'c']))).toBeCloseTo(1 / 3);
    expect(jaccard(new Set(), new Set())).toBe(1);
    expect(jaccard(new Set(['a']), new Set())).toBe(0);
  });
});

describe('textSimilarity', () => {
  it('is 1 for identical text, and for text differing only in case, spacing and punctuation', () => {
    fc.assert(
      fc.property(arbText, (text) => {
        expect(textSimilarity(text, text)).toBe(1);
      }),
    );
    expect(textSimilarity('Buy  cheap shoes, now!', 'buy cheap\nSHOES now')).toBe(1);
  });

  it('is symmetric and between 0 and 1', () => {
    fc.assert(
      fc.property(arbText, arbText, (a, b) => {
        const similarity = textSimilarity(a, b);
        expect(similarity).toBe(textSimilarity(b, a));
        expect(similarity).toBeGreaterThanOrEqual(0);
        expect(similarity).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('gives the same figure as the Jaccard index of the string shingles', () => {
    fc.assert(
      fc.property(arbText, arbText, (a, b) => {
        expect(textSimilarity(a, b)).toBe(jaccard(shinglesOf(wordsOf(a)), shinglesOf(wordsOf(b))));
      }),
    );
  });

  it('is 0 for texts without a shared word', () => {
    expect(textSimilarity('cheap shoes buy now', 'latest news from the town')).toBe(0);
    expect(textSimilarity('', 'something')).toBe(0);
  });

  it('keeps a long page with one changed word above the threshold, and a swapped page below it', () => {
    const page = Array.from({ length: 200 }, (_, index) => `word${index}`);
    const oneChanged = page.map((word, index) => (index === 100 ? 'changed' : word));
    expect(textSimilarity(page.join(' '), oneChanged.join(' '))).toBeGreaterThan(0.95);
    const half = page.map((word, index) => (index < 100 ? word : `other${index}`));
    expect(textSimilarity(page.join(' '), half.join(' '))).toBeLessThan(SIMILARITY_THRESHOLD);
  });

  it('shows percentages rounded down', () => {
    expect(percent(0.799999)).toBe(79);
    expect(percent(0.8)).toBe(80);
    expect(percent(0.29)).toBe(29);
    expect(percent(1)).toBe(100);
  });
});

describe('robotsDirectives', () => {
  it('normalises case, spacing, order and repeats', () => {
    expect(robotsDirectives('NoIndex,  Follow , noindex')).toBe('follow, noindex');
    expect(robotsDirectives('max-snippet : 20, noarchive')).toBe('max-snippet:20, noarchive');
    expect(robotsDirectives('')).toBe('');
  });

  it('does not depend on the order of directives', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom('noindex', 'nofollow', 'noarchive', 'index', 'follow', 'nosnippet')), (directives) => {
        expect(robotsDirectives([...directives].reverse().join(', '))).toBe(robotsDirectives(directives.join(',')));
      }),
    );
  });
});

describe('compareFetches', () => {
  it('finds no difference between identical pages', () => {
    fc.assert(
      fc.property(arbView, arbText, (page, text) => {
        expect(compareFetches({ ok: true, view: page, text }, { ok: true, view: { ...page }, text })).toEqual({
          isDifferent: false,
          differences: [],
          textSimilarity: 1,
        });
      }),
    );
  });

  it('writes one line per differing field, in a fixed order', () => {
    const text = 'Welcome to our shop for hiking boots and trail shoes';
    const cloaked = 'Cheap pills casino bonus win money fast online today';
    const result = compareFetches(
      fetched(text),
      fetched(cloaked, {
        status: 203,
        finalUrl: 'https://example.com/bot',
        title: 'Casino bonus',
        metaRobots: 'noindex',
        robotsHeader: 'noarchive',
        canonical: 'https://other.example/',
      }),
    );
    expect(result).toEqual({
      isDifferent: true,
      textSimilarity: 0,
      differences: [
        'Status code: visitors get 200, Googlebot gets 203.',
        'Final URL after redirects: visitors end at https://example.com/, Googlebot at https://example.com/bot.',
        'Title: visitors see "Example", Googlebot sees "Casino bonus".',
        'Meta robots: visitors get none, Googlebot gets "noindex".',
        'X-Robots-Tag header: visitors get none, Googlebot gets "noarchive".',
        'Canonical link: visitors get https://example.com/, Googlebot gets https://other.example/.',
        'Visible text: only 0% similar (below the 80% threshold).',
      ],
    });
  });

  it('flags each field on its own', () => {
    const fields: Array<[Partial<CloakingPageView>, RegExp]> = [
      [{ status: 404 }, /^Status code/],
      [{ finalUrl: 'https://example.com/x' }, /^Final URL/],
      [{ title: '' }, /^Title: visitors see "Example", Googlebot sees none\.$/],
      [{ metaRobots: 'nofollow' }, /^Meta robots/],
      [{ robotsHeader: 'noindex' }, /^X-Robots-Tag/],
      [{ canonical: '' }, /^Canonical link: visitors get https:\/\/example.com\/, Googlebot gets none\.$/],
    ];
    for (const [change, line] of fields) {
      const { differences } = compareFetches(fetched('same words here'), fetched('same words here', change));
      expect(differences).toHaveLength(1);
      expect(differences[0]).toMatch(line);
    }
  });

  it('treats the same robots rules in another order as the same', () => {
    expect(fieldDifferences(view({ metaRobots: 'noindex, nofollow' }), view({ metaRobots: 'nofollow,NOINDEX' }), 1)).toEqual([]);
  });

  it('reports a fetch that failed for one agent only as the difference', () => {
    const failed: FetchOutcome = { ok: false, error: 'example.com did not send the page within 9 seconds.' };
    expect(compareFetches(fetched('hello'), failed)).toEqual({
      isDifferent: true,
      textSimilarity: null,
      differences: ["The fetch as Googlebot failed while the visitor's worked: example.com did not send the page within 9 seconds."],
    });
    expect(compareFetches(failed, fetched('hello')).differences).toEqual([
      "The fetch as a visitor failed while Googlebot's worked: example.com did not send the page within 9 seconds.",
    ]);
    expect(viewOf(failed)).toEqual({ fetched: false, error: failed.error });
    expect(viewOf(fetched('x'))).toEqual(view());
  });

  it('says why both failed in one sentence', () => {
    expect(bothFailedMessage('A.', 'A.')).toBe('A.');
    expect(bothFailedMessage('A.', 'B.')).toBe('As a visitor: A. As Googlebot: B.');
  });

  it('shortens long values in its lines', () => {
    const [line] = compareFetches(fetched('x'), fetched('x', { title: 'T'.repeat(500) })).differences;
    expect(line!.length).toBeLessThan(200);
    expect(line).toContain('…');
  });
});

describe('excerptOf', () => {
  it('keeps short text, cuts long text at a word with an ellipsis', () => {
    expect(excerptOf('  Hello \n there  ')).toBe('Hello there');
    expect(excerptOf('one two three four', 10)).toBe('one two…');
  });

  it('is never longer than asked and starts the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 800 }), fc.integer({ min: 2, max: EXCERPT_LENGTH }), (text, max) => {
        const excerpt = excerptOf(text, max);
        expect(excerpt.length).toBeLessThanOrEqual(max);
        const collapsed = text.replace(/\s+/g, ' ').trim();
        expect(collapsed.startsWith(excerpt.replace(/…$/, ''))).toBe(true);
      }),
    );
  });
});
