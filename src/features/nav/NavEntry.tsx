import { useTranslation } from '../../i18n/react';
import { NavLink } from '../../ui/NavLink';
import { Badge } from '../../ui/Badge';
import { Icon } from '../../ui/Icon';
import type { NavItem } from './navItems';

interface Props {
  item: NavItem;
  /** Called after any entry is chosen (the mobile drawer closes on it). */
  onChosen?: () => void;
  /** Handler for action entries (settings, logout). */
  onAction?: (action: 'settings' | 'logout') => void;
}

/** One navigation entry: a route link (aria-current when active), an external link or a button. */
export function NavEntry({ item, onChosen, onAction }: Props) {
  const { t } = useTranslation();
  const content = (
    <>
      <Icon name={item.icon} />
      <span className="nav-entry__label">{t(item.labelKey)}</span>
      {item.badge ? <Badge count={item.badge} label={t('nav.badge_count', { count: item.badge })} /> : null}
    </>
  );
  if (item.kind === 'route') {
    return (
      <NavLink to={item.to} className="nav-entry" onClick={onChosen}>
        {content}
      </NavLink>
    );
  }
  if (item.kind === 'external') {
    return (
      <a href={item.href} className="nav-entry" target="_blank" rel="noopener noreferrer" onClick={onChosen}>
        {content}
        <span className="visually-hidden">{t('nav.opens_new_tab')}</span>
      </a>
    );
  }
  return (
    <button
      type="button"
      className="nav-entry"
      onClick={() => {
        onChosen?.();
        onAction?.(item.action);
      }}
    >
      {content}
    </button>
  );
}
