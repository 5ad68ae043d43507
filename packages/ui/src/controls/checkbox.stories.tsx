import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { label: 'Uppercase (A-Z)' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const Indeterminate: Story = { args: { label: 'Everyone', checked: 'indeterminate' } };
export const Disabled: Story = { args: { label: 'Alice (paid, always in the split)', defaultChecked: true, disabled: true } };
export const Group: Story = {
  render: () => (
    <fieldset className="grid gap-1">
      <legend className="mb-2 text-sm font-medium text-foreground">Characters</legend>
      <Checkbox label="Uppercase (A-Z)" defaultChecked />
      <Checkbox label="Lowercase (a-z)" defaultChecked />
      <Checkbox label="Numbers (0-9)" defaultChecked />
      <Checkbox label="Symbols (!@#$%^&*)" defaultChecked />
      <Checkbox label="Exclude similar characters (i, l, 1, L, o, 0, O)" />
    </fieldset>
  ),
};
