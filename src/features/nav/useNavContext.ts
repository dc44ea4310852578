import { useMemo } from 'react';
import { selectCurrentUser, selectIsLoggedIn } from '../../store/authSlice';
import { useAppSelector } from '../../store/hooks';
import { selectShoutJoined } from '../../store/shoutSlice';
import { selectInstance } from '../../store/instanceSlice';
import { selectUnreadChatCount } from '../../store/uiSlice';
import type { NavContext } from './navItems';

/** The store facts the navigation rules need. */
export function useNavContext(): NavContext {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectCurrentUser);
  const advertised = useAppSelector(selectInstance);
  const unreadChats = useAppSelector(selectUnreadChatCount);
  // The shoutbox counts as available only while its channel is joined.
  // (Read inline: the lazy shout slice's module stays out of the first paint.)
  const joined = useAppSelector(selectShoutJoined);
  const instance = useMemo(() => ({ ...advertised, shoutAvailable: advertised.shoutAvailable && joined }), [advertised, joined]);
  return useMemo(() => ({ loggedIn, user, instance, unreadChats }), [loggedIn, user, instance, unreadChats]);
}
