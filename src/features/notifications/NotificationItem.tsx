// One notification, rendered by type: like, repeat, reaction (with its emoji),
// mention (the full status), follow, follow request (approve/deny), move (with the target), chat
// mention. A muted author's notification is collapsed until unmuted here.
import { memo, type MouseEvent } from 'react';
import { Link } from '../../ui/Link';
import { conversationPath, userProfilePath } from '../../ui/links';
import type { Notification, Status, User } from '../../entities/types';
import { interpolateNodes } from '../../i18n/Interpolate';
import { useTranslation } from '../../i18n/react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectRelationship } from '../../store/relationshipsSlice';
import { selectStatusById } from '../../store/statusesSlice';
import { selectInstance } from '../../store/instanceSlice';
import { unmutedLocally, selectNotificationsState } from '../../store/notificationsSlice';
import { approveFollowRequest, denyFollowRequest, markNotificationRead } from '../../store/notificationsThunks';
import { Avatar } from '../../ui/Avatar';
import { ItemBoundary } from '../../ui/ItemBoundary';
import { SafeHtml } from '../../ui/SafeHtml';
import { Timeago } from '../../ui/Timeago';
import { StatusArticle } from '../status/StatusArticle';
import { FilterContextName } from '../status/content/FilterContextName';
import { actionKey } from './actionKey';
import { statusSnippet as snippet } from './statusSnippet';
import { selectUserById } from '../../store/usersSlice';


function Reaction({ n }: { n: Notification }) {
  if (n.emoji_url) return <img className="notification__emoji" src={n.emoji_url} alt={n.emoji ?? ''} title={n.emoji ?? ''} />;
  return <span className="notification__emoji">{n.emoji}</span>;
}

function FollowRequestActions({ n, name }: { n: Notification; name: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <div className="notification__actions">
      <button type="button" className="btn" onClick={() => void dispatch(approveFollowRequest(n.id))} aria-label={t('notifications.approve_label', { name })}>
        {t('notifications.approve')}
      </button>
      <button type="button" className="btn" onClick={() => void dispatch(denyFollowRequest(n.id))} aria-label={t('notifications.deny_label', { name })}>
        {t('notifications.deny')}
      </button>
    </div>
  );
}

interface Props {
  n: Notification;
  posinset: number;
  setsize: number;
}

const NotificationItemBody = memo(function NotificationItemBody({ n, posinset, setsize }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { restrictedNicknames } = useAppSelector(selectInstance);
  const from: User | undefined = useAppSelector((s) => selectUserById(s, n.from_profile));
  const target: User | undefined = useAppSelector((s) => (n.target ? selectUserById(s, n.target) : undefined));
  const status: Status | undefined = useAppSelector((s) => (n.status ? selectStatusById(s, n.status) : undefined));
  const authorMuted = useAppSelector((s) => !!selectRelationship(s, n.from_profile)?.muting);
  const shown = useAppSelector((s) => !!selectNotificationsState(s)?.unmuted[n.id]);
  const name = from ? from.name || from.screen_name : n.from_profile;
  const classes = `notification notification--${n.type.replace(/[^a-z_]/g, '-')}${n.seen ? '' : ' notification--unseen'}`;
  const markRead = (e: MouseEvent) => {
    if (!n.seen && !(e.target as HTMLElement).closest('button')) void dispatch(markNotificationRead(n.id));
  };

  if (authorMuted && !shown) {
    return (
      <div className={`${classes} notification--muted`} data-notification-id={n.id}>
        <span className="faint">{t('notifications.muted', { name })}</span>
        <button type="button" className="btn-plain" onClick={() => dispatch(unmutedLocally({ id: n.id, shown: true }))}>
          {t('notifications.show')}
        </button>
      </div>
    );
  }
  const hideAgain = authorMuted && (
    <button type="button" className="btn-plain" onClick={() => dispatch(unmutedLocally({ id: n.id, shown: false }))}>
      {t('notifications.hide')}
    </button>
  );

  if (n.type === 'mention' && n.status) {
    return (
      <div className={classes} data-notification-id={n.id} onClickCapture={markRead}>
        {hideAgain}
        <FilterContextName.Provider value="notifications">
          <StatusArticle id={n.status} posinset={posinset} setsize={setsize} />
        </FilterContextName.Provider>
      </div>
    );
  }

  const profile = from ? userProfilePath(from, restrictedNicknames) : null;
  // A whole-sentence template ("{{name}} reacted with {{emoji}}"): plain for the label, nodes below.
  const template = actionKey(n.type);
  const targetName = target ? `@${target.screen_name_ui}` : '…';
  const label = t(template, { name, emoji: n.emoji ?? '', target: targetName });
  return (
    <article
      className={classes}
      data-notification-id={n.id}
      aria-label={label}
      aria-posinset={posinset}
      aria-setsize={setsize}
      tabIndex={0}
      onClickCapture={markRead}
    >
      {from && <Avatar user={from} size={32} alt="" className="notification__avatar" />}
      <div className="notification__body">
        <p className="notification__line">
          <span className="notification__action">
            {interpolateNodes(t(template), {
              name: profile ? (
                <Link to={profile} className="notification__name">
                  {from ? <SafeHtml as="bdi" html={from.name_html} /> : name}
                </Link>
              ) : (
                <span className="notification__name">{name}</span>
              ),
              emoji: <Reaction n={n} />,
              target: target ? <Link to={userProfilePath(target, restrictedNicknames)}>{targetName}</Link> : targetName,
            })}
          </span>
          {n.created_at && (
            <>
              {' '}
              <Timeago time={n.created_at} autoUpdate={240} className="notification__time faint" />
            </>
          )}
        </p>
        {status && (
          <p className="notification__status faint">
            <Link to={conversationPath(status.id)}>{snippet(status) || t('notifications.open_status')}</Link>
          </p>
        )}
        {(n.type === 'follow' || n.type === 'follow_request') && from && (
          <p className="notification__handle handle faint" dir="ltr">@{from.screen_name_ui}</p>
        )}
        {n.type === 'follow_request' && <FollowRequestActions n={n} name={name} />}
        {hideAgain}
      </div>
    </article>
  );
});

/** A notification that fails to render is shown as broken; the list goes on. */
export const NotificationItem = memo(function NotificationItem(props: Props) {
  return (
    <ItemBoundary kind="notification">
      <NotificationItemBody {...props} />
    </ItemBoundary>
  );
});
