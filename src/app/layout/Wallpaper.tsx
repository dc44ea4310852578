import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { cssUrl, url } from '../../entities/coerce';
import { defaultInstanceSettings } from '../../entities/instanceBuilders';
import { useAppSelector } from '../../store/hooks';
import { selectAnyTimelineLoaded } from '../../store/timelinesSlice';
import { selectConfig } from '../../store/configSlice';
import { selectInstance } from '../../store/instanceSlice';
import './Wallpaper.css';

const DEFAULT_BACKGROUND = defaultInstanceSettings().background;

/** Pages whose first content is a timeline (the routes table's timeline screens). */
const TIMELINE_PAGE = /^\/(?:$|main\/|tag\/|bookmarks$|users\/[^/]+\/dms$)/;

/**
 * On a timeline page, waits until the first timeline has painted (or 3 s): the image must not
 * compete with the first statuses. A timeline fetched during startup is loaded at mount, in the
 * same commit as this. Any other first page (about, chats) has none to wait for: the image comes
 * with the page, not after the 3 s fallback.
 */
function useAfterFirstContent(): boolean {
  const { pathname } = useLocation();
  const [waits] = useState(() => TIMELINE_PAGE.test(pathname));
  const loaded = useAppSelector(selectAnyTimelineLoaded);
  const [painted, setPainted] = useState(false);
  const [timedOut, setTimedOut] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), 3000);
    return () => clearTimeout(timer);
  }, []);
  useEffect(() => {
    if (!loaded) return;
    // The frame after the one that shows the statuses.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setPainted(true));
    });
    return () => cancelAnimationFrame(frame);
  }, [loaded]);
  return !waits || painted || timedOut;
}

/** The instance's background image behind the layout, unless the user hides it (hideInstanceWallpaper). */
export function Wallpaper() {
  const background = useAppSelector(selectInstance).background;
  const hidden = useAppSelector(selectConfig).hideInstanceWallpaper;
  const ready = useAfterFirstContent();
  const src = url(background);
  // Pleroma-FE's default file exists only on a Pleroma that ships it: no request unless configured.
  if (hidden || !src || !ready || src === DEFAULT_BACKGROUND) return null;
  return <div className="wallpaper" style={{ backgroundImage: cssUrl(src) }} aria-hidden="true" data-testid="wallpaper" />;
}
