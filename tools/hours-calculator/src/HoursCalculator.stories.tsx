import type { Meta, StoryObj } from '@storybook/react-vite';
import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HoursCalculator } from './HoursCalculator';

const meta = {
  title: 'Tools/Hours Calculator',
  component: HoursCalculator,
  // Storybook's preview mounts the Toaster that shows this tool's notices.
  decorators: [(Story) => <div className="max-w-3xl">{Story()}</div>],
} satisfies Meta<typeof HoursCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

const calculate = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole('button', { name: 'Calculate Hours' }));

export const Empty: Story = {};

export const DayShift: Story = {
  args: { initialStart: '09:00', initialEnd: '17:30', initialBreak: '30' },
  play: ({ canvasElement }) => calculate(canvasElement),
};

/** An end before the start is the next day: the line under the result says so. */
export const Overnight: Story = {
  args: { initialStart: '22:00', initialEnd: '06:15', initialBreak: '45' },
  play: ({ canvasElement }) => calculate(canvasElement),
};

/** One time missing: the 'Please enter both start and end times.' notice, no result. */
export const MissingTime: Story = {
  args: { initialStart: '09:00' },
  play: ({ canvasElement }) => calculate(canvasElement),
};

/** A break longer than the shift: the break notice, no result. */
export const BreakTooLong: Story = {
  args: { initialStart: '09:00', initialEnd: '17:00', initialBreak: '1000000000' },
  play: ({ canvasElement }) => calculate(canvasElement),
};
