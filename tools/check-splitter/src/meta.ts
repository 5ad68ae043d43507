import { defineTool } from '@toolnest/tool-kit';

// Card data only: every page's entry chunk carries it. The page itself is the package's "." export.
export default defineTool({
  id: 54,
  slug: 'check-splitter',
  title: 'Check Splitter',
  description: 'Split shared bills and see who pays whom.',
  tags: ['Calculator', 'Money', 'Productivity'],
  // Id 54 is in the text group's range, so Related Tools shows text tools; it is a calculator, listed with the Hours Calculator.
  group: 'text',
  heading: 'time',
  icon: 'receipt',
});
