import type { Meta, StoryObj } from '@storybook/react-vite';
import { HoursCalculator } from './HoursCalculator';

const meta = {
  title: 'Tools/Hours Calculator',
  component: HoursCalculator,
} satisfies Meta<typeof HoursCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
