import { defineTool } from '@toolnest/tool-kit';

// Card data only: every page's entry chunk carries it. The page itself is the package's "." export.
export default defineTool({
  id: 54,
  slug: 'json-formatter',
  title: 'JSON Formatter',
  description: 'Format, minify and validate JSON without changing a value.',
  tags: ['JSON', 'Formatter', 'Converter'],
  group: 'text',
  icon: 'braces',
});
