import type { Meta, StoryObj } from '@storybook/react-vite';
import { WordCount } from './WordCount';

const meta = {
  title: 'Tools/Word Count',
  component: WordCount,
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof WordCount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithText: Story = {
  args: {
    initialText: 'The quick brown fox 🦊 jumps over the lazy dog.\nCafé crème, a thumbs-up 👍🏽 and the flag 🇫🇷 count once each.',
  },
};

export const RightToLeft: Story = {
  args: { initialText: 'مرحبا بالعالم! هذا نص عربي قصير.' },
};

export const LongText: Story = {
  args: {
    initialText: Array.from(
      { length: 2000 },
      (_, i) => `Sentence ${i + 1} keeps the counters busy with words, émoji 👍🏽 and accents.`,
    ).join(' '),
  },
};
