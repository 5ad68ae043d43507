import { defineTool } from '@toolnest/tool-kit';

// Card data only: every page's entry chunk carries it. The page itself is the package's "." export.
export default defineTool({
  id: 15,
  slug: 'cloaking-checker',
  title: 'Cloaking Checker',
  description: 'See if a page shows Googlebot something else than visitors.',
  tags: ['SEO', 'Cloaking', 'Analysis'],
  group: 'seo',
  icon: 'scan-eye',
});
