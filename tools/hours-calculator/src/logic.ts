/**
 * Hours worked between two clock times, minus a break: pure functions, no React, no DOM, no I/O.
 *
 * Times are minutes since midnight on a 24-hour clock, with no date: an end before the start is the
 * next day (an overnight shift), equal times are 0h 0m, and no daylight-saving change can
 * fall in between. Every result is a whole number of minutes in [0, 24h).
 */

export const MINUTES_PER_HOUR = 60;
export const MINUTES_PER_DAY = 24 * MINUTES_PER_HOUR;

/** A start or end time is missing. */
export const MISSING_TIME_MESSAGE = 'Please enter both start and end times.';
/** The break is longer than the time between the two times. */
export const BREAK_TOO_LONG_MESSAGE = 'Break time cannot be longer than the time worked.';

// 'HH:MM', as <input type="time"> gives it; seconds (a step under 60 s adds them) are dropped.
const CLOCK_TIME = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d(?:\.\d{1,3})?)?$/;

/** Minutes since midnight of a 24-hour 'HH:MM' time, or undefined when it is empty or not a time. */
export function parseClockTime(text: string): number | undefined {
  const match = CLOCK_TIME.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * MINUTES_PER_HOUR + Number(match[2]);
}

/** The 'HH:MM' form of minutes since midnight (the value a time input takes). */
export function formatClockTime(minutes: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(minutes / MINUTES_PER_HOUR))}:${pad(minutes % MINUTES_PER_HOUR)}`;
}

// A decimal number as a person or a number input writes it ('30', '1.5', '.5', '-5', '1e9'). Not
// hex, 'Infinity' or '1,5': those are not numbers here, and so 0.
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * Break minutes as the calculator reads them: whole minutes, decimals truncated (1.9 is 1); negatives,
 * non-numbers and blank are 0. Capped at the largest safe integer, far beyond any day.
 */
export function parseBreakMinutes(text: string): number {
  const trimmed = text.trim();
  if (!DECIMAL.test(trimmed)) return 0;
  // Math.max turns -0 (from '-0.5') into 0.
  return Math.max(0, Math.min(Math.trunc(Number(trimmed)), Number.MAX_SAFE_INTEGER));
}

/** Minutes from start to end, both minutes since midnight: an end before the start is on the next day. */
export function minutesBetween(start: number, end: number): number {
  return (((end - start) % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
}

export interface HoursWorked {
  ok: true;
  /** Time worked: the span less the break. */
  minutes: number;
  /** Minutes from the start time to the end time. */
  spanMinutes: number;
  breakMinutes: number;
  /** The end is on the day after the start. */
  overnight: boolean;
}

export type HoursResult = HoursWorked | { ok: false; message: string };

/** The whole calculation from the three fields as typed: the result, or the message that stops it. */
export function calculateHours(startText: string, endText: string, breakText: string): HoursResult {
  const start = parseClockTime(startText);
  const end = parseClockTime(endText);
  if (start === undefined || end === undefined) return { ok: false, message: MISSING_TIME_MESSAGE };
  const spanMinutes = minutesBetween(start, end);
  const breakMinutes = parseBreakMinutes(breakText);
  if (breakMinutes > spanMinutes) return { ok: false, message: BREAK_TOO_LONG_MESSAGE };
  return { ok: true, minutes: spanMinutes - breakMinutes, spanMinutes, breakMinutes, overnight: end < start };
}

/** 'Xh Ym' with Y under 60: 90 minutes are '1h 30m'. */
export function formatDuration(minutes: number): string {
  return `${Math.floor(minutes / MINUTES_PER_HOUR)}h ${minutes % MINUTES_PER_HOUR}m`;
}

/** The result line: 'Total Time Worked: Xh Ym'. */
export function resultLine(minutes: number): string {
  return `Total Time Worked: ${formatDuration(minutes)}`;
}

/** Hours with two decimals, as timesheets and payroll want them (7h 20m is '7.33'). */
export function decimalHours(minutes: number): string {
  // minutes / 60 never ends in an exact half at the third decimal, so toFixed cannot round a tie.
  return (minutes / MINUTES_PER_HOUR).toFixed(2);
}

/** The line under the result: the span, whether it crosses midnight, the break, and decimal hours. */
export function resultDetails({ minutes, spanMinutes, breakMinutes, overnight }: HoursWorked): string {
  const span = `${formatDuration(spanMinutes)} from start to end${overnight ? ', across midnight' : ''}`;
  const minus = breakMinutes > 0 ? `, minus a ${breakMinutes} min break` : '';
  return `${span}${minus}. In decimal hours: ${decimalHours(minutes)}.`;
}
