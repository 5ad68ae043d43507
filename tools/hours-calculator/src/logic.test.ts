import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BREAK_TOO_LONG_MESSAGE,
  calculateHours,
  decimalHours,
  formatClockTime,
  formatDuration,
  minutesBetween,
  MINUTES_PER_DAY,
  MISSING_TIME_MESSAGE,
  parseBreakMinutes,
  parseClockTime,
  resultDetails,
  resultLine,
  type HoursResult,
  type HoursWorked,
} from './logic';

/** The calculation's line, or its message. */
const line = (result: HoursResult) => (result.ok ? resultLine(result.minutes) : result.message);
const worked = (result: HoursResult): HoursWorked => {
  if (!result.ok) throw new Error(`expected a result, got '${result.message}'`);
  return result;
};

describe('the messages', () => {
  it('are the documented text', () => {
    expect(MISSING_TIME_MESSAGE).toBe('Please enter both start and end times.');
    expect(BREAK_TOO_LONG_MESSAGE).toBe('Break time cannot be longer than the time worked.');
  });
});

describe('parseClockTime', () => {
  it('reads 24-hour HH:MM as minutes since midnight', () => {
    expect(parseClockTime('00:00')).toBe(0);
    expect(parseClockTime('09:30')).toBe(570);
    expect(parseClockTime('23:59')).toBe(1439);
  });
  it('drops the seconds a time input may add', () => {
    expect(parseClockTime('09:30:59')).toBe(570);
    expect(parseClockTime('09:30:05.250')).toBe(570);
  });
  it('is undefined for empty text and anything that is not a time', () => {
    for (const bad of ['', ' ', '9:30', '24:00', '12:60', '12:5', '1230', '12:30 ', 'noon', '12:30:60', '-1:00']) {
      expect(parseClockTime(bad), bad).toBeUndefined();
    }
  });
  it('round-trips every minute of the day with formatClockTime', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MINUTES_PER_DAY - 1 }), (minutes) => {
        expect(parseClockTime(formatClockTime(minutes))).toBe(minutes);
      }),
    );
  });
});

describe('parseBreakMinutes', () => {
  it('reads whole minutes and truncates decimals', () => {
    expect(parseBreakMinutes('30')).toBe(30);
    expect(parseBreakMinutes(' 45 ')).toBe(45);
    expect(parseBreakMinutes('15.9')).toBe(15);
    expect(parseBreakMinutes('.5')).toBe(0);
    expect(parseBreakMinutes('2.')).toBe(2);
    expect(parseBreakMinutes('+7')).toBe(7);
    expect(parseBreakMinutes('1e3')).toBe(1000);
    expect(parseBreakMinutes('1000000000')).toBe(1_000_000_000);
  });
  it('makes negatives, non-numbers and blank 0', () => {
    for (const zero of ['', '   ', '-5', '-0.5', '-1e9', 'abc', '12abc', '1,5', '0x10', 'Infinity', 'NaN', '--1', '.', 'e5']) {
      expect(Object.is(parseBreakMinutes(zero), 0), zero).toBe(true);
    }
  });
  it('caps a number too large to count at the largest safe integer', () => {
    expect(parseBreakMinutes('1e400')).toBe(Number.MAX_SAFE_INTEGER);
    expect(parseBreakMinutes('9'.repeat(30))).toBe(Number.MAX_SAFE_INTEGER);
  });
  it('is always a non-negative safe integer, whatever the text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double().map(String), fc.integer().map(String)), (text) => {
        const minutes = parseBreakMinutes(text);
        expect(Number.isSafeInteger(minutes)).toBe(true);
        expect(Object.is(minutes, 0) || minutes > 0).toBe(true);
      }),
    );
  });
  it('reads back any whole number of minutes, and truncates any positive decimal', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 0, max: 999 }), (whole, fraction) => {
        expect(parseBreakMinutes(String(whole))).toBe(whole);
        expect(parseBreakMinutes(`${whole}.${fraction}`)).toBe(whole);
        expect(parseBreakMinutes(`-${whole}.${fraction}`)).toBe(0);
      }),
    );
  });
});

describe('minutesBetween', () => {
  it('counts forward, and across midnight when the end is earlier', () => {
    expect(minutesBetween(540, 1050)).toBe(510);
    expect(minutesBetween(1320, 360)).toBe(480);
    expect(minutesBetween(1439, 0)).toBe(1);
    expect(minutesBetween(0, 1439)).toBe(1439);
    expect(minutesBetween(600, 600)).toBe(0);
  });
});

describe('formatDuration, resultLine and decimalHours', () => {
  it('write the result line and two-decimal hours', () => {
    expect(formatDuration(0)).toBe('0h 0m');
    expect(formatDuration(90)).toBe('1h 30m');
    expect(formatDuration(1439)).toBe('23h 59m');
    expect(resultLine(450)).toBe('Total Time Worked: 7h 30m');
    expect(decimalHours(450)).toBe('7.50');
    expect(decimalHours(440)).toBe('7.33');
    expect(decimalHours(1)).toBe('0.02');
    expect(decimalHours(0)).toBe('0.00');
  });
  it('formatDuration gives back the minutes as hours and minutes under 60', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MINUTES_PER_DAY - 1 }), (minutes) => {
        const [, hours, rest] = /^(\d+)h (\d+)m$/.exec(formatDuration(minutes))!;
        expect(Number(rest)).toBeLessThan(60);
        expect(Number(hours) * 60 + Number(rest)).toBe(minutes);
        // The decimal is within half a hundredth of an hour of the exact figure.
        expect(Math.abs(Number(decimalHours(minutes)) - minutes / 60)).toBeLessThanOrEqual(0.005);
      }),
    );
  });
});

describe('calculateHours', () => {
  it('a day shift, with and without a break', () => {
    expect(line(calculateHours('09:00', '17:30', '30'))).toBe('Total Time Worked: 8h 0m');
    expect(line(calculateHours('09:00', '17:30', ''))).toBe('Total Time Worked: 8h 30m');
    expect(calculateHours('09:00', '17:30', '30')).toEqual({ ok: true, minutes: 480, spanMinutes: 510, breakMinutes: 30, overnight: false });
  });

  it('an overnight shift adds a day', () => {
    expect(calculateHours('22:00', '06:30', '30')).toEqual({ ok: true, minutes: 480, spanMinutes: 510, breakMinutes: 30, overnight: true });
  });

  it('bad input row: 23:59 → 00:00 is 0h 1m', () => {
    expect(line(calculateHours('23:59', '00:00', ''))).toBe('Total Time Worked: 0h 1m');
  });

  it('equal start and end is 0h 0m', () => {
    expect(line(calculateHours('08:15', '08:15', '0'))).toBe('Total Time Worked: 0h 0m');
    expect(worked(calculateHours('08:15', '08:15', '')).overnight).toBe(false);
  });

  it('bad input row: one time empty gives the missing-time message', () => {
    expect(line(calculateHours('', '17:00', '30'))).toBe(MISSING_TIME_MESSAGE);
    expect(line(calculateHours('09:00', '', '30'))).toBe(MISSING_TIME_MESSAGE);
    expect(line(calculateHours('', '', ''))).toBe(MISSING_TIME_MESSAGE);
    // Checked before the break: a huge break with a missing time still asks for the times.
    expect(line(calculateHours('09:00', '', '1000000000'))).toBe(MISSING_TIME_MESSAGE);
  });

  it('bad input row: a break of 10⁹ minutes gives the break message', () => {
    expect(line(calculateHours('09:00', '17:00', '1000000000'))).toBe(BREAK_TOO_LONG_MESSAGE);
    expect(line(calculateHours('09:00', '17:00', '1e400'))).toBe(BREAK_TOO_LONG_MESSAGE);
  });

  it('a break as long as the span leaves 0h 0m; a minute more is refused', () => {
    expect(line(calculateHours('09:00', '10:00', '60'))).toBe('Total Time Worked: 0h 0m');
    expect(line(calculateHours('09:00', '10:00', '61'))).toBe(BREAK_TOO_LONG_MESSAGE);
    expect(line(calculateHours('10:00', '10:00', '1'))).toBe(BREAK_TOO_LONG_MESSAGE);
  });

  it('negative, decimal and non-number breaks follow the break rule', () => {
    expect(worked(calculateHours('09:00', '17:00', '-45')).breakMinutes).toBe(0);
    expect(worked(calculateHours('09:00', '17:00', 'lunch')).breakMinutes).toBe(0);
    expect(worked(calculateHours('09:00', '17:00', '29.99')).minutes).toBe(480 - 29);
  });
});

describe('resultDetails', () => {
  it('names the span, midnight, the break and the decimal hours', () => {
    expect(resultDetails(worked(calculateHours('09:00', '17:30', '30')))).toBe('8h 30m from start to end, minus a 30 min break. In decimal hours: 8.00.');
    expect(resultDetails(worked(calculateHours('22:00', '06:20', '')))).toBe('8h 20m from start to end, across midnight. In decimal hours: 8.33.');
  });
});

const minuteOfDay = fc.integer({ min: 0, max: MINUTES_PER_DAY - 1 });
const time = minuteOfDay.map(formatClockTime);

describe('properties', () => {
  it('a result lies in [0, 24h), and result + break = the time from start to end', () => {
    fc.assert(
      fc.property(time, time, fc.nat({ max: 2 * MINUTES_PER_DAY }), (start, end, pause) => {
        const result = calculateHours(start, end, String(pause));
        const span = minutesBetween(parseClockTime(start)!, parseClockTime(end)!);
        if (pause > span) {
          expect(result).toEqual({ ok: false, message: BREAK_TOO_LONG_MESSAGE });
          return;
        }
        const { minutes, spanMinutes, breakMinutes } = worked(result);
        expect(minutes).toBeGreaterThanOrEqual(0);
        expect(minutes).toBeLessThan(MINUTES_PER_DAY);
        expect(Number.isInteger(minutes)).toBe(true);
        expect(spanMinutes).toBe(span);
        expect(minutes + breakMinutes).toBe(spanMinutes);
      }),
    );
  });

  it('crossing midnight is symmetric: there and back make a whole day, or nothing for equal times', () => {
    fc.assert(
      fc.property(minuteOfDay, minuteOfDay, (a, b) => {
        const there = worked(calculateHours(formatClockTime(a), formatClockTime(b), ''));
        const back = worked(calculateHours(formatClockTime(b), formatClockTime(a), ''));
        expect(there.minutes + back.minutes).toBe(a === b ? 0 : MINUTES_PER_DAY);
        // Exactly one of the two directions crosses midnight, unless the times are equal.
        expect(Number(there.overnight) + Number(back.overnight)).toBe(a === b ? 0 : 1);
      }),
    );
  });

  it('an end after the start needs no midnight: the result is the plain difference', () => {
    fc.assert(
      fc.property(minuteOfDay, minuteOfDay, (a, b) => {
        fc.pre(a <= b);
        expect(worked(calculateHours(formatClockTime(a), formatClockTime(b), '')).minutes).toBe(b - a);
      }),
    );
  });

  it('moving both times by the same amount around the clock keeps the result', () => {
    fc.assert(
      fc.property(minuteOfDay, minuteOfDay, minuteOfDay, (a, b, shift) => {
        const moved = (m: number) => formatClockTime((m + shift) % MINUTES_PER_DAY);
        expect(line(calculateHours(moved(a), moved(b), '15'))).toBe(line(calculateHours(formatClockTime(a), formatClockTime(b), '15')));
      }),
    );
  });

  it('a missing or malformed time always gives the missing-time message, whatever the break', () => {
    fc.assert(
      fc.property(fc.string(), time, fc.string(), fc.boolean(), (bad, good, pause, badFirst) => {
        fc.pre(parseClockTime(bad) === undefined);
        const result = badFirst ? calculateHours(bad, good, pause) : calculateHours(good, bad, pause);
        expect(result).toEqual({ ok: false, message: MISSING_TIME_MESSAGE });
      }),
    );
  });
});
