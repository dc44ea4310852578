// The timeline's new-status rules: show at once or pause, 'show new' / 'reload',
// the '.' key outside text fields, and clicks on the feed blocked for 1 s after showing.
import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import type { TimelineName } from '../../entities/timelineName';
import { selectEffectiveConfig } from '../../store/configSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { CLICK_BLOCK_MS, showNewAtOnce } from '../../store/timelineMerge';
import { showNewStatuses, type TimelineState } from '../../store/timelinesSlice';
import { reloadTimeline } from '../../store/timelineThunks';

/** A key press typed into a field is text, not a shortcut. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export interface NewStatuses {
  paused: boolean;
  /** 'show new' (or 'reload' after a flush marker). */
  showNew: () => void;
  /** Put on the feed's wrapper: swallows clicks for 1 s after showing. */
  onClickCapture: (e: MouseEvent) => void;
}

export function useNewStatuses(name: TimelineName, timeline: TimelineState): NewStatuses {
  const dispatch = useAppDispatch();
  const { streaming, pauseOnUnfocused } = useAppSelector(selectEffectiveConfig);
  const [paused, setPaused] = useState(false);
  const blockedUntil = useRef(0);
  const { newStatusCount, flushMarker, shownAt } = timeline;

  const reveal = useCallback(() => {
    dispatch(showNewStatuses({ name }));
    setPaused(false);
    blockedUntil.current = Date.now() + CLICK_BLOCK_MS;
  }, [dispatch, name]);

  const showNew = useCallback(() => {
    if (flushMarker) {
      setPaused(false);
      void dispatch(reloadTimeline(name));
    } else {
      reveal();
    }
    if (window.scrollY > 0) window.scrollTo({ top: 0 });
  }, [dispatch, flushMarker, name, reveal]);

  // Each change of the count: show at once when the rules allow, else pause.
  useEffect(() => {
    if (newStatusCount === 0) return;
    const atOnce = showNewAtOnce({
      streaming,
      scrollTop: window.scrollY,
      paused,
      hidden: document.hidden,
      pauseOnUnfocused,
    });
    if (atOnce && !flushMarker) reveal();
    else if (streaming) setPaused(true);
    // Only a new count re-runs the rules; the rest is read as it is at that moment.
  }, [newStatusCount]); // eslint-disable-line react-hooks/exhaustive-deps

  // '.' outside text fields shows what is waiting.
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '.' || e.ctrlKey || e.metaKey || e.altKey || isTypingTarget(e.target)) return;
      if (newStatusCount === 0 && !flushMarker) return;
      e.preventDefault();
      showNew();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [newStatusCount, flushMarker, showNew]);

  const onClickCapture = useCallback((e: MouseEvent) => {
    // Streamed statuses shown at once (the store shows them, store/streamingEvents) block clicks too.
    if (Date.now() < Math.max(blockedUntil.current, shownAt + CLICK_BLOCK_MS)) {
      e.preventDefault();
      e.stopPropagation();
    }
  }, [shownAt]);

  return { paused, showNew, onClickCapture };
}
