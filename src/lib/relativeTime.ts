// Time display: the unit is the largest one that fits; a month is 30 days and a year
// 365.25 days. Past times round down, future ones up (so "expires in 1 minute" never says 0);
// `future` tells the caller to say "in 5m" rather than "5m" (ago).

export type RelativeTimeKey =
  | 'time.now'
  | 'time.seconds'
  | 'time.minutes'
  | 'time.hours'
  | 'time.days'
  | 'time.weeks'
  | 'time.months'
  | 'time.years';

export interface RelativeTime {
  key: RelativeTimeKey;
  num: number;
  /** The time lies ahead (beyond the 'now' threshold). */
  future: boolean;
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
export const WEEK = 7 * DAY;
export const MONTH = 30 * DAY;
export const YEAR = 365.25 * DAY;

function toMillis(t: string | number | Date): number {
  if (t instanceof Date) return t.getTime();
  if (typeof t === 'number') return t;
  return Date.parse(t);
}

export function relativeTime(
  date: string | number | Date,
  now: number | Date = Date.now(),
  nowThreshold = 1,
): RelativeTime {
  const then = toMillis(date);
  const current = toMillis(now);
  if (!Number.isFinite(then) || !Number.isFinite(current)) return { key: 'time.now', num: 0, future: false };
  const future = then > current;
  const round = future ? Math.ceil : Math.floor;
  const d = Math.abs(current - then);
  if (d < nowThreshold * SECOND) return { key: 'time.now', num: 0, future: false };
  const units: [number, number, RelativeTimeKey][] = [
    [MINUTE, SECOND, 'time.seconds'],
    [HOUR, MINUTE, 'time.minutes'],
    [DAY, HOUR, 'time.hours'],
    [WEEK, DAY, 'time.days'],
    [MONTH, WEEK, 'time.weeks'],
    [YEAR, MONTH, 'time.months'],
  ];
  for (const [limit, size, key] of units) {
    if (d < limit) return { key, num: round(d / size), future };
  }
  return { key: 'time.years', num: round(d / YEAR), future };
}
