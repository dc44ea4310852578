// The right end of a status heading: relative time linking to the
// conversation, the visibility icon with an accessible name, and the expand button that opens
// the status on its conversation page (not shown where the conversation already is).
import { Link } from '../../ui/Link';
import type { Status, Visibility } from '../../entities/types';
import { useTranslation } from '../../i18n/react';
import { Icon, type IconName } from '../../ui/Icon';
import { conversationPath } from '../../ui/links';
import { Timeago } from '../../ui/Timeago';
import { useStatusPlace } from './content/StatusPlace';
import { EditedMark } from './history/EditedMark';

const VISIBILITY_ICON: Record<Visibility, IconName> = {
  direct: 'envelope',
  private: 'lock',
  unlisted: 'lockOpen',
  public: 'globe',
};

export function VisibilityIcon({ visibility }: { visibility: Visibility }) {
  const { t } = useTranslation();
  const icon = VISIBILITY_ICON[visibility];
  if (!icon) return null; // an unknown scope from a newer server: show nothing rather than guess
  const label = t(`status_heading.visibility.${visibility}`);
  return (
    <span className="status-header__visibility faint" role="img" aria-label={label} title={label}>
      <Icon name={icon} size={16} />
    </span>
  );
}

export function StatusHeadingMeta({ status }: { status: Status }) {
  const { t } = useTranslation();
  const place = useStatusPlace();
  const path = conversationPath(status.id);
  return (
    <div className="status-header__meta">
      <Link to={path} className="status-header__time faint">
        <Timeago time={status.created_at} autoUpdate={60} />
      </Link>
      <EditedMark status={status} />
      <VisibilityIcon visibility={status.visibility} />
      {place.kind !== 'conversation' && (
        <Link to={path} className="status-header__expand faint" aria-label={t('status_heading.expand')} title={t('status_heading.expand')}>
          <Icon name="expand" size={16} />
        </Link>
      )}
    </div>
  );
}
