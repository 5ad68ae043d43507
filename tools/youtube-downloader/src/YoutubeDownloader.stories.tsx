import type { Meta, StoryObj } from '@storybook/react-vite';
import { YoutubeDownloader } from './YoutubeDownloader';

const meta = {
  title: 'Tools/YouTube Video Downloader',
  component: YoutubeDownloader,
} satisfies Meta<typeof YoutubeDownloader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
