import type { Meta, StoryObj } from '@storybook/react-vite';
import { toSmallText } from './logic';
import { SmallTextGenerator } from './SmallTextGenerator';

const meta = {
  title: 'Tools/Small Text Generator',
  component: SmallTextGenerator,
  // Storybook's preview mounts the Toaster that shows this tool's notices.
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof SmallTextGenerator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithText: Story = {
  args: { initialText: 'E = mc(2), and Hello World!' },
};

const MIXED = 'Hello World 123 (x+y=z)\nCafé 👋🏽 שלום 你好 — ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export const Generated: Story = {
  args: { initialText: MIXED, initialResult: toSmallText(MIXED) },
};
