// The three counts of the user card; each switches the profile to its tab. A count the
// account hides (and that is not yours) reads "hidden". With the hideUserStats preference the
// numbers go and the labels stay (they still switch tabs).
import type { User } from '../../entities/types';
import { formatNumber } from '../../i18n/formats';
import { useTranslation } from '../../i18n/react';
import { selectEffectiveConfig } from '../../store/configSlice';
import { useAppSelector } from '../../store/hooks';
import { hiddenCount, type ProfileTab } from '../../entities/profileRules';

interface Props {
  user: User;
  isOwn: boolean;
  onSelect?: (tab: ProfileTab) => void;
}

export function UserCounts({ user, isOwn, onSelect }: Props) {
  const { t, i18n } = useTranslation();
  const { hideUserStats } = useAppSelector(selectEffectiveConfig);
  const items: { tab: ProfileTab; key: string; n: number; hidden: boolean }[] = [
    { tab: 'statuses', key: 'user_card.statuses', n: user.statuses_count, hidden: false },
    { tab: 'friends', key: 'user_card.followees', n: user.friends_count, hidden: hiddenCount(user, 'friends', isOwn) },
    { tab: 'followers', key: 'user_card.followers', n: user.followers_count, hidden: hiddenCount(user, 'followers', isOwn) },
  ];
  return (
    <ul className="user-card__counts">
      {items.map((item) => {
        const value = item.hidden ? t('user_card.hidden') : formatNumber(Number.isFinite(item.n) ? item.n : 0, i18n.locale);
        const body = (
          <>
            <span className="user-card__count-label">{t(item.key)}</span>
            {!hideUserStats && <span className="user-card__count-value">{value}</span>}
          </>
        );
        return (
          <li key={item.tab}>
            {onSelect ? (
              <button type="button" className="btn-plain user-card__count" onClick={() => onSelect(item.tab)}>
                {body}
              </button>
            ) : (
              <span className="user-card__count">{body}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
