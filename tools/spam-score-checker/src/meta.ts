import { defineTool } from '@toolnest/tool-kit';

// Card data only: every page's entry chunk carries it. The page itself is the package's "." export.
export default defineTool({
  id: 14,
  slug: 'spam-score-checker',
  title: 'Spam Score Checker',
  description: 'Check a domain\'s mail setup and blocklists for spam risk.',
  tags: ['SEO', 'Domain', 'Spam'],
  group: 'seo',
  icon: 'shield-exclamation-point', // lucide-react 1.x's name for shield-alert (same drawing; the alias has no icon data for the sprite)
});
