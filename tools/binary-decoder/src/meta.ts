import { defineTool } from '@toolnest/tool-kit';

// Card data only: every page's entry chunk carries it. The page itself is the package's "." export.
export default defineTool({
  id: 11,
  slug: 'binary-decoder',
  title: 'Binary Decoder',
  description: 'Decode binary code back into readable text.',
  tags: ['Binary', 'Decoding', 'Converter'],
  group: 'text',
  icon: 'scan-text',
});
