import type { Meta, StoryObj } from '@storybook/react-vite';
import { UrlEncoder } from './UrlEncoder';

const meta = {
  title: 'Tools/URL Encoder',
  component: UrlEncoder,
} satisfies Meta<typeof UrlEncoder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
