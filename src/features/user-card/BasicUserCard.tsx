// One row of a user list (followers, followees): avatar, name and handle linking to the profile,
// and a follow button for signed-in viewers looking at someone else.
import { Link } from 'react-router';
import { userProfilePath } from '../../app/links';
import { useTranslation } from '../../i18n/react';
import { selectAuth } from '../../store/authSlice';
import { useAppSelector } from '../../store/hooks';
import { selectInstance } from '../../store/instanceSlice';
import { Avatar } from '../../ui/Avatar';
import { SafeHtml } from '../../ui/SafeHtml';
import { FollowButton } from '../follow/FollowButton';
import { UserHandle } from './UserHandle';

export function BasicUserCard({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const user = useAppSelector((s) => s.users[userId]);
  const { currentUserId, userToken } = useAppSelector(selectAuth);
  const { restrictedNicknames } = useAppSelector(selectInstance);
  if (!user) return null;
  const name = user.name || user.screen_name;
  return (
    <div className="basic-user-card">
      <Avatar user={user} alt="" size={40} />
      <div className="basic-user-card__names">
        <Link to={userProfilePath(user, restrictedNicknames ?? [])} className="basic-user-card__name">
          {user.name_html ? <SafeHtml as="span" html={user.name_html} /> : name}
        </Link>
        <UserHandle user={user} className="basic-user-card__handle faint" />
      </div>
      {userToken && currentUserId !== user.id && (
        <span className="basic-user-card__follow" aria-label={t('user_card.follow_who', { name })} role="group">
          <FollowButton userId={user.id} />
        </span>
      )}
    </div>
  );
}
