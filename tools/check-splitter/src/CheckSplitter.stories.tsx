import type { Meta, StoryObj } from '@storybook/react-vite';
import { CheckSplitter } from './CheckSplitter';
import type { Check, Person } from './logic';

const meta = {
  title: 'Tools/Check Splitter',
  component: CheckSplitter,
  // Stories start from their own check and leave the browser's saved one alone.
  args: { persist: false },
  // Storybook's preview mounts the Toaster that shows this tool's notices.
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof CheckSplitter>;

export default meta;
type Story = StoryObj<typeof meta>;

const trip: Person[] = [
  { id: '1', name: 'Ann' },
  { id: '2', name: 'Ben' },
  { id: '3', name: 'Cat' },
  { id: '4', name: 'Dev' },
];

const weekend: Check = {
  people: trip,
  expenses: [
    { id: '1', description: 'Cabin, two nights', total: 48_000, paidBy: '1', splitType: 'shares', participants: [{ personId: '1', amount: 200 }, { personId: '2', amount: 100 }, { personId: '3', amount: 100 }, { personId: '4', amount: 100 }] },
    { id: '2', description: 'Groceries', total: 10_000, paidBy: '2', splitType: 'equal', participants: trip.slice(0, 3).map((p) => ({ personId: p.id })) },
    { id: '3', description: 'Fuel', total: 6_450, paidBy: '4', splitType: 'percent', participants: [{ personId: '1', amount: 5000 }, { personId: '4', amount: 5000 }] },
    { id: '4', description: 'Museum tickets', total: 3_600, paidBy: '3', splitType: 'custom', participants: [{ personId: '2', amount: 1_200 }, { personId: '3', amount: 1_200 }, { personId: '4', amount: 1_200 }] },
  ],
};

/** The page as it opens: two unnamed people, no expenses. */
export const Empty: Story = {};

/** A weekend away, every split type, settled largest first. */
export const Weekend: Story = { args: { initial: weekend } };

/** Someone paid only for themselves: nobody owes anything. */
export const AllSettled: Story = {
  args: {
    initial: {
      people: trip.slice(0, 2),
      expenses: [{ id: '1', description: 'Own lunch', total: 1_250, paidBy: '1', splitType: 'equal', participants: [{ personId: '1' }] }],
    },
  },
};

/** After removing people: an expense with no payer and one whose amounts no longer add up, marked and left out. */
export const LeftOutExpenses: Story = {
  args: {
    initial: {
      people: trip.slice(0, 3),
      expenses: [
        ...weekend.expenses.slice(1, 2),
        { id: '3', description: 'Fuel', total: 6_450, paidBy: '', splitType: 'percent', participants: [{ personId: '1', amount: 5000 }] },
        { id: '4', description: 'Museum tickets', total: 3_600, paidBy: '3', splitType: 'custom', participants: [{ personId: '2', amount: 1_200 }, { personId: '3', amount: 1_200 }] },
      ],
    },
  },
};

const names: Person[] = [
  { id: '1', name: 'سارة العلي' },
  { id: '2', name: '👩🏽‍🍳 Zoë 🍕' },
  { id: '3', name: 'Ω'.repeat(500) },
];

/** Right-to-left, emoji and 500-character names, shown whole and wrapped. */
export const LongNames: Story = {
  args: {
    initial: {
      people: names,
      expenses: [{ id: '1', description: 'Dinner at a restaurant whose name is far too long to fit on one line of a phone', total: 9_000, paidBy: '3', splitType: 'equal', participants: names.map((p) => ({ personId: p.id })) }],
    },
  },
};

const crowd: Person[] = Array.from({ length: 14 }, (_, i) => ({ id: String(i + 1), name: `Guest ${i + 1}` }));

/** 'Fewest transfers' with 14 people who owe or are owed: the page says it is the largest-first matching. Tick it in the story. */
export const Crowd: Story = {
  args: {
    initial: {
      people: crowd,
      expenses: [{ id: '1', description: 'Wedding present', total: 70_000, paidBy: '1', splitType: 'equal', participants: crowd.map((p) => ({ personId: p.id })) }],
    },
  },
};
