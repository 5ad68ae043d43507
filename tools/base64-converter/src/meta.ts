import { defineTool } from '@toolnest/tool-kit';

// Card data only: every page's entry chunk carries it. The page itself is the package's "." export.
export default defineTool({
  id: 8,
  slug: 'base64-converter',
  title: 'Base64 Converter',
  description: 'Encode text to Base64 and decode it back, UTF-8 safe.',
  tags: ['Encoding', 'Decoding', 'Converter'],
  group: 'text',
  icon: 'file-code',
});
