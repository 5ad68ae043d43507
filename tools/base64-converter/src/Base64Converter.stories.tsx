import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Base64Converter } from './Base64Converter';

const meta = {
  title: 'Tools/Base64 Converter',
  component: Base64Converter,
  // Storybook's preview mounts the Toaster that shows this tool's notices.
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof Base64Converter>;

export default meta;
type Story = StoryObj<typeof meta>;

const press = (canvasElement: HTMLElement, name: string) =>
  userEvent.click(within(canvasElement).getByRole('button', { name }));

export const Empty: Story = {};

export const Encoded: Story = {
  args: { initialInput: 'Grüße aus Köln! שלום 👍🏽 🇫🇷 中文' },
  play: ({ canvasElement }) => press(canvasElement, 'Encode to Base64'),
};

/** URL-safe Base64 without padding, wrapped over two lines. */
export const Decoded: Story = {
  args: { initialInput: 'R3LDvMOfZSBhdXMgS8O2bG4hINep15zXldedIPCfkY3wn4-9\nIPCfh6vwn4e3IOS4reaWhw' },
  play: ({ canvasElement }) => press(canvasElement, 'Decode from Base64'),
};

/** Base64 of bytes that are not UTF-8: the error notice, the input kept, the output empty. */
export const DecodeError: Story = {
  args: { initialInput: '/9j/4AAQSkZJRg==' },
  play: ({ canvasElement }) => press(canvasElement, 'Decode from Base64'),
};
