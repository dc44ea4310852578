// A status a server filter (action warn) matched: "Filtered: <title>" and a "Show anyway" toggle.
import { useTranslation } from '../../../i18n/react';
import { RevealToggle } from '../RevealToggle';

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
      <RevealToggle shown={shown} onToggle={onToggle} controls={controls} showLabel={t('status_view.show_anyway')} />
    </div>
  );
}
