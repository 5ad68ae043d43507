import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordGenerator } from './PasswordGenerator';

const meta = {
  title: 'Tools/Password Generator',
  component: PasswordGenerator,
} satisfies Meta<typeof PasswordGenerator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
