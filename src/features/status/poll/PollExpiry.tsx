// 'Ends in 3h' / 'Ended 2d ago' ('Ended just now' has its own key: not "Ended just now ago"),
// updated every minute.
import { useTranslation } from '../../../i18n/react';
import type { Poll } from '../../../entities/types';
import { relativeTime } from '../../../lib/relativeTime';
import { useDateTitle } from '../../../ui/useDateTitle';
import { useNow } from '../../../ui/useNow';

export function PollExpiry({ poll }: { poll: Poll }) {
  const { t, i18n } = useTranslation();
  const now = useNow(60);
  const ends = Date.parse(poll.expires_at ?? '');
  const titled = useDateTitle(new Date(ends), i18n.locale);
  if (!poll.expires_at) return null;
  const { key, num } = relativeTime(poll.expires_at, now);
  const time = t(key, { count: num });
  const ended = poll.expired || ends <= now;
  return (
    <time ref={titled} dateTime={poll.expires_at}>
      {ended ? (key === 'time.now' ? t('polls.expired_now') : t('polls.expired', { time })) : t('polls.expires_in', { time })}
    </time>
  );
}
