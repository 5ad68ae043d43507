import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextConverter, type Conversion } from './text-converter';

const upper = (text: string): Conversion => ({ ok: true, text: text.toUpperCase() });
const reverse = (text: string): Conversion => ({ ok: true, text: [...text].reverse().join('') });

const meta = {
  title: 'UI/TextConverter',
  component: TextConverter,
  // Storybook's preview mounts the Toaster that shows the notices.
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
  args: {
    input: { label: 'Input', placeholder: 'Type or paste text...', rows: 6 },
    output: { label: 'Output', placeholder: 'The result appears here.', rows: 6, spellCheck: false },
    actions: [
      { label: 'Upper Case', convert: upper },
      { label: 'Reverse', convert: reverse },
    ],
    onBlank: 'ignore',
  },
} satisfies Meta<typeof TextConverter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Converted: Story = {
  args: { initialInput: 'Grüße aus Köln! 👍🏽', initialOutput: 'GRÜSSE AUS KÖLN! 👍🏽' },
};

export const RightToLeft: Story = {
  args: { initialInput: 'שלום עולם مرحبا', initialOutput: 'ابحرم םלוע םולש' },
};

/** A monospace output with a fixed direction and an input with a hint, as the binary tools have. */
export const MonospaceWithHint: Story = {
  args: {
    input: { label: 'Binary code', hint: 'Groups of 0s and 1s, one byte each.', dir: 'ltr', spellCheck: false, className: 'font-mono', rows: 4 },
    output: { label: 'Decoded text', placeholder: 'The decoded text appears here.', rows: 4 },
    actions: [{ label: 'Decode Binary', convert: (text) => ({ ok: true, text }) }],
    initialInput: '01001000 01101001 00100001',
    initialOutput: 'Hi!',
  },
};
