import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UrlEncoder } from './UrlEncoder';

const meta = {
  title: 'Tools/URL Encoder',
  component: UrlEncoder,
  // Storybook's preview mounts the Toaster that shows this tool's notices.
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof UrlEncoder>;

export default meta;
type Story = StoryObj<typeof meta>;

const press = (canvasElement: HTMLElement, name: string) =>
  userEvent.click(within(canvasElement).getByRole('button', { name }));

export const Empty: Story = {};

export const Encoded: Story = {
  args: { initialInput: 'https://example.com/search?q=café & crème 😀' },
  play: ({ canvasElement }) => press(canvasElement, 'Encode URL'),
};

export const Decoded: Story = {
  args: { initialInput: 'q%3D%D7%A9%D7%9C%D7%95%D7%9D%20%F0%9F%91%8D%F0%9F%8F%BD%20caf%C3%A9+au+lait' },
  play: ({ canvasElement }) => press(canvasElement, 'Decode URL'),
};

/** A bad escape: the error notice, the input kept, the output empty. */
export const DecodeError: Story = {
  args: { initialInput: '100%ZZ sure' },
  play: ({ canvasElement }) => press(canvasElement, 'Decode URL'),
};
