import { defineTool } from '@toolnest/tool-kit';

// Card data only: every page's entry chunk carries it. The page itself is the package's "." export.
export default defineTool({
  id: 13,
  slug: 'hours-calculator',
  title: 'Hours Calculator',
  description: 'Work out hours worked between two times, minus breaks.',
  tags: ['Time', 'Calculator', 'Work'],
  group: 'time',
  icon: 'clock',
});
