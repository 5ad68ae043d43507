import { defineTool } from '@toolnest/tool-kit';

// Card data only: every page's entry chunk carries it. The page itself is the package's "." export.
export default defineTool({
  id: 7,
  slug: 'url-encoder',
  title: 'URL Encoder',
  description: 'Percent-encode text for URLs and decode it back, UTF-8 safe.',
  tags: ['Encoding', 'Decoding', 'Converter'],
  group: 'text',
  icon: 'link',
});
