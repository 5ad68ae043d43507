import type { Meta, StoryObj } from '@storybook/react-vite';
import { WordCount } from './WordCount';

const meta = {
  title: 'Tools/Word Count',
  component: WordCount,
} satisfies Meta<typeof WordCount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
