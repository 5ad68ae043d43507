import { defineTool } from '@toolnest/tool-kit';

// Card data only: every page's entry chunk carries it. The page itself is the package's "." export.
export default defineTool({
  id: 5,
  slug: 'case-convert',
  title: 'Case Convert',
  description: 'Convert text to Sentence case, lower case, UPPER CASE, Capitalized Case, alternating, Title Case or inverse case.',
  tags: ['Text', 'Convert', 'Writing'],
  group: 'text',
  icon: 'case-sensitive',
});
