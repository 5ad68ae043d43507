import type { Meta, StoryObj } from '@storybook/react-vite';
import Copy from 'lucide-react/icons/copy';
import { Button } from '../controls/button';
import { Tooltip, TooltipProvider } from './tooltip';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  decorators: [(Story) => <TooltipProvider>{Story()}</TooltipProvider>],
  args: {
    content: 'Copy the text to your clipboard',
    children: (
      <Button size="icon" variant="outline" aria-label="Copy">
        <Copy aria-hidden="true" />
      </Button>
    ),
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Below: Story = { args: { side: 'bottom' } };
