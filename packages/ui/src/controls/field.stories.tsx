import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from './field';
import { Input, Textarea } from './input';

const meta = {
  title: 'UI/Field',
  component: Field,
  decorators: [(Story) => <div className="max-w-sm">{Story()}</div>],
  args: { label: 'Description', children: <Input placeholder="e.g., Dinner at Restaurant" /> },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = {
  args: { label: 'Break Time (minutes)', hint: 'Whole minutes; leave empty for no break.', children: <Input type="number" min={0} /> },
};
export const WithError: Story = {
  args: {
    label: 'Total Amount',
    hint: 'In dollars, to the cent.',
    error: 'Please enter a valid total amount.',
    children: <Input type="number" step={0.01} defaultValue="0" />,
  },
};
export const WithTextarea: Story = {
  args: { label: 'Input JSON', children: <Textarea placeholder='{"name": "Toolnest"}' /> },
};
export const Disabled: Story = {
  args: { label: 'Tool name', hint: 'Set when the request was approved.', children: <Input defaultValue="Word Count" disabled /> },
};
