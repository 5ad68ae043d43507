import { defineTool } from '@toolnest/tool-kit';

// Card data only: every page's entry chunk carries it. The page itself is the package's "." export.
export default defineTool({
  id: 2,
  slug: 'tiktok-downloader',
  title: 'TikTok to MP4 Downloader',
  description: 'Save public TikTok videos as MP4, with or without the watermark.',
  tags: ['Video', 'Download', 'TikTok', 'Social Media'],
  group: 'video',
  icon: 'clapperboard',
});
