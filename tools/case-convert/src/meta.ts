import { defineTool } from '@toolnest/tool-kit';
import CaseSensitive from 'lucide-react/icons/case-sensitive';

// Data only (plus one icon): the catalogue imports this eagerly, the page loads lazily.
export default defineTool({
  id: 5,
  slug: 'case-convert',
  title: 'Case Convert',
  description: 'Convert text to Sentence case, lower case, UPPER CASE, Capitalized Case, alternating, Title Case or inverse case.',
  tags: ['Text', 'Convert', 'Writing'],
  group: 'text',
  icon: CaseSensitive,
  pageDescription:
    'Free online case converter: change text to Sentence case, lower case, UPPER CASE, Capitalized Case, aLtErNaTiNg CaSe, Title Case or InVeRsE cAsE. Unicode aware, copy or download the result.',
  load: () => import('./page'),
});
