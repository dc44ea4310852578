// The shoutbox's availability for this viewer on this server (shoutAvailability.ts), read from
// the store; the chat token is the signed-in user's.
import { selectCurrentUser, selectIsLoggedIn } from '../../store/authSlice';
import { useAppSelector } from '../../store/hooks';
import { selectInstance } from '../../store/instanceSlice';
import { selectShoutChannel } from '../../store/shoutSlice';
import { shoutAvailability, type ShoutAvailability } from './shoutAvailability';

export function useShoutAvailability(): ShoutAvailability {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const shoutAvailable = useAppSelector(selectInstance).shoutAvailable;
  const hasToken = useAppSelector((s) => !!selectCurrentUser(s)?.token);
  const channel = useAppSelector(selectShoutChannel);
  return shoutAvailability({ loggedIn, shoutAvailable, hasToken, channel });
}
