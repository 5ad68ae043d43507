import { defineTool } from '@toolnest/tool-kit';

// Card data only: every page's entry chunk carries it. The page itself is the package's "." export.
export default defineTool({
  id: 17,
  slug: 'pdf-to-zip',
  title: 'PDF to ZIP',
  description: 'Bundle PDF files into one ZIP archive, in your browser.',
  tags: ['PDF', 'ZIP', 'Productivity'],
  group: 'document',
  icon: 'file-archive',
});
