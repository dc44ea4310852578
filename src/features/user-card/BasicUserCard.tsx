// One account in a list (followers, followees, search people, who to follow, friend requests):
// avatar, name and handle linking to the profile, then the row's actions — by default a follow
// button for signed-in viewers looking at someone else. The avatar is a toggle that expands the
// row into the full user card and back.
import { useId, useState, type ReactNode } from 'react';
import { Link } from '../../ui/Link';
import { userProfilePath } from '../../ui/links';
import { useTranslation } from '../../i18n/react';
import { selectAuth } from '../../store/authSlice';
import { useAppSelector } from '../../store/hooks';
import { selectInstance } from '../../store/instanceSlice';
import { Avatar } from '../../ui/Avatar';
import { SafeHtml } from '../../ui/SafeHtml';
import { FollowButton } from '../follow/FollowButton';
import { FullUserCard } from './FullUserCard';
import { UserHandle } from './UserHandle';
import './userNames.css';
import './BasicUserCard.css';
import { selectUserById } from '../../store/usersSlice';

interface Props {
  userId: string;
  /** Buttons at the end of the row (approve, deny ...). */
  actions?: ReactNode;
  /** Offer the follow button (signed-in viewers, someone else's account). */
  follow?: boolean;
}

export function BasicUserCard({ userId, actions, follow = true }: Props) {
  const { t } = useTranslation();
  const user = useAppSelector((s) => selectUserById(s, userId));
  const { currentUserId, userToken } = useAppSelector(selectAuth);
  const { restrictedNicknames } = useAppSelector(selectInstance);
  const [expanded, setExpanded] = useState(false);
  const fullId = useId();
  if (!user) return null;
  const name = user.name || user.screen_name;
  return (
    <div className="basic-user-card">
      <button
        type="button"
        className="btn-plain basic-user-card__expand"
        aria-expanded={expanded}
        aria-controls={expanded ? fullId : undefined}
        aria-label={t(expanded ? 'user_card.collapse_card' : 'user_card.expand_card', { name })}
        title={t(expanded ? 'user_card.collapse_card' : 'user_card.expand_card', { name })}
        onClick={() => setExpanded((e) => !e)}
      >
        <Avatar user={user} alt="" size={40} />
      </button>
      <div className="user-names basic-user-card__names">
        <Link to={userProfilePath(user, restrictedNicknames ?? [])} className="user-names__name basic-user-card__name">
          {user.name_html ? <SafeHtml as="span" html={user.name_html} /> : name}
        </Link>
        <UserHandle user={user} className="user-names__handle" />
      </div>
      {actions && <div className="basic-user-card__actions">{actions}</div>}
      {follow && userToken && currentUserId !== user.id && (
        <div className="basic-user-card__actions" role="group" aria-label={t('user_card.follow_who', { name })}>
          <FollowButton userId={user.id} />
        </div>
      )}
      {expanded && <FullUserCard user={user} id={fullId} />}
    </div>
  );
}
