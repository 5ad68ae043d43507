import type { Meta, StoryObj } from '@storybook/react-vite';
import { CaseConvert } from './CaseConvert';

const meta = {
  title: 'Tools/Case Convert',
  component: CaseConvert,
  // Storybook's preview mounts the Toaster that shows this tool's notices.
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof CaseConvert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithText: Story = {
  args: { initialText: 'the QUICK brown fox. it jumped over the lazy dog! élan, straße, привет.' },
};

export const LongText: Story = {
  args: {
    initialText: Array.from(
      { length: 40 },
      (_, i) => `sentence number ${i + 1} is HERE. it keeps going, with ÉLAN and some Ünïcödé.`,
    ).join(' '),
  },
};
