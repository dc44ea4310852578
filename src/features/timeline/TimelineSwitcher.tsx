// The timeline menu of SPEC §2 "Shell" as the title of every timeline's header: a menu button
// (WAI-ARIA pattern) listing home, public, whole network, bookmarks and direct messages, the
// signed-in ones only when signed in. With nothing to switch to, the title is plain text.
// The user's lists follow (issue 26), asked for the first time the menu opens.
// Away from those timelines (a tag, a profile's posts) the menu marks the last visited one
// (SPEC §2 remembers it) and opens on it, so the way back is one key.
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../ui/Link';
import { useTranslation } from '../../i18n/react';
import { selectCurrentUser } from '../../store/authSlice';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { AppStore } from '../../store/index';
import { selectLists } from '../../store/listsSelectors';
import { selectLastTimeline } from '../../store/uiSlice';
import { Icon } from '../../ui/Icon';
import { rememberedTimelinePath } from '../../ui/links';
import { useMenuNavigation } from '../../ui/useMenuNavigation';
import { useFloating } from '../../ui/useFloating';
import { listItems, timelineItems, type NavItem } from '../nav/navItems';
import { useNavContext } from '../nav/useNavContext';
import '../../ui/Popover.css';

type RouteItem = Extract<NavItem, { kind: 'route' }>;

/** The last visited timeline's path when the current screen is none of the menu's timelines. */
function useLastVisited(items: RouteItem[]): string | null {
  const { pathname } = useLocation();
  const remembered = useAppSelector(selectLastTimeline);
  const username = useAppSelector(selectCurrentUser)?.screen_name ?? '';
  if (!remembered || items.some((i) => i.to === pathname)) return null;
  const path = rememberedTimelinePath(remembered, username);
  return items.some((i) => i.to === path) ? path : null;
}

function SwitcherMenu({ id, items, anchor, onClose }: { id: string; items: RouteItem[]; anchor: RefObject<HTMLElement | null>; onClose: (refocus: boolean) => void }) {
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

/** Loads the user's lists once (their thunks are a chunk of their own, not the first paint's). */
function useLoadLists(loggedIn: boolean): () => void {
  const store = useStore() as AppStore;
  const dispatch = useAppDispatch();
  return useCallback(() => {
    if (!loggedIn || store.getState().lists?.loaded || store.getState().lists?.loading) return;
    Promise.all([import('../../store/listsSlice'), import('../../store/listsThunks')]).then(
      ([{ ensureListsSlice }, { loadLists }]) => {
        ensureListsSlice(store);
        void dispatch(loadLists());
      },
      () => undefined,
    );
  }, [dispatch, loggedIn, store]);
}

export function TimelineSwitcher({ title, titleId }: { title: string; titleId: string }) {
  const ctx = useNavContext();
  const lists = useAppSelector(selectLists);
  const items = [...timelineItems(ctx), ...(ctx.loggedIn ? listItems(lists) : [])].filter((i): i is RouteItem => i.kind === 'route');
  const loadLists = useLoadLists(ctx.loggedIn);
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const outside = (e: Event) => {
      if (anchor.current && !anchor.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    document.addEventListener('touchstart', outside);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('touchstart', outside);
    };
  }, [open]);

  if (items.length === 0) return <h2 id={titleId}>{title}</h2>;
  return (
    <div ref={anchor} className="popover-anchor timeline-switcher">
      <h2 id={titleId}>
        <button
          ref={button}
          type="button"
          className="btn-plain timeline-switcher__trigger"
          aria-haspopup="menu"
          aria-expanded={open}
          aria-controls={open ? menuId : undefined}
          onClick={() => {
            if (!open) loadLists();
            setOpen(!open);
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              e.preventDefault();
              loadLists();
              setOpen(true);
            }
          }}
        >
          <span>{title}</span>
          <Icon name={open ? 'chevronUp' : 'chevronDown'} size={16} />
        </button>
      </h2>
      {open && <SwitcherMenu id={menuId} items={items} anchor={button} onClose={close} />}
    </div>
  );
}
