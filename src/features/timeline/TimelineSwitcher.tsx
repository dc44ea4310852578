// The timeline menu of the shell as the title of every timeline's header: a menu button
// (WAI-ARIA pattern) listing home, public, whole network, bookmarks and direct messages, the
// signed-in ones only when signed in. With nothing to switch to, the title is plain text.
// The user's lists follow, asked for the first time the menu opens.
// Away from those timelines (a tag, a profile's posts) the menu marks the last visited one
// (the app remembers it) and opens on it, so the way back is one key.
import { Suspense, useCallback, useId, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { AppStore } from '../../store/index';
import { selectLists } from '../../store/listsSelectors';
import { Icon } from '../../ui/Icon';
import { lazyChunk } from '../../ui/lazyChunk';
import { usePressOutside } from '../../ui/usePressOutside';
import { listItems, timelineItems, type NavItem } from '../nav/navItems';
import { useNavContext } from '../nav/useNavContext';
import '../../ui/Popover.css';

export type RouteItem = Extract<NavItem, { kind: 'route' }>;

const SwitcherMenu = lazyChunk(() => import('./TimelineSwitcherMenu'));

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

  usePressOutside(anchor, open, useCallback(() => setOpen(false), []));

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
          onPointerEnter={SwitcherMenu.preload}
          onFocus={SwitcherMenu.preload}
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
      {open && (
        <Suspense fallback={null}>
          <SwitcherMenu id={menuId} items={items} anchor={button} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
