// The full user card of a profile: banner, avatar (zoom), name, handle,
// badges, posts per day, 'follows you', counts, bio, fields, and the actions that fit the viewer:
// edit profile (own local), follow + account actions (signed in), remote follow (visitors, local
// users), external link (remote users).
import { Suspense, useMemo } from 'react';
import { lazyChunk } from '../../ui/lazyChunk';
import type { Attachment, Relationship, User } from '../../entities/types';
import { cssUrl } from '../../entities/coerce';
import { useTranslation } from '../../i18n/react';
import { selectCurrentUser } from '../../store/authSlice';
import { selectEffectiveConfig } from '../../store/configSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { settingsOpened } from '../../store/uiSlice';
import { Avatar } from '../../ui/Avatar';
import { Icon } from '../../ui/Icon';
import { SafeHtml } from '../../ui/SafeHtml';
import { useViewerState } from '../media-viewer/useViewerState';
import { AccountActions } from '../account-actions/AccountActions';
import { HighlightPicker } from '../account-actions/HighlightPicker';
import { FollowButton } from '../follow/FollowButton';
import { RemoteFollow } from '../follow/RemoteFollow';
import { postsPerDay, type ProfileTab } from '../../entities/profileRules';
import { UserCounts } from './UserCounts';
import { UserHandle } from './UserHandle';
import './UserCard.css';

const MediaViewer = lazyChunk(() => import('../media-viewer/MediaViewer'));
// Admins only: a chunk of its own, never loaded for anyone else.
const ModerationMenu = lazyChunk(() => import('../moderation/ModerationMenu'));

interface Props {
  user: User;
  relationship: Relationship | undefined;
  isOwn: boolean;
  loggedIn: boolean;
  /** Avatar opens full size in the media viewer. */
  allowZoom?: boolean;
  onSelectTab?: (tab: ProfileTab) => void;
}

function avatarItem(user: User, description: string): Attachment {
  return {
    id: `avatar-${user.id}`,
    type: 'image',
    mimetype: 'image/*',
    url: user.profile_image_url_original || user.profile_image_url,
    large_thumb_url: user.profile_image_url,
    thumb_url: null,
    description,
    meta: null,
    oembed: null,
    blurhash: null,
  };
}

export function UserCard({ user, relationship, isOwn, loggedIn, allowZoom = false, onSelectTab }: Props) {
  const { t } = useTranslation();
  const viewer = useViewerState();
  const viewerIsAdmin = useAppSelector(selectCurrentUser)?.role === 'admin';
  // "Edit profile" opens the settings modal on its profile tab (ui slice).
  const dispatch = useAppDispatch();
  const name = user.name || user.screen_name;
  const items = useMemo(() => [avatarItem(user, t('user_card.avatar_of', { name }))], [user, name, t]);
  const perDay = postsPerDay(user.statuses_count, user.created_at);
  const { hideUserStats } = useAppSelector(selectEffectiveConfig);
  const role = user.show_role && (user.role === 'admin' || user.role === 'moderator') ? user.role : null;

  const avatar = <Avatar user={user} alt={allowZoom ? '' : t('user_card.avatar_of', { name })} size={96} className="user-card__avatar" />;

  return (
    <section className="panel user-card" aria-labelledby={`user-card-name-${user.id}`}>
      <div className="user-card__banner" style={user.cover_photo ? { backgroundImage: cssUrl(user.cover_photo) } : undefined} />
      <div className="user-card__head">
        {allowZoom ? (
          <button type="button" className="user-card__zoom" aria-label={t('user_card.zoom_avatar', { name })} onClick={() => viewer.open(0)}>
            {avatar}
          </button>
        ) : (
          avatar
        )}
        <div className="user-card__names">
          <h2 id={`user-card-name-${user.id}`} className="user-card__name">
            {user.name_html ? <SafeHtml as="span" html={user.name_html} /> : name}
          </h2>
          <p className="user-card__handle-line">
            <UserHandle user={user} className="user-card__handle" />
            {user.locked && (
              <span className="user-card__lock" title={t('user_card.locked')}>
                <Icon name="lock" size={14} />
                <span className="visually-hidden">{t('user_card.locked')}</span>
              </span>
            )}
            {role && <span className="user-card__badge">{t(`user_card.role_${role}`)}</span>}
            {user.bot && <span className="user-card__badge">{t('user_card.bot')}</span>}
            {user.deactivated && <span className="user-card__badge user-card__badge--deactivated">{t('user_card.deactivated')}</span>}
          </p>
          <p className="user-card__meta faint">
            {!hideUserStats && t('user_card.per_day', { count: perDay })}
            {!isOwn && loggedIn && relationship?.followed_by && <span className="user-card__follows-you">{t('user_card.follows_you')}</span>}
          </p>
        </div>
        {!user.is_local && user.statusnet_profile_url && (
          <a className="user-card__external" href={user.statusnet_profile_url} target="_blank" rel="noopener noreferrer nofollow" aria-label={t('user_card.external_profile')} title={t('user_card.external_profile')}>
            <Icon name="external" />
          </a>
        )}
      </div>

      <div className="user-card__controls">
        {isOwn && user.is_local && (
          <>
            <button type="button" className="btn" aria-haspopup="dialog" onClick={() => dispatch(settingsOpened('profile'))}>
              <Icon name="pencil" size={16} /> {t('user_card.edit_profile')}
            </button>
          </>
        )}
        {loggedIn && !isOwn && (
          <>
            <FollowButton userId={user.id} />
            <AccountActions user={user} relationship={relationship} />
          </>
        )}
        {loggedIn && !isOwn && viewerIsAdmin && (
          <Suspense fallback={null}>
            <ModerationMenu user={user} />
          </Suspense>
        )}
      </div>
      {loggedIn && !isOwn && <HighlightPicker screenName={user.screen_name} />}
      {!loggedIn && user.is_local && <RemoteFollow screenName={user.screen_name} />}

      <UserCounts user={user} isOwn={isOwn} onSelect={onSelectTab} />

      {user.description_html && <SafeHtml as="div" className="user-card__bio" html={user.description_html} />}
      {user.fields_html.length > 0 && (
        <dl className="user-card__fields">
          {user.fields_html.map((f, i) => (
            <div key={i} className="user-card__field">
              <dt>
                <SafeHtml as="span" html={f.name} />
              </dt>
              <dd>
                <SafeHtml as="span" html={f.value} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {viewer.index !== null && (
        <Suspense fallback={null}>
          <MediaViewer items={items} index={0} onIndex={() => undefined} onClose={viewer.close} />
        </Suspense>
      )}
    </section>
  );
}
