// The full local date as a `<time>`'s tooltip.
import { useEffect, useRef, type RefObject } from 'react';
import { formatDateTime } from '../i18n/formats';
import { whenIdle } from '../lib/idle';

/** The first date format pays the browser's Intl start-up (tens of ms): once, in idle time. */
let formatsReady: Promise<void> | null = null;
const dateFormatsReady = (locale: string): Promise<void> =>
  (formatsReady ??= whenIdle().then(() => {
    formatDateTime(new Date(0), locale);
  }));

/**
 * The full local date as the title of a `<time>`. Not needed for the first paint, so the first
 * one waits for the browser's idle time; later ones are set at once.
 */
export function useDateTitle(date: Date, locale: string): RefObject<HTMLTimeElement | null> {
  const ref = useRef<HTMLTimeElement | null>(null);
  const time = date.getTime();
  useEffect(() => {
    let live = true;
    void dateFormatsReady(locale).then(() => {
      if (live && ref.current && !Number.isNaN(time)) ref.current.title = formatDateTime(new Date(time), locale);
    });
    return () => {
      live = false;
    };
  }, [time, locale]);
  return ref;
}
