import { formatNumber } from '../../i18n/formats';
import { useTranslation } from '../../i18n/react';
import { Link } from '../../ui/Link';
import { userProfilePath } from '../../ui/links';
import type { User } from '../../entities/types';
import { useAppSelector } from '../../store/hooks';
import { selectInstance } from '../../store/instanceSlice';
import { Avatar } from '../../ui/Avatar';
import { SafeHtml } from '../../ui/SafeHtml';
import './userNames.css';
import './UserCardCompact.css';

interface Props {
  user: User;
}

/** The signed-in user's small card for the sidebar: avatar, name, @handle and counts. */
export function UserCardCompact({ user }: Props) {
  const { t, i18n } = useTranslation();
  const { restrictedNicknames } = useAppSelector(selectInstance);
  const profile = userProfilePath(user, restrictedNicknames ?? []);
  const count = (n: number) => formatNumber(Number.isFinite(n) ? n : 0, i18n.locale);
  const counts: [string, number][] = [
    ['user_card.statuses', user.statuses_count],
    ['user_card.followees', user.friends_count],
    ['user_card.followers', user.followers_count],
  ];

  return (
    <section className="panel user-card-compact" aria-label={t('user_card.your_account')}>
      <div className="user-card-compact__head">
        <Avatar user={user} alt="" size={56} />
        <div className="user-names">
          <Link to={profile} className="user-names__name user-card-compact__name">
            {user.name_html ? <SafeHtml as="span" html={user.name_html} /> : user.name || user.screen_name}
          </Link>
          <span className="user-names__handle handle" dir="ltr">@{user.screen_name_ui || user.screen_name}</span>
        </div>
      </div>
      <dl className="user-card-compact__counts">
        {counts.map(([key, n]) => (
          <div key={key} className="user-card-compact__count">
            <dt>{t(key)}</dt>
            <dd>{count(n)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
