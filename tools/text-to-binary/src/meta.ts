import { defineTool } from '@toolnest/tool-kit';

// Card data only: every page's entry chunk carries it. The page itself is the package's "." export.
export default defineTool({
  id: 10,
  slug: 'text-to-binary',
  title: 'Text to Binary',
  description: 'Convert text to binary, 8 digits per UTF-8 byte.',
  tags: ['Binary', 'Encoding', 'Converter'],
  group: 'text',
  icon: 'binary',
});
