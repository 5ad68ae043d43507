import type { Meta, StoryObj } from '@storybook/react-vite';
import { BinaryDecoder } from './BinaryDecoder';

const meta = {
  title: 'Tools/Binary Decoder',
  component: BinaryDecoder,
  // Storybook's preview mounts the Toaster that shows this tool's notices.
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof BinaryDecoder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithBinary: Story = {
  args: { initialBinary: '01001000 01100101 01101100 01101100 01101111' },
};

export const Decoded: Story = {
  args: { initialBinary: '01001000 01101001 00100001', initialResult: 'Hi!' },
};

export const DecodedUnicode: Story = {
  args: {
    initialBinary: '01000011 01100001 01100110 11000011 10101001\n00100000 11110000 10011111 10010001 10001011 00100000\n11010111 10101001 11010111 10011100 11010111 10010101 11010111 10011101',
    initialResult: 'Café 👋 שלום',
  },
};
