import type { Meta, StoryObj } from '@storybook/react-vite';
import Download from 'lucide-react/icons/download';
import { Button } from './button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Button' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Outline: Story = { args: { variant: 'outline' } };
export const Destructive: Story = { args: { variant: 'destructive', children: 'Clear' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const WithIcon: Story = {
  args: {
    children: (
      <>
        <Download aria-hidden="true" /> Download Text
      </>
    ),
  },
};
export const Disabled: Story = { args: { disabled: true } };
