import { defineTool } from '@toolnest/tool-kit';

// Card data only: every page's entry chunk carries it. The page itself is the package's "." export.
export default defineTool({
  id: 12,
  slug: 'invisible-character',
  title: 'Invisible Character Generator',
  description: 'Copy blank and zero-width characters for names and posts.',
  tags: ['Unicode', 'Character', 'Text'],
  group: 'text',
  icon: 'eye-off',
});
