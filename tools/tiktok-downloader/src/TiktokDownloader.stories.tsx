import type { Meta, StoryObj } from '@storybook/react-vite';
import { TiktokDownloader } from './TiktokDownloader';

const meta = {
  title: 'Tools/TikTok to MP4 Downloader',
  component: TiktokDownloader,
} satisfies Meta<typeof TiktokDownloader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
