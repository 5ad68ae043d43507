import type { Meta, StoryObj } from '@storybook/react-vite';
import { VideoDownloader, type DownloaderSite } from './video-downloader';

const site: DownloaderSite = {
  endpoint: '/api/download/example',
  hosts: ['example.com'],
  emptyUrlMessage: 'Please enter an Example video URL.',
  invalidUrlMessage: 'Please enter a valid Example URL.',
  defaultFilename: 'example-video.mp4',
};

const meta = {
  title: 'UI/VideoDownloader',
  component: VideoDownloader,
  args: { site, label: 'Example video URL', placeholder: 'https://example.com/video/1', buttonLabel: 'Download Video' },
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof VideoDownloader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Idle, as a page opens. */
export const Idle: Story = {};

/** Just pressed: the button off, the bar at 0 with the first message. */
export const Starting: Story = {
  args: { initialUrl: 'https://example.com/video/1', initialState: { busy: true, visible: true, progress: 0, message: 'Starting download...' } },
};

/** An event's percent and message, with a help text and a busy label (the Facebook page's). */
export const Downloading: Story = {
  args: {
    initialUrl: 'https://example.com/video/1',
    initialState: { busy: true, visible: true, progress: 45, message: 'Downloading video...' },
    hint: 'Supports public videos',
    busyLabel: 'Downloading...',
  },
};

/** Complete: the file is being saved, the bar hides 3 s later. */
export const Complete: Story = {
  args: { initialUrl: 'https://example.com/video/1', initialState: { busy: false, visible: true, progress: 100, message: 'Download complete!' } },
};
