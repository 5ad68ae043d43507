import { describe, expect, it } from 'vitest';
import { defineTool, pageTitleOf, toolPageTitle } from './define-tool';
import { CATEGORY_KEYS, CATEGORY_TAGS, isCategoryKey } from './groups';

const base = {
  id: 5,
  slug: 'case-convert',
  title: 'Case Convert',
  description: 'Change text case',
  tags: ['Text'],
  group: 'text' as const,
  icon: 'case-sensitive' as const,
};

describe('defineTool', () => {
  it('derives href and test id, and keeps only the card fields', () => {
    const tool = defineTool(base);
    expect(tool).toEqual({ ...base, heading: 'text', href: '/case-convert', testId: 'tool-card-case-convert' });
  });

  it('lists a tool under its group unless it names another catalogue heading', () => {
    expect(defineTool({ ...base, heading: 'time' })).toMatchObject({ group: 'text', heading: 'time' });
  });

  it('brands page titles unless the page gives its own', () => {
    expect(toolPageTitle('JSON Formatter')).toBe('JSON Formatter | Toolnest');
    expect(pageTitleOf(base, {})).toBe('Case Convert | Toolnest');
    const title = 'JSON Formatter - Format and Validate JSON Online';
    expect(pageTitleOf(base, { pageTitle: title })).toBe(title);
  });

  it.each(['Case-Convert', 'case_convert', '-case', 'case-', 'case--convert', ''])('rejects slug %j', (slug) => {
    expect(() => defineTool({ ...base, slug })).toThrow(/slug/);
  });
});

describe('categories', () => {
  it('recognises exactly the five catalogue filters', () => {
    expect(CATEGORY_KEYS).toEqual(['video', 'text', 'seo', 'converters', 'productivity']);
    for (const key of CATEGORY_KEYS) expect(isCategoryKey(key)).toBe(true);
    for (const value of ['Video', 'toString', '__proto__', '', null, 3]) expect(isCategoryKey(value)).toBe(false);
  });

  it('matches the documented tag table', () => {
    expect(CATEGORY_TAGS.seo).toContain('Open Graph');
    expect(CATEGORY_TAGS.productivity).toContain('ZIP');
  });
});
