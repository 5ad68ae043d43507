import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckSplitter } from './CheckSplitter';

const meta = {
  title: 'Tools/Check Splitter',
  component: CheckSplitter,
} satisfies Meta<typeof CheckSplitter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
