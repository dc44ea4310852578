import { useMemo } from 'react';
import { selectCurrentUser, selectIsLoggedIn } from '../../store/authSlice';
import { useAppSelector } from '../../store/hooks';
import { selectInstance } from '../../store/instanceSlice';
import { selectUnreadChatCount } from '../../store/uiSlice';
import type { NavContext } from './navItems';

/** The store facts the navigation rules need. */
export function useNavContext(): NavContext {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectCurrentUser);
  const instance = useAppSelector(selectInstance);
  const unreadChats = useAppSelector(selectUnreadChatCount);
  return useMemo(() => ({ loggedIn, user, instance, unreadChats }), [loggedIn, user, instance, unreadChats]);
}
