import { Suspense } from 'react';
import { lazyChunk } from '../../ui/lazyChunk';
import { useTranslation } from '../../i18n/react';
import { Link } from '../../ui/Link';
import { SearchBar } from '../../features/search-bar/SearchBar';
import { selectCurrentUser, selectIsLoggedIn } from '../../store/authSlice';
import { useAppSelector } from '../../store/hooks';
import { selectInstance } from '../../store/instanceSlice';
import { Icon } from '../../ui/Icon';
import { IconButton } from '../../ui/IconButton';
import { SiteLogo } from './SiteLogo';
import './TopBar.css';

// Members only: a visitor's first paint does not carry it.
const TopBarNotifications = lazyChunk(() => import('./TopBarNotifications'));

interface Props {
  onOpenSettings: () => void;
  onLogout: () => void;
}

/** Desktop banner: site name, logo (both link to root), search, notifications, settings, admin, logout. */
export function DesktopTopBar({ onOpenSettings, onLogout }: Props) {
  const { t } = useTranslation();
  const instance = useAppSelector(selectInstance);
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const user = useAppSelector(selectCurrentUser);
  const isAdmin = Boolean(user && (user.role === 'admin' || user.rights?.admin));
  const showSearch = loggedIn || !instance.private;
  const logoLink = instance.logo ? (
    <Link to="/" className="top-bar__logo-link" aria-label={t('shell.home', { name: instance.name })}>
      <SiteLogo />
    </Link>
  ) : null;

  return (
    <header className="top-bar">
      <div className="top-bar__inner">
        <div className="top-bar__start">
          {instance.logoLeft && logoLink}
          {!instance.hideSitename && (
            <Link to="/" className="top-bar__sitename">
              {instance.name}
            </Link>
          )}
        </div>
        {!instance.logoLeft && <div className="top-bar__center">{logoLink}</div>}
        <div className="top-bar__end">
          {showSearch && <SearchBar />}
          {loggedIn && (
            <Suspense fallback={null}>
              <TopBarNotifications />
            </Suspense>
          )}
          <IconButton label={t('shell.settings')} icon="cog" aria-haspopup="dialog" onClick={onOpenSettings} />
          {isAdmin && instance.adminPanelUrl && (
            <a
              className="icon-button btn-plain"
              href={instance.adminPanelUrl}
              target="_blank"
              rel="noopener noreferrer"
              title={t('shell.admin')}
            >
              <Icon name="shield" />
              <span className="visually-hidden">{t('shell.admin_new_tab')}</span>
            </a>
          )}
          {loggedIn && <IconButton label={t('shell.logout')} icon="logout" onClick={onLogout} />}
        </div>
      </div>
    </header>
  );
}
