import type { Meta, StoryObj } from '@storybook/react-vite';
import { InvisibleCharacter } from './InvisibleCharacter';

const meta = {
  title: 'Tools/Invisible Character Generator',
  component: InvisibleCharacter,
  // Storybook's preview mounts the Toaster that shows this tool's notices.
  decorators: [(Story) => <div className="max-w-4xl">{Story()}</div>],
} satisfies Meta<typeof InvisibleCharacter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cards: Story = {};

/** The cards stacked in one column, as on a phone. */
export const Narrow: Story = {
  decorators: [(Story) => <div className="max-w-[360px]">{Story()}</div>],
};
