import { defineTool } from '@toolnest/tool-kit';

// Card data only: every page's entry chunk carries it. The page itself is the package's "." export.
export default defineTool({
  id: 6,
  slug: 'word-count',
  title: 'Word Count',
  description: 'Count the words and characters in any text as you type.',
  tags: ['Text', 'Writing', 'Analytics'],
  group: 'text',
  icon: 'whole-word',
});
