// The WAI-ARIA feed: a role="feed" list of focusable articles, busy while loading, with
// Page Down / Page Up moving focus between articles. Virtualised:
// only the statuses near the viewport are articles; spacers of their measured height stand in
// for the others, so positions, the scrollbar and aria-posinset stay right.
import { useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { StatusArticle } from '../status/StatusArticle';
import { ITEM_ATTR, useVirtualWindow } from '../../ui/virtual/useVirtualWindow';
import { WindowSegments } from '../../ui/virtual/WindowSegments';

interface Props {
  ids: readonly string[];
  loading: boolean;
  bottomedOut: boolean;
  labelledBy: string;
  /** Rendered wherever it is: a status the screen scrolls to (a conversation's focused one). */
  alwaysRendered?: string;
  className?: string;
  /** One status of the feed; a timeline's StatusArticle when absent. */
  article?: (id: string, posinset: number, setsize: number) => ReactNode;
}

const timelineArticle = (id: string, posinset: number, setsize: number) => (
  <StatusArticle id={id} posinset={posinset} setsize={setsize} />
);

const itemOf = (el: Element | null): HTMLElement | null => el?.closest<HTMLElement>(`[${ITEM_ATTR}]`) ?? null;

function focusItem(feed: HTMLElement, id: string): boolean {
  const item = Array.from(feed.querySelectorAll<HTMLElement>(`[${ITEM_ATTR}]`)).find(
    (el) => el.getAttribute(ITEM_ATTR) === id,
  );
  const article = item?.querySelector<HTMLElement>('article');
  if (!article) return false;
  article.focus();
  return true;
}

export function Feed({ ids, loading, bottomedOut, labelledBy, alwaysRendered, className = 'timeline-feed', article = timelineArticle }: Props) {
  const feedRef = useRef<HTMLDivElement>(null);
  // The focused status stays rendered while focus is in it; `pending` is one to focus once rendered.
  const [focused, setFocused] = useState<string | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const pinned = useMemo(
    () => [focused, pending, alwaysRendered ?? null].filter((id): id is string => id !== null),
    [focused, pending, alwaysRendered],
  );
  const { segments, observer } = useVirtualWindow(feedRef, ids, pinned);
  const setsize = bottomedOut ? ids.length : -1;

  useLayoutEffect(() => {
    const feed = feedRef.current;
    if (!pending || !feed) return;
    if (focusItem(feed, pending) || !ids.includes(pending)) setPending(null);
  }, [pending, segments, ids]);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'PageDown' && e.key !== 'PageUp') return;
    const step = e.key === 'PageDown' ? 1 : -1;
    const current = itemOf(document.activeElement)?.getAttribute(ITEM_ATTR);
    const at = current ? ids.indexOf(current) : -1;
    const target = ids[at === -1 ? (step === 1 ? 0 : ids.length - 1) : at + step];
    if (!target) return;
    e.preventDefault();
    if (!focusItem(e.currentTarget, target)) setPending(target);
  };
  const onFocus = (e: FocusEvent<HTMLDivElement>) => {
    setFocused(itemOf(e.target)?.getAttribute(ITEM_ATTR) ?? null);
  };
  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(null);
  };

  // A feed must own articles (axe aria-required-children): an empty timeline is a plain box
  // (its "no statuses" text is in the footer); the div stays for the virtual window's ref.
  const feedProps = ids.length > 0 ? { role: 'feed', 'aria-busy': loading, 'aria-labelledby': labelledBy } : {};
  return (
    <div
      ref={feedRef}
      {...feedProps}
      className={className}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onBlur={onBlur}
      // Anchoring is done by useVirtualWindow; the browser's would pick the sticky sidebar or add to it.
      style={{ overflowAnchor: 'none' }}
    >
      <WindowSegments segments={segments} keys={ids} observer={observer}>
        {(index) => article(ids[index]!, index + 1, setsize)}
      </WindowSegments>
    </div>
  );
}
