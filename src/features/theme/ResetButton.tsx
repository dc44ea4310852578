import { useTranslation } from '../../i18n/react';
import { IconButton } from '../../ui/IconButton';

/** Drops one edit; disabled while the value is the starting theme's. */
export function ResetButton({ name, disabled, onReset }: { name: string; disabled: boolean; onReset: () => void }) {
  const { t } = useTranslation();
  return <IconButton label={t('theme.reset', { name })} icon="repeat" iconSize={16} disabled={disabled} onClick={onReset} />;
}
