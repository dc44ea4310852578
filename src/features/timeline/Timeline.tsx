// A timeline screen: header, feed, footer. Fetches its first page when shown, stays live while
// shown (streaming or polling), applies the new-status rules, and loads older pages on demand
// (footer button, or automatically as the end of the page nears the viewport).
import { Suspense, useCallback, useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/react';
import type { TimelineName } from '../../entities/timelineName';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { fetchTimeline, olderFetchWaitMs } from '../../store/timelineThunks';
import { selectTimeline } from '../../store/timelinesSlice';
import { selectIsLoggedIn } from '../../store/authSlice';
import { lazyChunk } from '../../ui/lazyChunk';
import { Feed } from './Feed';
import { FilterContextName } from '../status/content/FilterContextName';
import type { FilterContext } from '../../entities/filter';

/** The server-filter context of each timeline (profiles and conversations have their own). */
const FILTER_CONTEXT_OF: Partial<Record<TimelineName, FilterContext>> = {
  friends: 'home',
  public: 'public',
  publicAndExternal: 'public',
  tag: 'public',
  mentions: 'notifications',
};
import { TimelineFooter } from './TimelineFooter';
import { TimelineHeader } from './TimelineHeader';
import { KeptCopyNotice } from '../../ui/KeptCopyNotice';
import { useAfterFirstPaint } from '../../ui/useAfterFirstPaint';
import { timelineViewKey } from '../../store/keptViewKeys';
import { useLiveTimeline } from './useLiveTimeline';
import { type ReadingPace, useLoadOlderOnScroll } from './useLoadOlderOnScroll';
import { useNewStatuses } from './useNewStatuses';
import './Timeline.css';

interface Props {
  name: TimelineName;
  title: string;
  tag?: string;
  userId?: string;
  /** The list of the 'list' timeline. */
  listId?: string;
  /** Controls beside the title (a tag's follow button). */
  actions?: ReactNode;
  /** False when there is nothing to fetch (e.g. bookmarks for a visitor). */
  enabled?: boolean;
  /** Shown first and not repeated below (a profile's pinned statuses). */
  leadIds?: readonly string[];
}

const NO_IDS: readonly string[] = [];
/** Home's reading position: signed-in readers only, so visitors never download it. */
const ReadingPosition = lazyChunk(() => import('./reading/ReadingPosition'));

export function Timeline({ name, title, tag, userId, listId, actions, enabled = true, leadIds = NO_IDS }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const timeline = useAppSelector((s) => selectTimeline(s, name));
  const titleId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const followsReading = name === 'friends' && enabled && loggedIn;
  const subjectChanged = (tag ?? null) !== timeline.tag || (userId ?? null) !== timeline.userId || (listId ?? null) !== timeline.listId;
  const needsFetch = enabled && (subjectChanged || (!timeline.loaded && !timeline.loading && !timeline.error));

  useEffect(() => {
    if (needsFetch) dispatch(fetchTimeline(name, { tag, userId, listId }));
  }, [needsFetch, name, tag, userId, listId, dispatch]);

  // Live once the first statuses are painted: its chunk and connection never hold them up.
  const painted = useAfterFirstPaint();
  useLiveTimeline(name, tag, enabled && painted, listId);
  const { showNew, onClickCapture } = useNewStatuses(name, timeline);

  const loadOlder = useCallback((pace: ReadingPace) => dispatch(fetchTimeline(name, { older: true, ...pace })), [dispatch, name]);
  const retry = () => dispatch(fetchTimeline(name, { older: timeline.loaded, tag, userId, listId }));

  const olderWait = useCallback(() => olderFetchWaitMs(name), [name]);
  const canLoadOlder = enabled && timeline.loaded && !timeline.loading && !timeline.bottomedOut && !timeline.error;
  const loaded = timeline.visibleStatuses.length;
  const requestOlder = useLoadOlderOnScroll(canLoadOlder && loaded > 0, loadOlder, olderWait, loaded);

  const shown = useMemo(() => {
    if (subjectChanged || !enabled) return NO_IDS;
    if (leadIds.length === 0) return timeline.visibleStatuses;
    const lead = new Set(leadIds);
    return [...leadIds, ...timeline.visibleStatuses.filter((id) => !lead.has(id))];
  }, [subjectChanged, enabled, leadIds, timeline.visibleStatuses]);
  return (
    <section className="panel timeline" aria-labelledby={titleId}>
      <TimelineHeader name={name} title={title} titleId={titleId} timeline={timeline} onShowNew={showNew} actions={actions} />
      <KeptCopyNotice viewKey={timelineViewKey(name, timeline)} />
      {followsReading && (
        <Suspense fallback={null}>
          <ReadingPosition name={name} ids={shown} bodyRef={bodyRef} />
        </Suspense>
      )}
      <div ref={bodyRef} className="timeline-body" onClickCapture={onClickCapture}>
        <FilterContextName.Provider value={FILTER_CONTEXT_OF[name] ?? null}>
          <Feed ids={shown} loading={timeline.loading} bottomedOut={timeline.bottomedOut} labelledBy={titleId} />
        </FilterContextName.Provider>
      </div>
      {enabled ? (
        <TimelineFooter timeline={timeline} onLoadOlder={requestOlder} onRetry={retry} />
      ) : (
        <div className="panel-footer timeline-footer">
          <p className="faint">{t('timeline.no_statuses')}</p>
        </div>
      )}
    </section>
  );
}
