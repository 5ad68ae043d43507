import type { Meta, StoryObj } from '@storybook/react-vite';
import { YoutubeMp3Converter } from './YoutubeMp3Converter';

const meta = {
  title: 'Tools/YouTube to MP3 Converter',
  component: YoutubeMp3Converter,
} satisfies Meta<typeof YoutubeMp3Converter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
