import { useTranslation } from '../../i18n/react';
import { Modal } from '../../ui/Modal';

interface Props {
  open: boolean;
  onClose: () => void;
  /** i18n key of the dialog heading. */
  titleKey: string;
}

/** Stand-in dialog for screens later issues build (settings, post form). */
export function ComingSoonModal({ open, onClose, titleKey }: Props) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t(titleKey)}>
      <p>{t('shell.coming_soon')}</p>
    </Modal>
  );
}
