import { describe, expect, it } from 'vitest';
import { defineTool, toolPageTitle } from './define-tool';
import { CATEGORY_KEYS, CATEGORY_TAGS, isCategoryKey } from './groups';

const Icon = () => null;
const base = {
  id: 5,
  slug: 'case-convert',
  title: 'Case Convert',
  description: 'Change text case',
  tags: ['Text'],
  group: 'text' as const,
  icon: Icon,
  pageDescription: 'Convert text case online.',
  load: () => Promise.reject(new Error('not loaded in this test')),
};

describe('defineTool', () => {
  it('derives href, test id and the branded page title', () => {
    const tool = defineTool(base);
    expect(tool.href).toBe('/case-convert');
    expect(tool.testId).toBe('tool-card-case-convert');
    expect(tool.pageTitle).toBe('Case Convert | Toolnest');
    expect(toolPageTitle('JSON Formatter')).toBe('JSON Formatter | Toolnest');
  });

  it('keeps a page title the spec gives', () => {
    const tool = defineTool({ ...base, pageTitle: 'JSON Formatter - Format and Validate JSON Online' });
    expect(tool.pageTitle).toBe('JSON Formatter - Format and Validate JSON Online');
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

  it('matches the spec tag table', () => {
    expect(CATEGORY_TAGS.seo).toContain('Open Graph');
    expect(CATEGORY_TAGS.productivity).toContain('ZIP');
  });
});
