import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { Icon } from '../../ui/Icon';
import { NavEntry } from './NavEntry';
import { panelItems } from './menuItems';
import { timelineItems } from './navItems';
import { useNavContext } from './useNavContext';
import './NavPanel.css';

/** Desktop navigation panel: an expandable timelines group, then the other entries. */
export function NavPanel() {
  const { t } = useTranslation();
  const ctx = useNavContext();
  const [timelinesOpen, setTimelinesOpen] = useState(true);
  const listId = useId();
  const timelines = timelineItems(ctx);

  return (
    <nav className="panel nav-panel" aria-label={t('nav.label')}>
      <ul className="nav-list">
        {timelines.length > 0 && (
          <li>
            <button
              type="button"
              className="nav-entry nav-entry--group"
              aria-expanded={timelinesOpen}
              aria-controls={listId}
              onClick={() => setTimelinesOpen((open) => !open)}
            >
              <Icon name="timeline" />
              <span className="nav-entry__label">{t('nav.timelines')}</span>
              <Icon name={timelinesOpen ? 'chevronUp' : 'chevronDown'} size={16} />
            </button>
            <ul id={listId} className="nav-list nav-list--nested" hidden={!timelinesOpen}>
              {timelines.map((item) => (
                <li key={item.id}>
                  <NavEntry item={item} />
                </li>
              ))}
            </ul>
          </li>
        )}
        {panelItems(ctx).map((item) => (
          <li key={item.id}>
            <NavEntry item={item} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
