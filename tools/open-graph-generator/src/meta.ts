import { defineTool } from '@toolnest/tool-kit';

// Card data only: every page's entry chunk carries it. The page itself is the package's "." export.
export default defineTool({
  id: 16,
  slug: 'open-graph-generator',
  title: 'Open Graph Generator',
  description: 'Generate Open Graph and Twitter tags for link previews.',
  tags: ['SEO', 'Open Graph', 'Social'],
  group: 'seo',
  icon: 'share-2',
});
