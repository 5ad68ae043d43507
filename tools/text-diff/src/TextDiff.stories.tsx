import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextDiff } from './TextDiff';

const meta = {
  title: 'Tools/Text Diff',
  component: TextDiff,
} satisfies Meta<typeof TextDiff>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
