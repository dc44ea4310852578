// Page title prefix '(N)' and a favicon badge from unseen notifications plus unread
// chats, cleared at 0. The badge itself is the favicon service (services/favicon).
import { setFaviconBadge } from '../../services/favicon';

const PREFIX = /^\(\d+\) /;

/** The title with its '(N) ' prefix replaced (or removed at 0). */
export function titleWithCount(title: string, count: number): string {
  const base = title.replace(PREFIX, '');
  return count > 0 ? `(${count}) ${base}` : base;
}

/** Applies the count to the title and the favicon. */
export function applyCount(count: number): void {
  const next = titleWithCount(document.title, count);
  if (next !== document.title) document.title = next;
  setFaviconBadge(count > 0);
}
