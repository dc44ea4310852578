// The WAI-ARIA feed: a role="feed" list of focusable articles, busy while loading, with
// Page Down / Page Up moving focus between articles.
import { type KeyboardEvent } from 'react';
import { StatusArticle } from '../status/StatusArticle';

interface Props {
  ids: string[];
  loading: boolean;
  bottomedOut: boolean;
  labelledBy: string;
}

/** Moves focus to the next/previous article of the feed, from wherever focus is inside it. */
export function moveFeedFocus(feed: HTMLElement, from: Element | null, step: 1 | -1): boolean {
  const articles = Array.from(feed.querySelectorAll<HTMLElement>(':scope > article, :scope > * > article'));
  if (articles.length === 0) return false;
  const current = from ? articles.findIndex((a) => a === from || a.contains(from)) : -1;
  const next = current === -1 ? (step === 1 ? 0 : articles.length - 1) : current + step;
  const target = articles[next];
  if (!target) return false;
  target.focus();
  return true;
}

export function Feed({ ids, loading, bottomedOut, labelledBy }: Props) {
  const setsize = bottomedOut ? ids.length : -1;
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'PageDown' && e.key !== 'PageUp') return;
    if (moveFeedFocus(e.currentTarget, document.activeElement, e.key === 'PageDown' ? 1 : -1)) {
      e.preventDefault();
    }
  };
  return (
    <div role="feed" className="timeline-feed" aria-busy={loading} aria-labelledby={labelledBy} onKeyDown={onKeyDown}>
      {ids.map((id, i) => (
        <StatusArticle key={id} id={id} posinset={i + 1} setsize={setsize} />
      ))}
    </div>
  );
}
