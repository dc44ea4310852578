// A timeline screen: header, feed, footer. Fetches its first page when shown, and older pages
// on demand (button, or automatically as the end of the list nears the viewport).
import { useCallback, useEffect, useId, useRef } from 'react';
import type { TimelineName } from '../../api/timelines';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { fetchTimeline } from '../../store/timelineThunks';
import { selectTimeline } from '../../store/timelinesSlice';
import { Feed } from './Feed';
import { TimelineFooter } from './TimelineFooter';
import { TimelineHeader } from './TimelineHeader';
import './Timeline.css';

/** SPEC §9: older statuses load when the end is within 750 px. */
const LOAD_TRIGGER_PX = 750;

interface Props {
  name: TimelineName;
  title: string;
  tag?: string;
  userId?: string;
}

export function Timeline({ name, title, tag, userId }: Props) {
  const dispatch = useAppDispatch();
  const timeline = useAppSelector((s) => selectTimeline(s, name));
  const titleId = useId();
  const sentinel = useRef<HTMLDivElement>(null);
  const subjectChanged = (tag ?? null) !== timeline.tag || (userId ?? null) !== timeline.userId;
  const needsFetch = subjectChanged || (!timeline.loaded && !timeline.loading && !timeline.error);

  useEffect(() => {
    if (needsFetch) dispatch(fetchTimeline(name, { tag, userId }));
  }, [needsFetch, name, tag, userId, dispatch]);

  const loadOlder = useCallback(() => dispatch(fetchTimeline(name, { older: true })), [dispatch, name]);
  const retry = () => dispatch(fetchTimeline(name, { older: timeline.loaded, tag, userId }));

  const canLoadOlder = timeline.loaded && !timeline.bottomedOut && !timeline.error;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !canLoadOlder || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) loadOlder();
      },
      { rootMargin: `0px 0px ${LOAD_TRIGGER_PX}px 0px` },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [canLoadOlder, loadOlder]);

  const shown = subjectChanged ? [] : timeline.visibleStatuses;
  return (
    <section className="panel timeline" aria-labelledby={titleId}>
      <TimelineHeader name={name} title={title} titleId={titleId} timeline={timeline} />
      <Feed ids={shown} loading={timeline.loading} bottomedOut={timeline.bottomedOut} labelledBy={titleId} />
      <div ref={sentinel} aria-hidden="true" />
      <TimelineFooter timeline={timeline} onLoadOlder={loadOlder} onRetry={retry} />
    </section>
  );
}
