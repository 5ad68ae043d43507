import type { Meta, StoryObj } from '@storybook/react-vite';
import { CopyButton } from './copy-button';

const meta = {
  title: 'UI/CopyButton',
  component: CopyButton,
  args: { text: 'Hello from Toolnest' },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const CustomLabelAndNotices: Story = {
  args: {
    label: 'Copy to Clipboard',
    variant: 'default',
    notices: {
      success: { title: 'Copied!', description: 'Formatted JSON copied to clipboard.' },
      failure: { title: 'Error', description: 'Failed to copy to clipboard.' },
    },
  },
};
export const Small: Story = { args: { size: 'sm' } };
export const Disabled: Story = { args: { disabled: true } };
