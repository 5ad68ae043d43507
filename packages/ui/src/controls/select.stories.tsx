import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from './field';
import { Select } from './select';

const people = [
  { value: 'alice', label: 'Alice' },
  { value: 'bob', label: 'Bob' },
  { value: 'carol', label: 'Carol (left the group)', disabled: true },
  { value: 'dave', label: 'Dave' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  decorators: [(Story) => <div className="max-w-xs">{Story()}</div>],
  args: { options: people, placeholder: 'Select person', 'aria-label': 'Who Paid?' },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: 'bob' } };
export const InAField: Story = {
  render: ({ 'aria-label': _name, ...args }) => (
    <Field label="Who Paid?" hint="The person who paid the bill.">
      <Select {...args} />
    </Field>
  ),
};
export const Invalid: Story = {
  render: ({ 'aria-label': _name, ...args }) => (
    <Field label="Who Paid?" error="Please select who paid for this expense.">
      <Select {...args} />
    </Field>
  ),
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'alice' } };
