import type { Meta, StoryObj } from '@storybook/react-vite';
import { Table, type TableColumn } from './table';

interface Request {
  id: number;
  toolName: string;
  description: string;
  completed: boolean;
  submitted: string;
}

const requests: Request[] = [
  { id: 1, toolName: 'Word Count', description: 'Count words and characters.', completed: true, submitted: '2026-03-01' },
  { id: 2, toolName: 'QR Code Maker', description: 'Make a QR code from a link.', completed: false, submitted: '2026-01-15' },
  { id: 3, toolName: 'Color Picker', description: 'Pick a color and copy its hex code.', completed: true, submitted: '2026-02-10' },
  { id: 4, toolName: 'Unit Converter', description: 'Convert lengths, weights and temperatures.', completed: false, submitted: '2026-04-20' },
  { id: 5, toolName: 'Lorem Ipsum', description: 'Placeholder text of any length.', completed: true, submitted: '2026-05-02' },
];

const columns: TableColumn<Request>[] = [
  { key: 'name', header: 'Tool Name', cell: (r) => r.toolName, sortValue: (r) => r.toolName, className: 'font-medium' },
  { key: 'description', header: 'Description', cell: (r) => r.description },
  { key: 'status', header: 'Status', cell: (r) => (r.completed ? 'Completed' : 'In Progress'), sortValue: (r) => Number(r.completed) },
  {
    key: 'submitted',
    header: 'Submitted',
    cell: (r) => new Date(r.submitted).toLocaleDateString('en-US', { timeZone: 'UTC' }),
    sortValue: (r) => Date.parse(r.submitted),
    className: 'whitespace-nowrap',
  },
];

const meta = {
  title: 'UI/Table',
  component: Table<Request>,
  args: { caption: 'Recent requests', columns, rows: requests, rowKey: (r) => r.id },
} satisfies Meta<typeof Table<Request>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SortedByDate: Story = { args: { defaultSort: { key: 'submitted', direction: 'descending' } } };
export const Paged: Story = { args: { pageSize: 2 } };
// The admin's case: many rows, newest first, a page at a time.
const manyRequests: Request[] = Array.from({ length: 120 }, (_, i) => ({
  id: 100 + i,
  toolName: `Requested Tool ${i + 1}`,
  description: `Request number ${i + 1}.`,
  completed: i % 3 === 0,
  submitted: new Date(Date.UTC(2026, 0, 1 + i)).toISOString().slice(0, 10),
}));
export const ManyPages: Story = {
  args: { rows: manyRequests, pageSize: 10, defaultSort: { key: 'submitted', direction: 'descending' } },
};
export const Empty: Story = { args: { rows: [], empty: 'No recent requests yet.' } };
