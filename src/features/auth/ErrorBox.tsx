// A dismissible error message for auth forms (the server's text in a dismissible box).
import { useTranslation } from '../../i18n/react';

export function ErrorBox({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-error auth-error" role="alert">
      <span>{message}</span>
      <button type="button" className="btn-plain auth-error__dismiss" aria-label={t('general.dismiss')} onClick={onDismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
