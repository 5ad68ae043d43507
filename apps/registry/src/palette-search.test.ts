// The palette's ranking rules, on the real registry and on random entries.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { indexForPalette, MATCH_TIER, prefixDistance, rankForPalette, type PaletteEntry } from './palette-search';
import { builtInTools } from './tools';

const index = indexForPalette(builtInTools);
const titles = (query: string, recent: readonly string[] = []) => rankForPalette(index, query, recent).map((result) => result.entry.title);

const entry = (title: string, description = '', tags: string[] = []): PaletteEntry => ({ title, description, tags, href: `/${title}` });

describe('rankForPalette', () => {
  it('lists every tool for the empty query, the recent ones first in their order', () => {
    const results = rankForPalette(index, '  ', ['/word-count', '/json-formatter']);
    expect(results).toHaveLength(builtInTools.length);
    expect(results.slice(0, 2).map((result) => [result.entry.slug, result.recent])).toEqual([
      ['word-count', true],
      ['json-formatter', true],
    ]);
    expect(results.slice(2).map((result) => result.entry.slug)).toEqual(
      builtInTools.map((tool) => tool.slug).filter((slug) => slug !== 'word-count' && slug !== 'json-formatter'),
    );
  });

  it('ranks an exact title prefix, then a title word prefix, then other words, then typos', () => {
    const ranked = rankForPalette(
      indexForPalette([
        entry('Fuzzy Text', 'text with a typo: tixt'),
        entry('Plain Text', 'converts text'),
        entry('Tags only', 'nothing here', ['Text']),
        entry('Text Diff'),
      ]),
      'text',
    );
    expect(ranked.map((result) => [result.entry.title, result.tier])).toEqual([
      ['Text Diff', MATCH_TIER.titlePrefix],
      ['Fuzzy Text', MATCH_TIER.titleWordPrefix],
      ['Plain Text', MATCH_TIER.titleWordPrefix],
      ['Tags only', MATCH_TIER.anyWord],
    ]);
    expect(rankForPalette(indexForPalette([entry('Tixt Tool'), entry('Toxt')]), 'text').map((result) => result.tier)).toEqual([
      MATCH_TIER.fuzzy,
      MATCH_TIER.fuzzy,
    ]);
  });

  it('finds real tools by title, tag, description and through a typo', () => {
    expect(titles('json')[0]).toBe('JSON Formatter');
    expect(titles('count')[0]).toBe('Word Count');
    expect(titles('pasword')[0]).toBe('Password Generator');
    expect(titles('jsno form')[0]).toBe('JSON Formatter');
    expect(titles('youtube')).toEqual(expect.arrayContaining(['YouTube Video Downloader', 'YouTube to MP3 Converter']));
    expect(titles('zzzzqqq')).toEqual([]);
  });

  it('puts a recent tool first among equals', () => {
    const [first, second] = titles('youtube');
    expect(titles('youtube', [builtInTools.find((tool) => tool.title === second)!.href]).slice(0, 2)).toEqual([second, first]);
  });

  it('returns every entry that contains the query, whatever the number of matches', () => {
    const many = Array.from({ length: 300 }, (_, i) => entry(`Tool ${i}`, 'a converter of things'));
    expect(rankForPalette(indexForPalette(many), 'convert')).toHaveLength(300);
    fc.assert(
      fc.property(fc.array(fc.record({ title: fc.string(), description: fc.string(), tags: fc.array(fc.string(), { maxLength: 3 }) }), { maxLength: 20 }), fc.string({ minLength: 1 }), (raw, query) => {
        const entries = raw.map((value, i) => ({ ...value, href: `/${i}` }));
        const needle = query.trim().toLowerCase();
        const found = new Set(rankForPalette(indexForPalette(entries), query).map((result) => result.entry));
        for (const candidate of entries) {
          const text = [candidate.title, candidate.description, ...candidate.tags].map((field) => field.toLowerCase());
          if (needle !== '' && text.some((field) => field.includes(needle))) expect(found.has(candidate)).toBe(true);
        }
      }),
    );
  });

  it('orders tiers: an exact title prefix match always comes before a mere word prefix or fuzzy one', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,6}$/), fc.array(fc.stringMatching(/^[a-z ]{0,12}$/), { maxLength: 10 }), (query, extra) => {
        const entries = [...extra.map((title) => entry(title)), entry(`${query} tool`)];
        const ranked = rankForPalette(indexForPalette(entries), query);
        const tiers = ranked.map((result) => result.tier!);
        expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
        expect(ranked[0]!.tier).toBe(MATCH_TIER.titlePrefix);
      }),
    );
  });

  it('still finds every real tool through one wrong, missing, extra or swapped letter in a title word', () => {
    const words = builtInTools.flatMap((tool) => tool.title.toLowerCase().split(/[^a-z0-9]+/).filter((word) => word.length >= 4).map((word) => ({ tool, word })));
    fc.assert(
      fc.property(fc.constantFrom(...words), fc.nat(), fc.constantFrom('substitute', 'delete', 'insert', 'swap'), fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), ({ tool, word }, at, edit, letter) => {
        const i = at % word.length;
        const typo =
          edit === 'substitute'
            ? word.slice(0, i) + letter + word.slice(i + 1)
            : edit === 'delete'
              ? word.slice(0, i) + word.slice(i + 1)
              : edit === 'insert'
                ? word.slice(0, i) + letter + word.slice(i)
                : i + 1 < word.length
                  ? word.slice(0, i) + word[i + 1]! + word[i]! + word.slice(i + 2)
                  : word;
        expect(titles(typo)).toContain(tool.title);
      }),
    );
  });

  it('never throws, on any query', () => {
    fc.assert(fc.property(fc.string(), (query) => void rankForPalette(index, query)));
  });
});

describe('prefixDistance', () => {
  it.each([
    ['pass', 'password', 0],
    ['pasword', 'password', 1],
    ['psasword', 'password', 1],
    ['passwrod', 'password', 1],
    ['xassword', 'password', 1],
    ['json', 'jsno', 1],
    ['abc', 'xyz', 2],
  ])('%s against %s: %d', (token, word, distance) => {
    expect(prefixDistance(token, word, 1)).toBe(Math.min(distance, 2));
  });
});
