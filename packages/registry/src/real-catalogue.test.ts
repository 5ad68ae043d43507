// The catalogue's rules on the real registry (issue 7): where each card lands, what the panels show.
import fc from 'fast-check';
import { CATEGORY_KEYS } from '@toolnest/tool-kit';
import { describe, expect, it } from 'vitest';
import { filterByCategory, groupForCatalogue, pickRelated, popularTools } from './catalogue';
import { builtInTools } from './tools';

const slugs = (tools: readonly { slug: string }[]) => tools.map((tool) => tool.slug);
const TEXT_TOOLS = [
  'case-convert',
  'word-count',
  'url-encoder',
  'base64-converter',
  'small-text-generator',
  'text-to-binary',
  'binary-decoder',
  'invisible-character',
];

describe('the real catalogue', () => {
  // Spelled out by hand from each card's tags and spec 1 §2's category table.
  it.each([
    // Plagiarism Checker's Writing tag puts it under Text too.
    ['text', ['case-convert', 'word-count', 'small-text-generator', 'invisible-character', 'plagiarism-checker']],
    ['seo', ['spam-score-checker', 'cloaking-checker']],
    ['productivity', ['plagiarism-checker']],
    ['converters', ['case-convert', 'url-encoder', 'base64-converter', 'small-text-generator', 'text-to-binary', 'binary-decoder']],
  ] as const)('?category=%s shows the cards its tags select', (category, expected) => {
    expect(slugs(filterByCategory(builtInTools, category))).toEqual(expected);
  });

  it('puts every card in at least one category', () => {
    for (const tool of builtInTools) {
      expect(CATEGORY_KEYS.filter((key) => filterByCategory([tool], key).length > 0), tool.slug).not.toEqual([]);
    }
  });

  it('shows the text tools under the "Text & Encoding Tools" heading (spec 1 §2)', () => {
    const sections = groupForCatalogue(builtInTools, builtInTools);
    const text = sections.find((section) => section.key === 'text');
    expect(text?.heading).toBe('Text & Encoding Tools');
    expect(slugs(text?.tools ?? [])).toEqual(expect.arrayContaining(TEXT_TOOLS));
  });

  it('reads Popular Tools in spec order, padded with the first other tool', () => {
    // TikTok Downloader is not built yet: the next tool in list order pads the panel.
    expect(slugs(popularTools(builtInTools))).toEqual([
      'case-convert',
      'word-count',
      'base64-converter',
      'url-encoder',
      'small-text-generator',
    ]);
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

  // Issue 8 added the SEO group's second tool and the Document group's first.
  it('shows the SEO heading over its 2 tools, and no Document heading for Plagiarism Checker alone', () => {
    const sections = groupForCatalogue(builtInTools, builtInTools);
    const seo = sections.find((section) => section.key === 'seo');
    expect(seo?.heading).toBe('SEO & Web Tools');
    expect(slugs(seo?.tools ?? [])).toEqual(['spam-score-checker', 'cloaking-checker']);
    expect(sections.find((section) => section.key === 'document')).toBeUndefined();
    expect(sections.map((section) => section.heading)).not.toContain('Document & Academic Tools');
    // Its card still shows, in the section without a heading.
    expect(slugs(sections.find((section) => section.key === 'other')?.tools ?? [])).toContain('plagiarism-checker');
  });

  it('gives each SEO tool the other as its only Related Tool, and Plagiarism Checker none', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (seed) => {
        const bySlug = (slug: string) => builtInTools.find((tool) => tool.slug === slug)!;
        expect(slugs(pickRelated(bySlug('spam-score-checker'), builtInTools, () => seed))).toEqual(['cloaking-checker']);
        expect(slugs(pickRelated(bySlug('cloaking-checker'), builtInTools, () => seed))).toEqual(['spam-score-checker']);
        expect(pickRelated(bySlug('plagiarism-checker'), builtInTools, () => seed)).toEqual([]);
      }),
    );
  });
});
