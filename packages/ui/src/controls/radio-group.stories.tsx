import type { Meta, StoryObj } from '@storybook/react-vite';
import { RadioGroup } from './radio-group';

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Split Type',
    defaultValue: 'equal',
    options: [
      { value: 'equal', label: 'Split Equally' },
      { value: 'custom', label: 'Custom Amounts' },
    ],
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {};
export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const WithDisabledOption: Story = {
  args: {
    options: [
      { value: 'equal', label: 'Split Equally' },
      { value: 'custom', label: 'Custom Amounts' },
      { value: 'shares', label: 'By shares (coming later)', disabled: true },
    ],
  },
};
export const Disabled: Story = { args: { disabled: true } };
