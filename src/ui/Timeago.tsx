import { useTranslation } from '../i18n/react';
import { relativeTime } from '../lib/relativeTime';
import { useNow } from './useNow';

interface Props {
  /** ISO date string (server created_at). */
  time: string;
  /** Seconds between refreshes (default 60, SPEC §9; 0 = never). */
  autoUpdate?: number;
  /** '5 minutes ago' instead of '5m'. */
  long?: boolean;
  /** Below this many seconds the time reads 'just now' (default 1). */
  nowThreshold?: number;
  className?: string;
}

const UNITS: Record<string, Intl.RelativeTimeFormatUnit> = {
  'time.seconds': 'second',
  'time.minutes': 'minute',
  'time.hours': 'hour',
  'time.days': 'day',
  'time.weeks': 'week',
  'time.months': 'month',
  'time.years': 'year',
};

/** '5 minutes ago' / 'vor 5 Minuten' / 'in 5 minutes': the interface language's own words, from Intl. */
function longForm(locale: string, key: string, value: number): string {
  return new Intl.RelativeTimeFormat(locale, { numeric: 'always' }).format(value, UNITS[key]);
}

/** A relative time ('5m') in a <time> element whose title is the full local date. */
export function Timeago({ time, autoUpdate = 60, long = false, nowThreshold = 1, className }: Props) {
  const { t, i18n } = useTranslation();
  const now = useNow(autoUpdate);
  const date = new Date(time);
  const valid = !Number.isNaN(date.getTime());
  const { key, num, future } = relativeTime(time, now, nowThreshold);
  // A time ahead (a server clock a little fast, an expiry) reads "in 5m", never as if past.
  const text =
    long && key !== 'time.now'
      ? longForm(i18n.locale, key, future ? num : -num)
      : future
        ? t('time.in_future', { time: t(key, { count: num }) })
        : t(key, { count: num });
  return (
    <time
      className={className}
      dateTime={valid ? date.toISOString() : undefined}
      title={valid ? date.toLocaleString(i18n.locale) : undefined}
    >
      {text}
    </time>
  );
}
