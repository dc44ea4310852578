// Which message tells the sender why a shout was refused: the server names the reason in its
// error reply (a read-only session, too many shouts); anything else is the generic failure.
const REASONS = new Map([
  ['rate limited', 'shoutbox.error_rate_limited'],
  ['forbidden', 'shoutbox.error_read_only'],
]);

export function shoutErrorKey(error: unknown): string {
  const reason = error instanceof Error ? error.message : '';
  return REASONS.get(reason) ?? 'shoutbox.error_sending';
}
