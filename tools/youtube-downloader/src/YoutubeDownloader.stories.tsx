import type { Meta, StoryObj } from '@storybook/react-vite';
import { YoutubeDownloader } from './YoutubeDownloader';
import { VideoInfoCard } from './VideoInfoCard';

const meta = {
  title: 'Tools/YouTube Video Downloader',
  component: YoutubeDownloader,
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof YoutubeDownloader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the page opens. */
export const Empty: Story = {};

/** Merging the separate video and audio streams. */
export const Merging: Story = {
  args: {
    initialUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    initialState: { busy: true, visible: true, progress: 96, message: 'Merging video and audio...' },
  },
};

const thumbnail =
  'data:image/svg+xml,' +
  encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 9"><rect width="16" height="9" fill="#3b82f6"/></svg>');

/** The info card of a 3-hour video: merged streams and the 2.5-hour warning. */
export const InfoCardLongVideo: StoryObj<typeof VideoInfoCard> = {
  render: () => (
    <VideoInfoCard
      card={{
        title: 'A three-hour concert',
        thumbnail,
        duration: '3:00:00',
        uploader: 'Toolnest',
        selectedQuality: '1080p',
        hasFFmpegMerge: true,
        isLongVideo: true,
      }}
    />
  ),
};

/** A short video in one stream: no notes. */
export const InfoCardShort: StoryObj<typeof VideoInfoCard> = {
  render: () => (
    <VideoInfoCard
      card={{ title: 'A short clip', thumbnail: null, duration: '0:42', uploader: null, selectedQuality: '720p', hasFFmpegMerge: false, isLongVideo: false }}
    />
  ),
};
