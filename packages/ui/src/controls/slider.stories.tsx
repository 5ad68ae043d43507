import type { Meta, StoryObj } from '@storybook/react-vite';
import { Slider } from './slider';

const meta = {
  title: 'UI/Slider',
  component: Slider,
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
  args: { label: 'Password length', min: 4, max: 50, defaultValue: 12 },
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Decimal: Story = { args: { label: 'Opacity', min: 0, max: 1, step: 0.1, defaultValue: 0.5 } };
export const Disabled: Story = { args: { disabled: true } };
