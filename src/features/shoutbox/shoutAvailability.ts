// What the shoutbox can offer right now (usable only while the channel is joined), so
// the panel always says why it cannot be used instead of "Connecting…" that never ends: a visitor
// must sign in, a server without the shoutbox has none, a refused join or a missing chat token
// fails (with a retry where one can help); only a channel on its way is "connecting".
import type { selectShoutChannel } from '../../store/shoutSlice';

type ChannelState = ReturnType<typeof selectShoutChannel>;

export type ShoutAvailability = 'sign_in' | 'none' | 'failed' | 'connecting' | 'joined';

export interface ShoutAvailabilityInput {
  loggedIn: boolean;
  /** The instance advertises the shoutbox (capability table). */
  shoutAvailable: boolean;
  /** The signed-in user's chat token, which the channel joins with. */
  hasToken: boolean;
  channel: ChannelState;
}

export function shoutAvailability({ loggedIn, shoutAvailable, hasToken, channel }: ShoutAvailabilityInput): ShoutAvailability {
  if (!loggedIn) return 'sign_in';
  if (!shoutAvailable) return 'none';
  if (!hasToken || channel === 'error') return 'failed';
  return channel === 'joined' ? 'joined' : 'connecting';
}
