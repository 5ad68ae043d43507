/**
 * Related Tools groups and the catalogue headings they show under
 * ("Built-in category headings").
 */
export const TOOL_GROUPS = {
  text: 'Text & Encoding Tools',
  video: 'Video & Media Downloaders',
  time: 'Time & Calculation Tools',
  seo: 'SEO & Web Tools',
  document: 'Document & Academic Tools',
} as const;

export type ToolGroup = keyof typeof TOOL_GROUPS;
export const TOOL_GROUP_ORDER = Object.keys(TOOL_GROUPS) as ToolGroup[];

/** The `?category=` filter of the catalogue and the tags each one matches. */
export const CATEGORY_TAGS = {
  video: ['Video', 'Download', 'YouTube', 'TikTok', 'Facebook', 'Social Media'],
  text: ['Text', 'Unicode', 'Character', 'Writing', 'Analytics'],
  seo: ['SEO', 'Domain', 'Spam', 'Cloaking', 'Analysis', 'Open Graph', 'Social'],
  converters: ['Converter', 'Encoding', 'Decoding', 'Binary', 'Convert'],
  productivity: ['Productivity', 'Calculator', 'Work', 'Time', 'Academic', 'PDF', 'ZIP', 'Plagiarism'],
} as const;

export type CategoryKey = keyof typeof CATEGORY_TAGS;
export const CATEGORY_KEYS = Object.keys(CATEGORY_TAGS) as CategoryKey[];

/** Display names for the filtered catalogue title, '{Category} Tools'. */
export const CATEGORY_NAMES: Record<CategoryKey, string> = {
  video: 'Video',
  text: 'Text',
  seo: 'SEO',
  converters: 'Converters',
  productivity: 'Productivity',
};

export function isCategoryKey(value: unknown): value is CategoryKey {
  return typeof value === 'string' && Object.hasOwn(CATEGORY_TAGS, value);
}
