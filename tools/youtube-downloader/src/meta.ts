import { defineTool } from '@toolnest/tool-kit';

// Card data only: every page's entry chunk carries it. The page itself is the package's "." export.
export default defineTool({
  id: 1,
  slug: 'youtube-downloader',
  title: 'YouTube Video Downloader',
  description: 'Download public YouTube videos as MP4 files.',
  tags: ['Video', 'Download', 'YouTube'],
  group: 'video',
  icon: 'monitor-play',
});
