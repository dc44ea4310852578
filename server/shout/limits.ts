// How much one account may use the shoutbox: shouts per window (counted across all its sockets)
// and sockets open at once.
export const SHOUT_RATE_LIMIT = 30;
export const SHOUT_RATE_WINDOW_MS = 60_000;
export const MAX_SHOUT_SOCKETS_PER_USER = 10;
