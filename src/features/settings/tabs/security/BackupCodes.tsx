// Recovery codes: shown once, right after they are made; each works for one sign-in.
import { useTranslation } from '../../../../i18n/react';

export function BackupCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  return (
    <div className="settings-section">
      <p>{t('settings.mfa.recovery_codes_warning')}</p>
      <ul className="settings-codes" aria-label={t('settings.mfa.recovery_codes')} data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}
