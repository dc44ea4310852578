// When an announcement runs, in the reader's time zone: dates only for an all-day one, dates and
// times otherwise; a range when it has both ends, one end alone when only one is set.
export interface AnnouncementTimes {
  startsAt: string | null;
  endsAt: string | null;
  allDay: boolean;
}

export interface FormattedTimes {
  /** 'range' (both ends), 'from' (start only), 'until' (end only), or null (no times). */
  kind: 'range' | 'from' | 'until' | null;
  text: string;
}

const valid = (iso: string | null): Date | null => {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** `timeZone` undefined: the browser's (the reader's) zone. */
export function formatAnnouncementTimes(a: AnnouncementTimes, locale: string, timeZone?: string): FormattedTimes {
  const start = valid(a.startsAt);
  const end = valid(a.endsAt);
  const options: Intl.DateTimeFormatOptions = a.allDay ? { dateStyle: 'medium', timeZone } : { dateStyle: 'medium', timeStyle: 'short', timeZone };
  const fmt = new Intl.DateTimeFormat(locale, options);
  if (start && end) return { kind: 'range', text: end < start ? fmt.format(start) : fmt.formatRange(start, end) };
  if (start) return { kind: 'from', text: fmt.format(start) };
  if (end) return { kind: 'until', text: fmt.format(end) };
  return { kind: null, text: '' };
}

/** An <input type="datetime-local"> (or type="date" for all day) value → ISO time; '' → null. */
export function localInputToIso(value: string, allDay: boolean, endOfDay = false): string | null {
  if (!value) return null;
  const text = allDay ? `${value.slice(0, 10)}T${endOfDay ? '23:59:59' : '00:00:00'}` : value;
  const d = new Date(text); // no zone in the text: read in the reader's zone
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** ISO time → the value of a datetime-local (or date) input in the reader's zone; null → ''. */
export function isoToLocalInput(iso: string | null, allDay: boolean): string {
  const d = valid(iso);
  if (!d) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return allDay ? date : `${date}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
