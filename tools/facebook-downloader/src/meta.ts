import { defineTool } from '@toolnest/tool-kit';

// Card data only: every page's entry chunk carries it. The page itself is the package's "." export.
export default defineTool({
  id: 52,
  slug: 'facebook-downloader',
  title: 'Facebook Video Downloader',
  description: 'Download public Facebook videos and Watch content as MP4.',
  tags: ['Video', 'Download', 'Facebook', 'Social Media'],
  group: 'video',
  icon: 'film',
});
