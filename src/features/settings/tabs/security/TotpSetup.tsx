// Two-factor set-up: scan the key (a QR code, and the secret as text for typing in),
// then verify a code with the password. The QR library loads only here. The set-up takes the
// focus from the button it replaces, and the code is scrolled into view once drawn: it appears
// below the fold of the settings panel.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../i18n/react';
import type { TotpSetup as Setup } from '../../../../entities/accountSecurity';
import { confirmTotp } from '../../../../store/accountSettingsThunks';
import { useAppDispatch } from '../../../../store/hooks';
import { PasswordInput } from './PasswordInput';

export function TotpSetup({ setup, onConfirmed, onCancel }: { setup: Setup; onConfirmed: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => region.current?.focus(), []);

  useEffect(() => {
    let live = true;
    if (!setup.provisioningUri) return;
    void import('qrcode')
      .then((m) => m.toDataURL(setup.provisioningUri, { margin: 1, width: 200 }))
      .then((url) => live && setQr(url))
      .catch(() => live && setQr(null));
    return () => {
      live = false;
    };
  }, [setup.provisioningUri]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const outcome = await dispatch(confirmTotp(password, code.trim()));
    if (outcome.ok) onConfirmed();
    else {
      setError(outcome.message);
      setCode('');
    }
  };

  return (
    <div ref={region} className="settings-form" role="group" tabIndex={-1} aria-labelledby={`${id}-instructions`}>
      <p id={`${id}-instructions`}>{t('settings.mfa.scan_instructions')}</p>
      {qr && (
        <img src={qr} width={200} height={200} alt={t('settings.mfa.qr_code_alt')} onLoad={(e) => e.currentTarget.scrollIntoView({ block: 'nearest' })} />
      )}
      <p>
        {t('settings.mfa.secret_code')}: <code data-testid="totp-secret">{setup.key}</code>
      </p>
      <form className="settings-form" onSubmit={(e) => void submit(e)}>
        <div className="field">
          <label htmlFor={id}>{t('settings.mfa.verify_code')}</label>
          <input id={id} className="input" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
        </div>
        <PasswordInput label={t('settings.current_password')} value={password} onChange={setPassword} />
        <div className="settings-option">
          <button type="submit" className="btn" disabled={!code.trim() || !password}>
            {t('settings.mfa.confirm_and_enable')}
          </button>
          <button type="button" className="btn" onClick={onCancel}>
            {t('general.cancel')}
          </button>
        </div>
        {error !== null && (
          <p role="alert" className="settings-error">
            {error || t('general.generic_error')}
          </p>
        )}
      </form>
    </div>
  );
}
