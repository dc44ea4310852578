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

/** A relative time ('5m') in a <time> element whose title is the full local date. */
export function Timeago({ time, autoUpdate = 60, long = false, nowThreshold = 1, className }: Props) {
  const { t, i18n } = useTranslation();
  const now = useNow(autoUpdate);
  const date = new Date(time);
  const valid = !Number.isNaN(date.getTime());
  const { key, num, future } = relativeTime(time, now, nowThreshold);
  // A time ahead (a server clock a little fast, an expiry) reads "in 5m", never as if past.
  const text = future
    ? t('time.in_future', { time: t(key, { count: num }) })
    : long && key !== 'time.now'
      ? t(`${key}_long`, { count: num })
      : t(key, { count: num });
  return (
    <time
      className={className}
      dateTime={valid ? date.toISOString() : undefined}
      title={valid ? date.toLocaleString(i18n.language) : undefined}
    >
      {text}
    </time>
  );
}
