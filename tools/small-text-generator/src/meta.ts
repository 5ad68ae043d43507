import { defineTool } from '@toolnest/tool-kit';

// Card data only: every page's entry chunk carries it. The page itself is the package's "." export.
export default defineTool({
  id: 9,
  slug: 'small-text-generator',
  title: 'Small Text Generator',
  description: 'Turn letters, digits and + - = ( ) into superscript characters.',
  tags: ['Text', 'Unicode', 'Convert'],
  group: 'text',
  icon: 'superscript',
});
