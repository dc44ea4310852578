// One status in a feed: an <article> that is focusable and named by its author and opening
// words (WAI-ARIA feed pattern): header, content, counters and actions, folded behind a bar when
// the author is muted or a server filter hides it.
import { memo, Suspense, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import { htmlToText } from '../../entities/html';
import type { Status, User } from '../../entities/types';
import { StatusContent } from './StatusContent';
import { StatusCounters } from './StatusCounters';
import { RepeatHeader, StatusHeader } from './StatusHeader';
import { useStatusView } from './useStatusView';
import { MutedBar } from './muted/MutedBar';
import { useMuteState } from './muted/useMuteState';
import { useServerFilter } from './filtered/useServerFilter';
import { PinnedMarker } from './StatusHeader';
import { useHighlight } from '../account-actions/useHighlight';
import { ItemBoundary } from '../../ui/ItemBoundary';
import { lazyChunk } from '../../ui/lazyChunk';
import './Status.css';

/** Quotes are rare on a first screen: their card is a chunk of its own. */
const QuoteCard = lazyChunk(() => import('./content/QuoteCard'));

const SNIPPET_LENGTH = 120;

function snippet(status: Status): string {
  const source = status.summary.trim() || status.text.trim() || htmlToText(status.raw_html).trim();
  const flat = source.replace(/\s+/g, ' ');
  return flat.length > SNIPPET_LENGTH ? `${flat.slice(0, SNIPPET_LENGTH)}…` : flat;
}

const displayName = (u: User | undefined): string => (u ? u.name || u.screen_name : '');

interface Props {
  id: string;
  /** 1-based position in the feed. */
  posinset: number;
  /** Feed length, or -1 while more may load. */
  setsize: number;
  /** The conversation page's focused status: highlighted, aria-current. */
  focused?: boolean;
  /** Rendered at the end of the article (the conversation's replies list). */
  extra?: ReactNode;
}

const StatusArticleBody = memo(function StatusArticleBody({ id, posinset, setsize, focused = false, extra }: Props) {
  const { t } = useTranslation();
  const view = useStatusView(id);
  const nameId = useId();
  const label = useMemo(() => {
    if (!view) return '';
    const text = view.status.deleted ? t('status.deleted') : snippet(view.status);
    const name = displayName(view.author);
    return view.repeat
      ? t('status.aria_label_repeat', { repeater: displayName(view.repeat.by), name, text })
      : t('status.aria_label', { name, text });
  }, [view, t]);

  const mute = useMuteState(view?.status, view?.repeat ? view.repeat.status.user : null);
  // Per-user highlight (account-actions picker): a class and a CSS variable.
  const highlight = useHighlight(view?.author?.screen_name);
  const serverFilter = useServerFilter(view?.status, view?.repeat?.status);
  const [unmuted, setUnmuted] = useState(false);
  const [unfiltered, setUnfiltered] = useState(false);
  const bodyId = useId();
  if (!view || mute.hidden || serverFilter.action === 'hide') return null;
  const { status, author, repeat } = view;
  const muteBar = mute.muted && (
    <MutedBar author={author} mute={mute} shown={unmuted} onToggle={() => setUnmuted((v) => !v)} controls={bodyId} />
  );
  const FilteredBar = serverFilter.Bar;
  const filterBar = serverFilter.action === 'warn' && FilteredBar && (
    <FilteredBar titles={serverFilter.titles} shown={unfiltered} onToggle={() => setUnfiltered((v) => !v)} controls={bodyId} />
  );
  const collapsed = (mute.muted && !unmuted) || (!!filterBar && !unfiltered);
  const className = `status${focused ? ' status--focused' : ''}${mute.muted || filterBar ? ' status--muted' : ''}`;
  if (collapsed) {
    // A post hidden behind a filter warning is not read out by its name either.
    const collapsedLabel = filterBar && !unfiltered ? t('status_view.filtered', { title: serverFilter.titles.join(', ') }) : label;
    return (
      <article className={className} tabIndex={0} aria-label={collapsedLabel} aria-posinset={posinset} aria-setsize={setsize} aria-current={focused || undefined} data-status-id={id}>
        {filterBar}
        {muteBar}
      </article>
    );
  }
  return (
    <article
      id={bodyId}
      className={className + highlight.className}
      style={highlight.style}
      aria-current={focused || undefined}
      tabIndex={0}
      aria-label={label}
      aria-posinset={posinset}
      aria-setsize={setsize}
      data-status-id={id}
    >
      {filterBar}
      {muteBar}
      <StatusArticleInner status={status} author={author} repeated={!!repeat} repeatedBy={repeat?.by} nameId={nameId} focused={focused} />
      {extra}
    </article>
  );
});

interface InnerProps {
  status: Status;
  author: User | undefined;
  repeated: boolean;
  repeatedBy: User | undefined;
  nameId: string;
  focused: boolean;
}

/**
 * What the article shows, apart from its place in the feed: a status arriving at the top moves
 * every rendered article down one place (aria-posinset), which then re-renders only the article.
 */
const StatusArticleInner = memo(function StatusArticleInner({ status, author, repeated, repeatedBy, nameId, focused }: InnerProps) {
  const { t } = useTranslation();
  return (
    <>
      <PinnedMarker status={status} />
      {repeated && <RepeatHeader by={repeatedBy} />}
      <StatusHeader status={status} author={author} nameId={nameId} />
      {status.deleted ? (
        <p className="status-deleted faint">{t('status.deleted')}</p>
      ) : (
        <>
          <StatusContent status={status} />
          {status.quote && (
            <Suspense fallback={null}>
              <QuoteCard quote={status.quote} />
            </Suspense>
          )}
          <StatusCounters status={status} focused={focused} />
        </>
      )}
    </>
  );
});

/** A status that fails to render (hostile server data) is shown as broken; the feed goes on. */
export const StatusArticle = memo(function StatusArticle(props: Props) {
  return (
    <ItemBoundary kind="status">
      <StatusArticleBody {...props} />
    </ItemBoundary>
  );
});
