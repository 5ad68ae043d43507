import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../controls/button';
import { toast } from './toast-store';
import { Toaster } from './toaster';

const meta = {
  title: 'UI/Toaster',
  component: Toaster,
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Button onClick={() => toast({ title: 'Copied!', description: 'Text copied to clipboard successfully.' })}>
        Show a notice
      </Button>
      <Button
        variant="destructive"
        onClick={() =>
          toast({ title: 'No text to download', description: 'Please enter some text first.', variant: 'destructive' })
        }
      >
        Show an error
      </Button>
      <Toaster />
    </div>
  ),
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
