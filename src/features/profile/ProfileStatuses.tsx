// The statuses tab: the user timeline with the pinned statuses first (SPEC §2 "pinned statuses
// of a profile are first"). Same live/new/older behaviour as a timeline screen; pinned ones are
// not repeated further down.
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { fetchPinned } from '../../store/profileThunks';
import { fetchTimeline } from '../../store/timelineThunks';
import { selectTimeline } from '../../store/timelinesSlice';
import { Feed } from '../timeline/Feed';
import { TimelineFooter } from '../timeline/TimelineFooter';
import { TimelineHeader } from '../timeline/TimelineHeader';
import { useLiveTimeline } from '../timeline/useLiveTimeline';
import { nearPageBottom, useLoadOlderOnScroll } from '../timeline/useLoadOlderOnScroll';
import { useNewStatuses } from '../timeline/useNewStatuses';
import '../timeline/Timeline.css';

export function ProfileStatuses({ userId, title }: { userId: string; title: string }) {
  const dispatch = useAppDispatch();
  const timeline = useAppSelector((s) => selectTimeline(s, 'user'));
  const titleId = useId();
  const [pinned, setPinned] = useState<{ userId: string; ids: string[] }>({ userId: '', ids: [] });
  const subjectChanged = userId !== timeline.userId;
  const needsFetch = subjectChanged || (!timeline.loaded && !timeline.loading && !timeline.error);

  useEffect(() => {
    if (needsFetch) dispatch(fetchTimeline('user', { userId }));
  }, [needsFetch, userId, dispatch]);

  useEffect(() => {
    let live = true;
    dispatch(fetchPinned(userId))
      .then((ids) => live && setPinned({ userId, ids }))
      .catch(() => live && setPinned({ userId, ids: [] }));
    return () => {
      live = false;
    };
  }, [dispatch, userId]);

  useLiveTimeline('user', undefined, true);
  const { showNew, onClickCapture } = useNewStatuses('user', timeline);
  const loadOlder = useCallback(() => dispatch(fetchTimeline('user', { older: true })), [dispatch]);
  const retry = () => dispatch(fetchTimeline('user', { older: timeline.loaded, userId }));
  const canLoadOlder = timeline.loaded && !timeline.loading && !timeline.bottomedOut && !timeline.error;
  useLoadOlderOnScroll(canLoadOlder, loadOlder);
  const count = timeline.visibleStatuses.length;
  useEffect(() => {
    if (canLoadOlder && count > 0 && nearPageBottom()) loadOlder();
  }, [canLoadOlder, count, loadOlder]);

  const ids = useMemo(() => {
    if (subjectChanged) return [];
    const pinnedIds = pinned.userId === userId ? pinned.ids : [];
    const set = new Set(pinnedIds);
    return [...pinnedIds, ...timeline.visibleStatuses.filter((id) => !set.has(id))];
  }, [subjectChanged, pinned, userId, timeline.visibleStatuses]);

  return (
    <section className="timeline" aria-labelledby={titleId}>
      <TimelineHeader name="user" title={title} titleId={titleId} timeline={timeline} onShowNew={showNew} />
      <div className="timeline-body" onClickCapture={onClickCapture}>
        <Feed ids={ids} loading={timeline.loading} bottomedOut={timeline.bottomedOut} labelledBy={titleId} />
      </div>
      <TimelineFooter timeline={timeline} onLoadOlder={loadOlder} onRetry={retry} />
    </section>
  );
}
