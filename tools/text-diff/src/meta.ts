import { defineTool } from '@toolnest/tool-kit';

// Card data only: every page's entry chunk carries it. The page itself is the package's "." export.
export default defineTool({
  id: 9,
  slug: 'text-diff',
  title: 'Text Diff',
  description: 'Compare two texts and see every added and removed word.',
  tags: ['Text', 'Compare', 'Writing'],
  group: 'text',
  icon: 'diff',
});
