// The catalogue's rules on the real registry: where each card lands, what the panels show.
import fc from 'fast-check';
import { CATEGORY_KEYS } from '@toolnest/tool-kit';
import { describe, expect, it } from 'vitest';
import { filterByCategory, groupForCatalogue, pickRelated, popularTools } from '../src/catalogue';
import { builtInTools as allTools } from '../src/tools';

const slugs = (tools: readonly { slug: string }[]) => tools.map((tool) => tool.slug);
// The text group's ids: Related Tools of each other (Check Splitter's 54 is one, though it is listed with the calculators).
const TEXT_TOOLS = [
  'case-convert',
  'word-count',
  'url-encoder',
  'base64-converter',
  'password-generator',
  'small-text-generator',
  'text-diff',
  'text-to-binary',
  'binary-decoder',
  'invisible-character',
  'check-splitter',
  'json-formatter',
];
// The tools these lists were written for: one added since (`pnpm gen:tool`) changes the real catalogue
// without failing them, and brings its own card and Related Tools to check.
const KNOWN = new Set([
  ...TEXT_TOOLS,
  ...['youtube-downloader', 'tiktok-downloader', 'facebook-downloader', 'youtube-mp3-converter', 'hours-calculator'],
  ...['spam-score-checker', 'cloaking-checker', 'open-graph-generator', 'pdf-to-zip', 'plagiarism-checker'],
]);
const builtInTools = allTools.filter((tool) => KNOWN.has(tool.slug));

describe('the real catalogue', () => {
  // Spelled out by hand from each card's tags and the category table of docs/site.md#the-catalogue.
  it.each([
    ['video', ['youtube-downloader', 'tiktok-downloader', 'facebook-downloader', 'youtube-mp3-converter']],
    // Plagiarism Checker's Writing tag puts it under Text too.
    ['text', ['case-convert', 'word-count', 'small-text-generator', 'text-diff', 'invisible-character', 'plagiarism-checker']],
    ['seo', ['spam-score-checker', 'cloaking-checker', 'open-graph-generator']],
    ['productivity', ['password-generator', 'hours-calculator', 'pdf-to-zip', 'plagiarism-checker', 'check-splitter']],
    [
      'converters',
      [
        'case-convert',
        'url-encoder',
        'base64-converter',
        'small-text-generator',
        'text-to-binary',
        'binary-decoder',
        'youtube-mp3-converter',
        'json-formatter',
      ],
    ],
  ] as const)('?category=%s shows the cards its tags select', (category, expected) => {
    expect(slugs(filterByCategory(builtInTools, category))).toEqual(expected);
  });

  it('knows each of the 22 tools it was written for', () => {
    expect(builtInTools).toHaveLength(KNOWN.size);
  });

  it('puts every card in at least one category', () => {
    for (const tool of allTools) {
      expect(CATEGORY_KEYS.filter((key) => filterByCategory([tool], key).length > 0), tool.slug).not.toEqual([]);
    }
  });

  it('shows each built-in heading that has 2 tools, Check Splitter under Time & Calculation', () => {
    const sections = groupForCatalogue(builtInTools, builtInTools);
    expect(sections.map((section) => [section.heading, slugs(section.tools)])).toEqual([
      ['Text & Encoding Tools', TEXT_TOOLS.filter((slug) => slug !== 'check-splitter')],
      ['Video & Media Downloaders', ['youtube-downloader', 'tiktok-downloader', 'facebook-downloader', 'youtube-mp3-converter']],
      ['Time & Calculation Tools', ['hours-calculator', 'check-splitter']],
      ['SEO & Web Tools', ['spam-score-checker', 'cloaking-checker', 'open-graph-generator']],
      ['Document & Academic Tools', ['pdf-to-zip', 'plagiarism-checker']],
    ]);
  });

  it('reads Popular Tools in their fixed order', () => {
    expect(slugs(popularTools(builtInTools))).toEqual(['case-convert', 'word-count', 'tiktok-downloader', 'base64-converter', 'url-encoder']);
  });

  it('gives every text tool 3 other text tools as Related Tools, never itself', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TEXT_TOOLS), fc.double({ min: 0, max: 1, noNaN: true }), (slug, seed) => {
        const tool = builtInTools.find((candidate) => candidate.slug === slug)!;
        const related = slugs(pickRelated(tool, builtInTools, () => seed));
        expect(related).toHaveLength(3);
        expect(new Set(related).size).toBe(3);
        expect(related).not.toContain(slug);
        for (const other of related) expect(TEXT_TOOLS).toContain(other);
      }),
    );
  });

  it('gives the SEO tools each other, the Document tools each other, and Hours Calculator (id 13, alone) none', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (seed) => {
        const related = (slug: string) => slugs(pickRelated(builtInTools.find((tool) => tool.slug === slug)!, builtInTools, () => seed));
        const seo = ['spam-score-checker', 'cloaking-checker', 'open-graph-generator'];
        for (const slug of seo) expect(related(slug).sort()).toEqual(seo.filter((other) => other !== slug).sort());
        expect(related('pdf-to-zip')).toEqual(['plagiarism-checker']);
        expect(related('plagiarism-checker')).toEqual(['pdf-to-zip']);
        expect(related('hours-calculator')).toEqual([]);
      }),
    );
  });
});
