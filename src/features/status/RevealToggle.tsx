// The toggle of a collapsed status (muted or filtered): shows it anyway, then hides it again.
import { useTranslation } from '../../i18n/react';

interface Props {
  shown: boolean;
  onToggle: () => void;
  /** The id of the content it reveals. */
  controls: string;
  /** What the button says while the status is hidden. */
  showLabel: string;
}

export function RevealToggle({ shown, onToggle, controls, showLabel }: Props) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="btn-plain status-muted__toggle"
      aria-expanded={shown}
      aria-controls={shown ? controls : undefined}
      onClick={onToggle}
    >
      {shown ? t('status_view.mute_hide') : showLabel}
    </button>
  );
}
