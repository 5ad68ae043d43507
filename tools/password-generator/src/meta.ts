import { defineTool } from '@toolnest/tool-kit';

// Card data only: every page's entry chunk carries it. The page itself is the package's "." export.
export default defineTool({
  id: 9,
  slug: 'password-generator',
  title: 'Password Generator',
  description: 'Generate strong random passwords from the characters you choose.',
  tags: ['Security', 'Password', 'Productivity'],
  group: 'text',
  icon: 'key-round',
});
