import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JsonFormatter } from './JsonFormatter';

const meta = {
  title: 'Tools/JSON Formatter',
  component: JsonFormatter,
  // Storybook's preview mounts the Toaster that shows this tool's notices.
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof JsonFormatter>;

export default meta;
type Story = StoryObj<typeof meta>;

const press = (canvasElement: HTMLElement, name: string) => userEvent.click(within(canvasElement).getByRole('button', { name }));

// A 20-digit number, a duplicate key, escapes and right-to-left text: all kept as written.
const SAMPLE =
  '{"id":12345678901234567890,"name":"Ada Lovelace","price":1.0,"id":42,"escapes":"caf\\u00e9 \\/ \\"quoted\\"","greeting":"שלום 👋🏽","tags":["math","poetry"],"address":{},"notes":[]}';

export const Empty: Story = {};

export const Formatted: Story = {
  args: { initialInput: SAMPLE },
  play: ({ canvasElement }) => press(canvasElement, 'Format JSON'),
};

export const Minified: Story = {
  args: { initialInput: '{\n  "name": "Ada Lovelace",\n  "born": 1815,\n  "languages": [\n    "en",\n    "fr"\n  ]\n}' },
  play: ({ canvasElement }) => press(canvasElement, 'Minify JSON'),
};

/** Validate: valid, with each duplicate key listed where it is. */
export const DuplicateKeys: Story = {
  args: { initialInput: '{\n  "id": 1,\n  "name": "Ada",\n  "id": 2,\n  "address": {"city": "London", "city": "Paris"}\n}' },
  play: ({ canvasElement }) => press(canvasElement, 'Validate JSON'),
};

/** A missing comma: '✗ Invalid JSON', the message with its line and column, and no output. */
export const Invalid: Story = {
  args: { initialInput: '{\n  "name": "Ada",\n  "age": 367 "city": "London"\n}' },
  play: ({ canvasElement }) => press(canvasElement, 'Format JSON'),
};
