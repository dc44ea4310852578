// The open menu of the timeline switcher (TimelineSwitcher.tsx): the timelines as menu items,
// placed under the title, starting on the last visited one. Its own chunk, with the placement
// code: the first screen shows the title and opens no menu.
import { useEffect, type KeyboardEvent, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../ui/Link';
import { useTranslation } from '../../i18n/react';
import { selectCurrentUser } from '../../store/authSlice';
import { useAppSelector } from '../../store/hooks';
import { selectLastTimeline } from '../../store/uiSlice';
import { Icon } from '../../ui/Icon';
import { rememberedTimelinePath } from '../../ui/links';
import { useMenuNavigation } from '../../ui/useMenuNavigation';
import { useFloating } from '../../ui/useFloating';
import type { RouteItem } from './TimelineSwitcher';
import './TimelineSwitcherMenu.css';

/** The last visited timeline's path when the current screen is none of the menu's timelines. */
function useLastVisited(items: RouteItem[]): string | null {
  const { pathname } = useLocation();
  const remembered = useAppSelector(selectLastTimeline);
  const username = useAppSelector(selectCurrentUser)?.screen_name ?? '';
  if (!remembered || items.some((i) => i.to === pathname)) return null;
  const path = rememberedTimelinePath(remembered, username);
  return items.some((i) => i.to === path) ? path : null;
}

export default function TimelineSwitcherMenu({ id, items, anchor, onClose }: { id: string; items: RouteItem[]; anchor: RefObject<HTMLElement | null>; onClose: (refocus: boolean) => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { ref, onKeyDown } = useMenuNavigation();
  const lastVisited = useLastVisited(items);
  useFloating(anchor, ref);
  // After useMenuNavigation focused the first item: start on the last visited one instead.
  useEffect(() => {
    ref.current?.querySelector<HTMLElement>('[data-last-visited]')?.focus();
  }, [ref]);
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose(true);
    } else if (e.key === 'Tab') {
      onClose(false);
    } else {
      onKeyDown(e);
    }
  };
  return (
    <ul id={id} ref={ref} role="menu" aria-label={t('nav.timelines')} className="popover timeline-switcher__menu" onKeyDown={onKey}>
      {items.map((item) => (
        <li key={item.to} role="none">
          <Link
            role="menuitem"
            to={item.to}
            aria-current={pathname === item.to ? 'page' : undefined}
            data-last-visited={item.to === lastVisited ? '' : undefined}
            onClick={() => onClose(false)}
          >
            <Icon name={item.icon} size={18} />
            <span>{item.label ?? t(item.labelKey)}</span>
            {item.to === lastVisited && <span className="timeline-switcher__last faint">{t('nav.last_visited')}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}

