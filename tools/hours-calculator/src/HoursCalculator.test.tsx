// The Hours Calculator's wiring: its labels, Calculate Hours and Clear, the notices, and the calculation
// kept in the URL. The sums themselves are logic.test.ts's.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dismissNotices, findNotice } from '@toolnest/test-kit/dom';
import { Toaster } from '@toolnest/ui';
import { afterEach, describe, expect, it } from 'vitest';
import { HoursCalculator } from './HoursCalculator';
import { BREAK_TOO_LONG_MESSAGE, MISSING_TIME_MESSAGE } from './logic';

afterEach(() => {
  dismissNotices();
  window.history.replaceState(null, '', '/');
});

function setup() {
  const user = userEvent.setup();
  render(
    <>
      <HoursCalculator />
      <Toaster />
    </>,
  );
  const start = screen.getByLabelText('Start Time');
  const end = screen.getByLabelText('End Time');
  const pause = screen.getByLabelText('Break Time (minutes)');
  /** Fills the fields given (an empty string empties one) and presses Calculate Hours. */
  const calculate = async (fields: { start?: string; end?: string; pause?: string }) => {
    for (const [box, value] of [
      [start, fields.start],
      [end, fields.end],
      [pause, fields.pause],
    ] as const) {
      if (value === undefined) continue;
      await user.clear(box);
      if (value !== '') await user.type(box, value);
    }
    await user.click(screen.getByRole('button', { name: 'Calculate Hours' }));
  };
  return { user, start, end, pause, calculate };
}

const resultText = () => screen.queryByText(/^Total Time Worked:/)?.textContent ?? null;

describe('HoursCalculator', () => {
  it('has its labels and buttons, and no result until calculated', () => {
    const { start, end, pause } = setup();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Calculate Hours', 'Clear']);
    expect(start).toHaveAttribute('type', 'time');
    expect(end).toHaveAttribute('type', 'time');
    expect(pause).toHaveAttribute('type', 'number');
    expect(pause).toHaveAttribute('min', '0');
    expect(resultText()).toBeNull();
  });

  it('Calculate Hours shows the result line and the details, and keeps the calculation in the URL', async () => {
    const { calculate } = setup();
    await calculate({ start: '09:00', end: '17:30', pause: '30' });
    expect(resultText()).toBe('Total Time Worked: 8h 0m');
    expect(screen.getByText('8h 30m from start to end, minus a 30 min break. In decimal hours: 8.00.')).toBeInTheDocument();
    expect(new URLSearchParams(window.location.search)).toEqual(new URLSearchParams({ start: '09:00', end: '17:30', break: '30' }));
  });

  it('Enter in a field calculates, and an overnight shift says it crosses midnight', async () => {
    const { user, start, end } = setup();
    await user.type(start, '22:00');
    await user.type(end, '06:15');
    await user.type(end, '{Enter}');
    expect(resultText()).toBe('Total Time Worked: 8h 15m');
    expect(screen.getByText(/across midnight/)).toBeInTheDocument();
  });

  it('bad input: 23:59 to 00:00 is 0h 1m; equal times are 0h 0m', async () => {
    const { calculate } = setup();
    await calculate({ start: '23:59', end: '00:00' });
    expect(resultText()).toBe('Total Time Worked: 0h 1m');
    await calculate({ start: '08:00', end: '08:00' });
    expect(resultText()).toBe('Total Time Worked: 0h 0m');
  });

  it('bad input: one time empty gives the missing-time notice, clears the result and takes the calculation out of the URL', async () => {
    const { calculate } = setup();
    await calculate({ start: '09:00', end: '17:00' });
    expect(window.location.search).not.toBe('');
    await calculate({ end: '' });
    expect(await findNotice(MISSING_TIME_MESSAGE)).toBeInTheDocument();
    expect(resultText()).toBeNull();
    expect(window.location.search).toBe('');
  });

  it('bad input: a break of 10⁹ minutes gives the break notice and no result', async () => {
    const { calculate } = setup();
    await calculate({ start: '09:00', end: '17:00', pause: '8' });
    expect(resultText()).toBe('Total Time Worked: 7h 52m');
    await calculate({ pause: '1000000000' });
    expect(await findNotice(BREAK_TOO_LONG_MESSAGE)).toBeInTheDocument();
    expect(resultText()).toBeNull();
    expect(window.location.search).toBe('');
  });

  it('a negative break counts as none and a decimal one is truncated', async () => {
    const { calculate } = setup();
    await calculate({ start: '09:00', end: '17:00', pause: '-45' });
    expect(resultText()).toBe('Total Time Worked: 8h 0m');
    await calculate({ pause: '15.9' });
    expect(resultText()).toBe('Total Time Worked: 7h 45m');
    expect(new URLSearchParams(window.location.search).get('break')).toBe('15');
  });

  it('Clear empties every field, the result and the URL, and puts the cursor in Start Time', async () => {
    const { user, start, end, pause, calculate } = setup();
    await calculate({ start: '09:00', end: '12:00', pause: '10' });
    expect(resultText()).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(start).toHaveValue('');
    expect(end).toHaveValue('');
    expect(pause).toHaveValue(null);
    expect(resultText()).toBeNull();
    expect(window.location.search).toBe('');
    expect(start).toHaveFocus();
  });
});

describe('a calculation in the URL', () => {
  it('fills the fields and shows its result when the page opens', async () => {
    window.history.replaceState(null, '', '/hours-calculator?start=22%3A00&end=06%3A00&break=45');
    const { start, end, pause } = setup();
    expect(await screen.findByText('Total Time Worked: 7h 15m')).toBeInTheDocument();
    expect(start).toHaveValue('22:00');
    expect(end).toHaveValue('06:00');
    expect(pause).toHaveValue(45);
  });

  it.each([
    ['a missing end', '?start=09%3A00'],
    ['a time that is not one', '?start=09%3A00&end=25%3A00'],
    ['a break longer than the shift', '?start=09%3A00&end=10%3A00&break=61'],
  ])('is ignored with %s', (_name, query) => {
    window.history.replaceState(null, '', `/hours-calculator${query}`);
    const { start, end } = setup();
    expect(resultText()).toBeNull();
    expect(start).toHaveValue('');
    expect(end).toHaveValue('');
  });
});
