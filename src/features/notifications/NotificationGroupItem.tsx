// One line of the notifications list: a single notification as before, or a group ("alice, bob
// and 12 others favorited your status") with stacked avatars, expandable to its accounts.
import { memo, useId, useState, type MouseEvent } from 'react';
import type { NotificationGroup } from '../../entities/notificationGroup';
import type { User } from '../../entities/types';
import { interpolateNodes } from '../../i18n/Interpolate';
import { useTranslation } from '../../i18n/react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectStatusById } from '../../store/statusesSlice';
import { selectInstance } from '../../store/instanceSlice';
import { markNotificationRead } from '../../store/notificationsThunks';
import { Avatar } from '../../ui/Avatar';
import { ItemBoundary } from '../../ui/ItemBoundary';
import { Link } from '../../ui/Link';
import { conversationPath, userProfilePath } from '../../ui/links';
import { SafeHtml } from '../../ui/SafeHtml';
import { Timeago } from '../../ui/Timeago';
import { actionKey } from './actionKey';
import { NotificationItem } from './NotificationItem';
import { statusSnippet } from './statusSnippet';
import { selectUserById } from '../../store/usersSlice';

/** Avatars stacked in front of a group. */
const STACKED = 4;

interface Props {
  group: NotificationGroup;
  posinset: number;
  setsize: number;
}

const nameOf = (u: User | undefined, id: string) => (u ? u.name || u.screen_name : id);

function AccountName({ user, id }: { user: User | undefined; id: string }) {
  const { restrictedNicknames } = useAppSelector(selectInstance);
  if (!user) return <span className="notification__name">{id}</span>;
  return (
    <Link to={userProfilePath(user, restrictedNicknames)} className="notification__name">
      <SafeHtml as="bdi" html={user.name_html} />
    </Link>
  );
}

function GroupAccount({ id }: { id: string }) {
  const user = useAppSelector((s) => selectUserById(s, id));
  return (
    <li className="notification__account">
      {user && <Avatar user={user} size={24} alt="" />}
      <AccountName user={user} id={id} />
      {user && <span className="handle faint" dir="ltr">@{user.screen_name_ui}</span>}
    </li>
  );
}

function StackedAvatar({ id }: { id: string }) {
  const user = useAppSelector((s) => selectUserById(s, id));
  return user ? <Avatar user={user} size={32} alt="" className="notification__avatar" /> : null;
}

const GroupedNotification = memo(function GroupedNotification({ group, posinset, setsize }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const [firstId, secondId] = group.accountIds;
  const first = useAppSelector((s) => selectUserById(s, firstId!));
  const second = useAppSelector((s) => (secondId ? selectUserById(s, secondId) : undefined));
  const status = useAppSelector((s) => (group.status ? selectStatusById(s, group.status) : undefined));
  const others = group.count - (secondId ? 2 : 1);
  const { latest } = group;
  // "alice and bob", "alice, bob and 12 others", or "alice and 3 others" when the server sent one sample.
  const phraseKey = !secondId ? 'notifications.group.names_others' : others > 0 ? 'notifications.group.names_more' : 'notifications.group.names_two';
  const phraseArgs = { count: others, name: nameOf(first, firstId!), name2: secondId ? nameOf(second, secondId) : '' };
  const template = actionKey(group.type);
  const label = t(template, { name: t(phraseKey, phraseArgs), emoji: latest.emoji ?? '' });
  const phrase = interpolateNodes(t(phraseKey, { count: others, name: '{{name}}', name2: '{{name2}}' }), {
    name: <AccountName user={first} id={firstId!} />,
    name2: secondId ? <AccountName user={second} id={secondId} /> : null,
  });
  const markRead = (e: MouseEvent) => {
    if (group.seen || (e.target as HTMLElement).closest('button')) return;
    for (const n of group.members) if (!n.seen) void dispatch(markNotificationRead(n.id));
  };
  const type = group.type.replace(/[^a-z_]/g, '-');
  return (
    <article
      className={`notification notification--${type} notification--group${group.seen ? '' : ' notification--unseen'}`}
      data-notification-id={latest.id}
      data-group-count={group.count}
      aria-label={label}
      aria-posinset={posinset}
      aria-setsize={setsize}
      tabIndex={0}
      onClickCapture={markRead}
    >
      <div className="notification__stack" aria-hidden="true">
        {group.accountIds.slice(0, STACKED).map((id) => (
          <StackedAvatar key={id} id={id} />
        ))}
      </div>
      <div className="notification__body">
        <p className="notification__line">
          <span className="notification__action">
            {interpolateNodes(t(template), { name: <>{phrase}</>, emoji: latest.emoji ?? '' })}
          </span>
          {latest.created_at && (
            <>
              {' '}
              <Timeago time={latest.created_at} autoUpdate={240} className="notification__time faint" />
            </>
          )}
        </p>
        {status && (
          <p className="notification__status faint">
            <Link to={conversationPath(status.id)}>{statusSnippet(status) || t('notifications.open_status')}</Link>
          </p>
        )}
        <button
          type="button"
          className="btn-plain notification__expand"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? t('notifications.group.hide_accounts') : t('notifications.group.show_accounts')}
        </button>
        <ul id={listId} className="notification__accounts" hidden={!open} aria-label={label}>
          {open && group.accountIds.map((id) => <GroupAccount key={id} id={id} />)}
        </ul>
      </div>
    </article>
  );
});

export const NotificationGroupItem = memo(function NotificationGroupItem({ group, posinset, setsize }: Props) {
  if (group.count <= 1) return <NotificationItem n={group.latest} posinset={posinset} setsize={setsize} />;
  return (
    <ItemBoundary kind="notification">
      <GroupedNotification group={group} posinset={posinset} setsize={setsize} />
    </ItemBoundary>
  );
});
