import { defineTool } from '@toolnest/tool-kit';

// Card data only: every page's entry chunk carries it. The page itself is the package's "." export.
export default defineTool({
  id: 53,
  slug: 'youtube-mp3-converter',
  title: 'YouTube to MP3 Converter',
  description: 'Convert a YouTube video\'s audio to an MP3 file.',
  tags: ['YouTube', 'Download', 'Converter'],
  group: 'video',
  icon: 'eighth-notes',
});
