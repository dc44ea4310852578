// The account list as the switcher shows it: kept up to date with the signed-in account, and the
// unread notification count of every other account, asked now and every UNREAD_POLL_MS.
import { useCallback, useEffect, useState } from 'react';
import { accountKey, type AccountList } from '../../store/accounts';
import { countUnread, loadAccountList, otherAccounts, rememberActiveAccount } from '../../store/accountsThunks';
import { selectAuth } from '../../store/authSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectUserById } from '../../store/usersSlice';

export const UNREAD_POLL_MS = 60_000;

export function useAccountList(): { list: AccountList; unread: Record<string, number | 'signInAgain'>; refresh: () => void } {
  const dispatch = useAppDispatch();
  const { currentUserId, loginState, userToken } = useAppSelector(selectAuth);
  const me = useAppSelector((s) => (currentUserId ? selectUserById(s, currentUserId) : undefined));
  const [list, setList] = useState<AccountList>(() => loadAccountList());
  const [unread, setUnread] = useState<Record<string, number | 'signInAgain'>>({});

  useEffect(() => {
    setList(dispatch(rememberActiveAccount()));
  }, [dispatch, loginState, userToken, me?.screen_name, me?.profile_image_url]);

  const poll = useCallback(async () => {
    const others = otherAccounts(loadAccountList());
    const counts = await Promise.all(others.map((a) => dispatch(countUnread(a))));
    const next: Record<string, number | 'signInAgain'> = {};
    others.forEach((a, i) => {
      const c = counts[i];
      if (c !== null && c !== undefined) next[accountKey(a)] = c;
    });
    setUnread(next);
    if (Object.values(next).includes('signInAgain')) setList(loadAccountList());
  }, [dispatch]);

  const others = otherAccounts(list).length;
  useEffect(() => {
    if (others === 0) return;
    void poll();
    const timer = setInterval(() => void poll(), UNREAD_POLL_MS);
    const onFocus = () => void poll();
    window.addEventListener('focus', onFocus);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, [others, poll]);

  const refresh = useCallback(() => setList(loadAccountList()), []);
  return { list, unread, refresh };
}
