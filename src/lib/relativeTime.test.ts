import { DAY, HOUR, MINUTE, MONTH, SECOND, WEEK, YEAR, relativeTime } from './relativeTime';

const now = Date.parse('2024-03-01T12:00:00Z');
const ago = (ms: number) => now - ms;

describe('relativeTime', () => {
  it.each([
    [0, 'time.now', 0],
    [999, 'time.now', 0],
    [SECOND, 'time.seconds', 1],
    [59 * SECOND + 999, 'time.seconds', 59],
    [MINUTE, 'time.minutes', 1],
    [59 * MINUTE, 'time.minutes', 59],
    [HOUR, 'time.hours', 1],
    [23 * HOUR + 59 * MINUTE, 'time.hours', 23],
    [DAY, 'time.days', 1],
    [6 * DAY, 'time.days', 6],
    [WEEK, 'time.weeks', 1],
    [29 * DAY, 'time.weeks', 4],
    [30 * DAY, 'time.months', 1],
    [364 * DAY, 'time.months', 12],
    [365 * DAY, 'time.months', 12],
    [YEAR, 'time.years', 1],
    [3 * YEAR + DAY, 'time.years', 3],
  ] as const)('%i ms ago → %s %i', (ms, key, num) => {
    expect(relativeTime(ago(ms), now)).toEqual({ key, num, future: false });
  });

  it('a month is 30 days and a year 365.25 days', () => {
    expect(MONTH).toBe(30 * DAY);
    expect(YEAR).toBe(365.25 * DAY);
  });

  it('accepts strings and Dates; the now threshold is configurable', () => {
    expect(relativeTime('2024-03-01T11:59:30Z', new Date(now))).toEqual({ key: 'time.seconds', num: 30, future: false });
    expect(relativeTime(ago(20 * SECOND), now, 30)).toEqual({ key: 'time.now', num: 0, future: false });
    expect(relativeTime(ago(30 * SECOND), now, 30)).toEqual({ key: 'time.seconds', num: 30, future: false });
  });

  it('future times round up and say they are in the future', () => {
    expect(relativeTime(now + 90 * SECOND, now)).toEqual({ key: 'time.minutes', num: 2, future: true });
    expect(relativeTime(now + 10 * MINUTE - 1, now)).toEqual({ key: 'time.minutes', num: 10, future: true });
    expect(relativeTime(now + 10 * HOUR - 500, now)).toEqual({ key: 'time.hours', num: 10, future: true });
    // Within the 'now' threshold it is simply now, whichever side.
    expect(relativeTime(now + 400, now)).toEqual({ key: 'time.now', num: 0, future: false });
  });

  it('invalid dates read as now', () => {
    expect(relativeTime('not a date', now)).toEqual({ key: 'time.now', num: 0, future: false });
  });
});
