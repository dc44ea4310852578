// What one status article shows: a repeat is displayed as the repeated status with a header
// naming who repeated it.
import type { Status, User } from '../../entities/types';
import { useAppSelector } from '../../store/hooks';
import { selectUserById } from '../../store/usersSlice';
import { selectStatusById } from '../../store/statusesSlice';

export interface StatusView {
  /** The status whose content is shown (the inner one for repeats). */
  status: Status;
  author: User | undefined;
  /** For repeats: the status that was fetched (type 'retweet') and who repeated. */
  repeat: { status: Status; by: User | undefined } | null;
}

export function useStatusView(id: string): StatusView | null {
  const outer = useAppSelector((s) => selectStatusById(s, id));
  const innerId = outer?.type === 'retweet' ? outer.retweeted_status : null;
  const inner = useAppSelector((s) => (innerId ? selectStatusById(s, innerId) : undefined));
  const shown = inner ?? outer;
  const author = useAppSelector((s) => (shown ? selectUserById(s, shown.user) : undefined));
  const repeater = useAppSelector((s) => (inner && outer ? selectUserById(s, outer.user) : undefined));
  if (!outer || !shown) return null;
  return { status: shown, author, repeat: inner ? { status: outer, by: repeater } : null };
}
