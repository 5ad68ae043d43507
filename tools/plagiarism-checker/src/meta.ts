import { defineTool } from '@toolnest/tool-kit';

// Card data only: every page's entry chunk carries it. The page itself is the package's "." export.
export default defineTool({
  id: 18,
  slug: 'plagiarism-checker',
  title: 'Plagiarism Checker',
  description: 'Compare your text with sources you choose.',
  tags: ['Plagiarism', 'Academic', 'Writing'],
  group: 'document',
  icon: 'file-search',
});
