import type { Meta, StoryObj } from '@storybook/react-vite';
import { BinaryDecoder } from './BinaryDecoder';

const meta = {
  title: 'Tools/Binary Decoder',
  component: BinaryDecoder,
} satisfies Meta<typeof BinaryDecoder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
