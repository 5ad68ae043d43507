import type { Meta, StoryObj } from '@storybook/react-vite';
import { Base64Converter } from './Base64Converter';

const meta = {
  title: 'Tools/Base64 Converter',
  component: Base64Converter,
} satisfies Meta<typeof Base64Converter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
