import type { Meta, StoryObj } from '@storybook/react-vite';
import { Progress } from './progress';

const meta = {
  title: 'UI/Progress',
  component: Progress,
  decorators: [(Story) => <div className="max-w-md">{Story()}</div>],
  args: { 'aria-label': 'Download progress', value: 40 },
} satisfies Meta<typeof Progress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Determinate: Story = {};
export const Complete: Story = { args: { value: 100 } };
export const Indeterminate: Story = { args: { value: null, 'aria-label': 'Creating the ZIP archive' } };
export const WithStatusLine: Story = {
  render: () => (
    <div className="grid gap-2">
      <p id="status" className="flex justify-between text-sm text-foreground">
        <span>Downloading video…</span>
        <span>65%</span>
      </p>
      <Progress aria-labelledby="status" value={65} />
    </div>
  ),
};
