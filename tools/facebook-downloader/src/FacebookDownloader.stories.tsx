import type { Meta, StoryObj } from '@storybook/react-vite';
import { FacebookDownloader } from './FacebookDownloader';

const meta = {
  title: 'Tools/Facebook Video Downloader',
  component: FacebookDownloader,
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof FacebookDownloader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** As the page opens, with the help text. */
export const Empty: Story = {};

/** Processing: 'Downloading...' on the disabled button, the bar with its percent and status. */
export const Downloading: Story = {
  args: {
    initialUrl: 'https://fb.watch/abcdef/',
    initialState: { busy: true, visible: true, progress: 37, message: 'Downloading video...' },
  },
};
