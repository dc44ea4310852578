import { formatRelative } from '../i18n/formats';
import { useTranslation } from '../i18n/react';
import { relativeTime } from '../lib/relativeTime';
import { useDateTitle } from './useDateTitle';
import { useNow } from './useNow';

interface Props {
  /** ISO date string (server created_at). */
  time: string;
  /** Seconds between refreshes (default 60; 0 = never). */
  autoUpdate?: number;
  /** '5 minutes ago' instead of '5m'. */
  long?: boolean;
  /** Below this many seconds the time reads 'just now' (default 1). */
  nowThreshold?: number;
  className?: string;
}

/** For the long form ('5 minutes ago' / 'vor 5 Minuten'): the interface language's own words, from Intl. */
const UNITS: Record<string, Intl.RelativeTimeFormatUnit> = {
  'time.seconds': 'second',
  'time.minutes': 'minute',
  'time.hours': 'hour',
  'time.days': 'day',
  'time.weeks': 'week',
  'time.months': 'month',
  'time.years': 'year',
};


/** A relative time ('5m') in a <time> element whose title is the full local date. */
export function Timeago({ time, autoUpdate = 60, long = false, nowThreshold = 1, className }: Props) {
  const { t, i18n } = useTranslation();
  const now = useNow(autoUpdate);
  const date = new Date(time);
  const valid = !Number.isNaN(date.getTime());
  const titled = useDateTitle(date, i18n.locale);
  const { key, num, future } = relativeTime(time, now, nowThreshold);
  // A time ahead (a server clock a little fast, an expiry) reads "in 5m", never as if past.
  const text =
    long && key !== 'time.now'
      ? formatRelative(future ? num : -num, UNITS[key], i18n.locale)
      : future
        ? t('time.in_future', { time: t(key, { count: num }) })
        : t(key, { count: num });
  return (
    <time ref={titled} className={className} dateTime={valid ? date.toISOString() : undefined}>
      {text}
    </time>
  );
}
