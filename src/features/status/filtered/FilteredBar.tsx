// A status a server filter (action warn) matched: "Filtered: <title>" and a "Show anyway" toggle.
import { useTranslation } from '../../../i18n/react';

interface Props {
  titles: string[];
  shown: boolean;
  onToggle: () => void;
  controls: string;
}

export function FilteredBar({ titles, shown, onToggle, controls }: Props) {
  const { t } = useTranslation();
  return (
    <div className="status-muted faint">
      <span className="status-muted__why">{t('status_view.filtered', { title: titles.join(', ') })}</span>{' '}
      <button
        type="button"
        className="btn-plain status-muted__toggle"
        aria-expanded={shown}
        aria-controls={shown ? controls : undefined}
        onClick={onToggle}
      >
        {shown ? t('status_view.mute_hide') : t('status_view.show_anyway')}
      </button>
    </div>
  );
}
