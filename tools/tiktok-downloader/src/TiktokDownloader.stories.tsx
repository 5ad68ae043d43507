import type { Meta, StoryObj } from '@storybook/react-vite';
import { installJsdomPolyfills } from '../../../packages/ui/src/testing/jsdom-polyfills';
import { TiktokDownloader } from './TiktokDownloader';

const meta = {
  title: 'Tools/TikTok to MP4 Downloader',
  component: TiktokDownloader,
  // The portable-stories test renders these in jsdom, which lacks the ResizeObserver Radix's radio group uses.
  beforeEach: installJsdomPolyfills,
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof TiktokDownloader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the page opens: with the watermark, the faster copy, chosen. */
export const Empty: Story = {};

/** A download on its way. */
export const Downloading: Story = {
  args: {
    initialUrl: 'https://www.tiktok.com/@toolnest/video/7300000000000000000',
    initialState: { busy: true, visible: true, progress: 62, message: 'Downloading video...' },
  },
};

/** Saved: the bar at 100%, hidden 3 s later. */
export const Complete: Story = {
  args: {
    initialUrl: 'https://www.tiktok.com/@toolnest/video/7300000000000000000',
    initialState: { busy: false, visible: true, progress: 100, message: 'Download complete!' },
  },
};
