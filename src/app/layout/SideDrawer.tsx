import { Suspense, useId, useRef } from 'react';
import { lazyChunk } from '../../ui/lazyChunk';
import { accountsKept } from '../../store/accountsPresent';
import { useTranslation } from '../../i18n/react';
import { NavEntry } from '../../features/nav/NavEntry';
import { drawerItems } from '../../features/nav/menuItems';
import type { NavItem } from '../../features/nav/navItems';
import { useNavContext } from '../../features/nav/useNavContext';
import { DIRECTION_LEFT } from '../../lib/swipe';
import { selectCurrentUser } from '../../store/authSlice';
import { useAppSelector } from '../../store/hooks';
import { selectInstance } from '../../store/instanceSlice';
import { Avatar } from '../../ui/Avatar';
import { UserName } from '../../ui/UserName';
import { IconButton } from '../../ui/IconButton';
import { useFocusTrap } from '../../ui/useFocusTrap';
import { useSwipe } from '../../ui/useSwipe';
import './SideDrawer.css';

const AccountSwitcher = lazyChunk(() => import('../../features/accounts/AccountSwitcher'));

interface Props {
  open: boolean;
  onClose: () => void;
  onOpenSettings: () => void;
  onLogout: () => void;
}

/**
 * Mobile side drawer: a modal menu from the left. Closes on an item, Escape, the X,
 * a left swipe, or a click on the dimmed page beside it.
 */
export function SideDrawer({ open, onClose, onOpenSettings, onLogout }: Props) {
  const { t } = useTranslation();
  const ctx = useNavContext();
  const instance = useAppSelector(selectInstance);
  const user = useAppSelector(selectCurrentUser);
  const panel = useRef<HTMLDivElement>(null);
  const onKeyDown = useFocusTrap(panel, open, onClose);
  const swipe = useSwipe(DIRECTION_LEFT, onClose);
  const groupId = useId();

  if (!open) return null;

  const { top, timelines, rest } = drawerItems(ctx);
  const onAction = (action: 'settings' | 'logout') => (action === 'settings' ? onOpenSettings() : void onLogout());
  const entry = (item: NavItem) => (
    <li key={item.id}>
      <NavEntry item={item} onChosen={onClose} onAction={onAction} />
    </li>
  );

  return (
    <>
      <div className="side-drawer__backdrop" data-testid="drawer-backdrop" onClick={onClose} {...swipe} />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={t('nav.menu')}
        className="side-drawer"
        tabIndex={-1}
        onKeyDown={onKeyDown}
        {...swipe}
      >
        <div className="side-drawer__header">
          {user ? (
            <div className="side-drawer__user">
              <Avatar user={user} alt="" size={40} />
              <span className="side-drawer__user-names">
                <UserName user={user} className="side-drawer__user-name" />
                <span className="handle faint" dir="ltr">@{user.screen_name_ui || user.screen_name}</span>
              </span>
            </div>
          ) : (
            <span className="side-drawer__site">{instance.name}</span>
          )}
          <IconButton label={t('nav.close_menu')} icon="close" onClick={onClose} />
        </div>
        {(user || accountsKept()) && (
          <Suspense fallback={null}>
            <AccountSwitcher onChosen={onClose} />
          </Suspense>
        )}
        <nav aria-label={t('nav.label')} className="side-drawer__nav">
          <ul className="nav-list">
            {top.map(entry)}
            {timelines.length > 0 && (
              <li>
                <span className="side-drawer__group" id={groupId}>
                  {t('nav.timelines')}
                </span>
                <ul className="nav-list" aria-labelledby={groupId}>
                  {timelines.map(entry)}
                </ul>
              </li>
            )}
            {rest.map(entry)}
          </ul>
        </nav>
      </div>
    </>
  );
}

export default SideDrawer;
