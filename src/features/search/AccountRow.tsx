import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { userProfilePath } from '../../app/links';
import { useTranslation } from '../../i18n/react';
import { selectAuth } from '../../store/authSlice';
import { useAppSelector } from '../../store/hooks';
import { selectInstance } from '../../store/instanceSlice';
import { Avatar } from '../../ui/Avatar';
import { SafeHtml } from '../../ui/SafeHtml';
import { FollowButton } from '../follow/FollowButton';
import './AccountRow.css';

interface Props {
  userId: string;
  /** Buttons shown at the end of the row (follow, approve, undo ...). */
  actions?: ReactNode;
  /** Offer the follow button (signed-in viewers, someone else's account). */
  follow?: boolean;
}

/** One account in a list (search people, who to follow, friend requests): avatar, name, @handle. */
export function AccountRow({ userId, actions, follow = false }: Props) {
  const { t } = useTranslation();
  const user = useAppSelector((s) => s.users[userId]);
  const { currentUserId, userToken } = useAppSelector(selectAuth);
  const { restrictedNicknames } = useAppSelector(selectInstance);
  if (!user) return null;
  return (
    <div className="account-row">
      <Avatar user={user} alt="" size={40} />
      <div className="account-row__names">
        <Link to={userProfilePath(user, restrictedNicknames ?? [])} className="account-row__name">
          {user.name_html ? <SafeHtml as="span" html={user.name_html} /> : user.name || user.screen_name}
        </Link>
        <span className="account-row__handle">@{user.screen_name_ui || user.screen_name}</span>
      </div>
      {actions && <div className="account-row__actions">{actions}</div>}
      {follow && userToken && currentUserId !== user.id && (
        <div className="account-row__actions" role="group" aria-label={t('user_card.follow_who', { name: user.name || user.screen_name })}>
          <FollowButton userId={user.id} />
        </div>
      )}
    </div>
  );
}
