import type { Meta, StoryObj } from '@storybook/react-vite';
import { FileDrop } from './file-drop';

const MB = 1024 ** 2;

const meta = {
  title: 'UI/FileDrop',
  component: FileDrop,
  decorators: [(Story) => <div className="max-w-lg">{Story()}</div>],
  args: { label: 'Choose PDF files', accept: ['.pdf', 'application/pdf'], multiple: true, maxTotalSize: 100 * MB },
} satisfies Meta<typeof FileDrop>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PdfFiles: Story = {};
export const OneImage: Story = {
  args: { label: 'Choose an image', accept: ['image/*'], multiple: false, maxFileSize: 5 * MB, maxTotalSize: undefined },
};
export const WithHint: Story = { args: { hint: 'Your files never leave this browser.' } };
export const Disabled: Story = { args: { disabled: true } };
