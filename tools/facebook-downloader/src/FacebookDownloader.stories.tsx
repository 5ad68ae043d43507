import type { Meta, StoryObj } from '@storybook/react-vite';
import { FacebookDownloader } from './FacebookDownloader';

const meta = {
  title: 'Tools/Facebook Video Downloader',
  component: FacebookDownloader,
} satisfies Meta<typeof FacebookDownloader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
