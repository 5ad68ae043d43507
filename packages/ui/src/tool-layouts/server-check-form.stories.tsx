import type { Meta, StoryObj } from '@storybook/react-vite';
import ScanEye from 'lucide-react/icons/scan-eye';
import { ServerCheckForm } from './server-check-form';

const meta = {
  title: 'UI/ServerCheckForm',
  component: ServerCheckForm,
  args: {
    label: 'Website URL',
    hint: 'The full address, for example https://example.com/page',
    value: 'https://example.com',
    onValueChange: () => {},
    input: { type: 'url', inputMode: 'url', placeholder: 'https://example.com' },
    icon: ScanEye,
    buttonLabel: 'Check',
    busyLabel: 'Analyzing...',
    busy: false,
    onSubmit: () => {},
  },
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof ServerCheckForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready: a page's answer shows under the form. */
export const Ready: Story = { args: { children: <p className="text-foreground">The server's answer shows here.</p> } };

/** While the server works: the button is off and says so. */
export const Busy: Story = { args: { busy: true } };
