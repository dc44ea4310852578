// 'Ends in 3h' / 'Ended 2d ago', updated every minute.
import { useTranslation } from '../../../i18n/react';
import type { Poll } from '../../../entities/types';
import { relativeTime } from '../../../lib/relativeTime';
import { useNow } from '../../../ui/useNow';

export function PollExpiry({ poll }: { poll: Poll }) {
  const { t } = useTranslation();
  const now = useNow(60);
  if (!poll.expires_at) return null;
  const ends = Date.parse(poll.expires_at);
  const { key, num } = relativeTime(poll.expires_at, now);
  const time = t(key, { count: num });
  const ended = poll.expired || ends <= now;
  return (
    <time dateTime={poll.expires_at} title={new Date(ends).toLocaleString()}>
      {ended ? t('polls.expired', { time }) : t('polls.expires_in', { time })}
    </time>
  );
}
