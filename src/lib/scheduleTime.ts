// Times of scheduled posts. The person picks a local date and time (an <input type=datetime-local>
// value, "YYYY-MM-DDTHH:mm" in their time zone); the server takes ISO 8601 and wants it more than
// 5 minutes ahead (Pleroma and Mastodon alike).

export const MIN_SCHEDULE_AHEAD_MS = 5 * 60_000;
/** A new schedule starts this far ahead, so the first value offered is already valid. */
export const DEFAULT_SCHEDULE_AHEAD_MS = 30 * 60_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment as a datetime-local value, in the browser's time zone. */
export function toLocalInput(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value as a moment (local time), or null when it is not one. */
export function fromLocalInput(value: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((x) => Number(x ?? 0));
  const date = new Date(y, mo - 1, d, h, mi, s);
  return date.getMonth() === mo - 1 && date.getDate() === d ? date.getTime() : null;
}

/** The first value a new schedule offers: half an hour ahead, on the minute. */
export function defaultScheduleValue(now: number): string {
  return toLocalInput(Math.ceil((now + DEFAULT_SCHEDULE_AHEAD_MS) / 60_000) * 60_000);
}

export type ScheduleCheck = { ok: true; iso: string } | { ok: false; problem: 'invalid' | 'too_soon' };

/** What to send for a chosen time, or why it cannot be sent. */
export function checkSchedule(value: string, now: number): ScheduleCheck {
  const at = fromLocalInput(value);
  if (at === null) return { ok: false, problem: 'invalid' };
  if (at - now <= MIN_SCHEDULE_AHEAD_MS) return { ok: false, problem: 'too_soon' };
  return { ok: true, iso: new Date(at).toISOString() };
}

/** "6 May 2030, 10:08" in the interface's language, in the browser's time zone. */
export function formatScheduleTime(iso: string, locale: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(d);
  } catch {
    return d.toLocaleString();
  }
}
