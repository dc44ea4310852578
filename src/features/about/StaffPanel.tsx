import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from '../../i18n/react';
import { Link } from '../../ui/Link';
import { userProfilePath } from '../../ui/links';
import type { User } from '../../entities/types';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectInstance } from '../../store/instanceSlice';
import { fetchUser } from '../../store/usersThunks';
import type { RootState } from '../../store';
import { Avatar } from '../../ui/Avatar';
import { UserName } from '../../ui/UserName';
import { encodeSegment } from '../../lib/wellFormed';

const selectUsers = (s: RootState) => s.users;
// Staff accounts we already asked for in this session (a failure is not retried on every render).
const requested = new Set<string>();

/** Staff accounts (nodeinfo staffAccounts), grouped into administrators and moderators. */
export function StaffPanel() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { staffAccounts, restrictedNicknames } = useAppSelector(selectInstance);
  const users = useAppSelector(selectUsers);
  const headingId = useId();
  const names = useMemo(() => staffAccounts ?? [], [staffAccounts]);

  const byName = useMemo(() => {
    const map = new Map<string, User>();
    for (const u of Object.values(users)) if (names.includes(u.screen_name)) map.set(u.screen_name, u);
    return map;
  }, [users, names]);

  useEffect(() => {
    for (const name of names) {
      if (byName.has(name) || requested.has(name)) continue;
      requested.add(name);
      dispatch(fetchUser(name, 'name')).catch((e: unknown) => console.warn(`Staff account ${name} not loaded`, e));
    }
  }, [names, byName, dispatch]);

  if (names.length === 0) return null;
  const admins = names.filter((n) => byName.get(n)?.role === 'admin');
  const moderators = names.filter((n) => byName.get(n)?.role === 'moderator');
  const others = names.filter((n) => !admins.includes(n) && !moderators.includes(n));

  const entry = (name: string) => {
    const user = byName.get(name);
    if (!user) {
      return (
        <li key={name}>
          <Link to={`/${encodeSegment(name)}`} dir="ltr">@{name}</Link>
        </li>
      );
    }
    return (
      <li key={name}>
        <Link to={userProfilePath(user, restrictedNicknames ?? [])}>
          <Avatar user={user} alt="" size={32} />
          <UserName user={user} />
          <span className="handle faint" dir="ltr">@{user.screen_name_ui || user.screen_name}</span>
        </Link>
      </li>
    );
  };
  const group = (key: string, list: string[]) =>
    list.length > 0 && (
      <>
        <h3>{t(key)}</h3>
        <ul className="staff-list">{list.map(entry)}</ul>
      </>
    );

  return (
    <section className="panel" aria-labelledby={headingId}>
      <div className="panel-heading">
        <h2 id={headingId}>{t('about.staff')}</h2>
      </div>
      <div className="panel-body">
        {group('about.admins', admins)}
        {group('about.moderators', moderators)}
        {group(admins.length + moderators.length > 0 ? 'about.other_staff' : 'about.staff_members', others)}
      </div>
    </section>
  );
}
