// Two-factor authentication: pre-setup → scan key → verify code →
// enabled, with recovery codes shown once (regenerating makes the old ones stop working) and
// disabling behind the password.
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../i18n/react';
import type { TotpSetup as Setup } from '../../../../entities/accountSecurity';
import { disableTotp, loadMfaSettings, newBackupCodes, startTotpSetup } from '../../../../store/accountSettingsThunks';
import { useAppDispatch } from '../../../../store/hooks';
import { Spinner } from '../../../../ui/Spinner';
import { useSaveNotice } from '../../saveNotice';
import { BackupCodes } from './BackupCodes';
import { PasswordInput } from './PasswordInput';
import { TotpSetup } from './TotpSetup';

type Step = { name: 'loading' } | { name: 'off' } | { name: 'setup'; setup: Setup } | { name: 'on'; codes: string[] | null };

export function TwoFactor() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const report = useSaveNotice();
  const [step, setStep] = useState<Step>({ name: 'loading' });
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void dispatch(loadMfaSettings()).then((o) => {
      if (!live) return;
      if (o.ok) setStep(o.value.totp ? { name: 'on', codes: null } : { name: 'off' });
      else setError(o.message);
    });
    return () => {
      live = false;
    };
  }, [dispatch]);

  const begin = async () => {
    setError(null);
    const o = await dispatch(startTotpSetup());
    if (o.ok) setStep({ name: 'setup', setup: o.value });
    else setError(o.message);
  };
  const regenerate = async () => {
    const o = await dispatch(newBackupCodes());
    if (o.ok) setStep({ name: 'on', codes: o.value });
    else setError(o.message);
  };
  const confirmed = async () => {
    report(true);
    await regenerate();
  };
  const disable = async (e: FormEvent) => {
    e.preventDefault();
    const o = await dispatch(disableTotp(password));
    report(o.ok);
    if (o.ok) {
      setPassword('');
      setStep({ name: 'off' });
    } else setError(o.message);
  };

  return (
    <section className="settings-section">
      <h3>{t('settings.mfa.title')}</h3>
      {step.name === 'loading' && error === null && <Spinner label={t('general.loading')} />}
      {step.name === 'off' && (
        <button type="button" className="btn" onClick={() => void begin()}>
          {t('settings.mfa.setup_otp')}
        </button>
      )}
      {step.name === 'setup' && <TotpSetup setup={step.setup} onConfirmed={() => void confirmed()} onCancel={() => setStep({ name: 'off' })} />}
      {step.name === 'on' && (
        <div className="settings-form">
          <p role="status">{t('settings.mfa.enabled')}</p>
          {step.codes && <BackupCodes codes={step.codes} />}
          <div>
            <button type="button" className="btn" onClick={() => void regenerate()}>
              {t('settings.mfa.generate_new_recovery_codes')}
            </button>
          </div>
          <form className="settings-form" onSubmit={(e) => void disable(e)}>
            <PasswordInput label={t('settings.current_password')} value={password} onChange={setPassword} />
            <div>
              <button type="submit" className="btn" disabled={!password}>
                {t('settings.mfa.disable')}
              </button>
            </div>
          </form>
        </div>
      )}
      {error !== null && (
        <p role="alert" className="settings-error">
          {error || t('general.generic_error')}
        </p>
      )}
    </section>
  );
}
