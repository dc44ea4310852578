// The timeline menu of SPEC §2 "Shell" as the title of every timeline's header: a menu button
// (WAI-ARIA pattern) listing home, public, whole network, bookmarks and direct messages, the
// signed-in ones only when signed in. With nothing to switch to, the title is plain text.
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { Icon } from '../../ui/Icon';
import { useMenuNavigation } from '../../ui/useMenuNavigation';
import { useFloating } from '../../ui/useFloating';
import { timelineItems, type NavItem } from '../nav/navItems';
import { useNavContext } from '../nav/useNavContext';
import '../../ui/Popover.css';

type RouteItem = Extract<NavItem, { kind: 'route' }>;

function SwitcherMenu({ id, items, anchor, onClose }: { id: string; items: RouteItem[]; anchor: RefObject<HTMLElement | null>; onClose: (refocus: boolean) => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { ref, onKeyDown } = useMenuNavigation();
  useFloating(anchor, ref);
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
        <li key={item.id} role="none">
          <Link role="menuitem" to={item.to} aria-current={pathname === item.to ? 'page' : undefined} onClick={() => onClose(false)}>
            <Icon name={item.icon} size={18} />
            <span>{t(item.labelKey)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function TimelineSwitcher({ title, titleId }: { title: string; titleId: string }) {
  const ctx = useNavContext();
  const items = timelineItems(ctx).filter((i): i is RouteItem => i.kind === 'route');
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
          onClick={() => setOpen(!open)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
              e.preventDefault();
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
