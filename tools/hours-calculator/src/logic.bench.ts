// @vitest-environment node
// `pnpm bench`: one calculation from the three fields as typed, against the Date arithmetic one might write
// instead (the reference). There is no budget for this tool; figures only, never a failure.
import { test } from 'vitest';
import * as logic from './logic';

// Read once: a module export read in the loop goes through vitest's getter each time.
const { calculateHours, formatClockTime } = logic;

// 1,000 shifts of every kind: day, overnight, equal times, breaks too long; a few with a time missing.
const SHIFTS = Array.from({ length: 1000 }, (_, i) => {
  const start = (i * 617) % 1440;
  const end = (i * 401 + 37) % 1440;
  return [formatClockTime(start), i % 50 === 0 ? '' : formatClockTime(end), String((i * 13) % 600)] as const;
});

// The reference: both times as Dates on one day, a day added when the end comes first.
function withDates(start: string, end: string, pause: string): number | undefined {
  if (!start || !end) return undefined;
  const from = new Date(`1970-01-01T${start}:00Z`).getTime();
  let to = new Date(`1970-01-01T${end}:00Z`).getTime();
  if (to < from) to += 86_400_000;
  const breakMinutes = Math.max(0, Math.trunc(Number(pause)) || 0);
  const minutes = (to - from) / 60_000 - breakMinutes;
  return minutes < 0 ? undefined : minutes;
}

test('1,000 calculations', async ({ bench }) => {
  await bench.compare(
    bench('calculateHours', () => {
      for (const [start, end, pause] of SHIFTS) void calculateHours(start, end, pause);
    }),
    bench('reference: Date arithmetic', () => {
      for (const [start, end, pause] of SHIFTS) void withDates(start, end, pause);
    }),
  );
});
