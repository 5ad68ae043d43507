import type { Meta, StoryObj } from '@storybook/react-vite';
import { textToBinary } from './logic';
import { TextToBinary } from './TextToBinary';

const meta = {
  title: 'Tools/Text to Binary',
  component: TextToBinary,
  // Storybook's preview mounts the Toaster that shows this tool's notices.
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof TextToBinary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithText: Story = {
  args: { initialText: 'Hello, World!' },
};

const binaryOf = (text: string) => {
  const result = textToBinary(text);
  return result.ok ? result.binary : '';
};

export const Converted: Story = {
  args: { initialText: 'Hi!', initialResult: binaryOf('Hi!') },
};

const MIXED = 'Café 👋🏽 שלום 你好\nA long line of text to show how the binary wraps in the result box.';

export const ConvertedUnicode: Story = {
  args: { initialText: MIXED, initialResult: binaryOf(MIXED) },
};
