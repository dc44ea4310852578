// Mounted lazily by the Shell for a signed-in user on a server with the shoutbox: opens the
// Phoenix channel with the user's chat token (closed on logout with the other fetchers) and, on
// desktop unless the `hideShoutbox` preference is set, shows the floating shoutbox (not over the
// chat screens).
import { useEffect } from 'react';
import { useMatch } from 'react-router';
import { selectCurrentUser } from '../../store/authSlice';
import { selectEffectiveConfig } from '../../store/configSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { startShout, stopShout } from '../../store/shoutThunks';
import { selectIsMobile } from '../../store/uiSlice';
import { ShoutPanel } from './ShoutPanel';
import { useShoutSlice } from './useShoutSlice';
import './shoutbox.css';

export default function ShoutService() {
  const dispatch = useAppDispatch();
  const ready = useShoutSlice();
  const token = useAppSelector((s) => selectCurrentUser(s)?.token ?? null);
  const { hideShoutbox } = useAppSelector(selectEffectiveConfig);
  const isMobile = useAppSelector(selectIsMobile);
  const onPage = useMatch('/shout-panel');
  // The chat screens keep their own form at the bottom, where the floating panel would sit.
  const onChats = useMatch({ path: '/users/:username/chats', end: false });

  useEffect(() => {
    if (!ready || !token) return;
    dispatch(startShout(token));
    return () => stopShout();
  }, [ready, token, dispatch]);

  if (!ready || !token || hideShoutbox || isMobile || onPage || onChats) return null;
  return <ShoutPanel floating />;
}
