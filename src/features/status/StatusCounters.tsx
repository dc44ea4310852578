// Reply, repeat and favourite counts. Visible to everyone; the action buttons that toggle them
// arrive with the status actions issue (they stay non-interactive for visitors, SPEC §2).
import { useTranslation } from 'react-i18next';
import type { Status } from '../../entities/types';
import { selectEffectiveConfig } from '../../store/configSlice';
import { useAppSelector } from '../../store/hooks';

export function StatusCounters({ status }: { status: Status }) {
  const { t } = useTranslation();
  const { hidePostStats } = useAppSelector(selectEffectiveConfig);
  const items = [
    { key: 'replies', icon: '↩', count: status.replies_count, active: false },
    { key: 'repeats', icon: '⟳', count: status.repeat_num, active: status.repeated },
    { key: 'favorites', icon: '★', count: status.fave_num, active: status.favorited },
  ];
  return (
    <ul className="status-counters" aria-label={t('status.counters')}>
      {items.map((it) => (
        <li key={it.key} className={`status-counters__item${it.active ? ' status-counters__item--active' : ''}`}>
          <span aria-hidden="true">{it.icon}</span>
          {hidePostStats ? (
            <span className="visually-hidden">{t(`status.${it.key}_label`)}</span>
          ) : (
            <>
              <span aria-hidden="true">{it.count > 0 ? it.count : ''}</span>
              <span className="visually-hidden">{t(`status.${it.key}_count`, { count: it.count })}</span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
