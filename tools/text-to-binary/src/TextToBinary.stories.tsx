import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextToBinary } from './TextToBinary';

const meta = {
  title: 'Tools/Text to Binary',
  component: TextToBinary,
} satisfies Meta<typeof TextToBinary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
