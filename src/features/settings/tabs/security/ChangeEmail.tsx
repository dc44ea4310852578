// Change email: the new address and the current password.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../i18n/react';
import { changeEmail } from '../../../../store/accountSettingsThunks';
import { useAppDispatch } from '../../../../store/hooks';
import { useSaveNotice } from '../../saveNotice';
import { PasswordInput } from './PasswordInput';

export function ChangeEmail() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const report = useSaveNotice();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [state, setState] = useState<{ ok: boolean; message: string } | null>(null);
  const id = useId();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const outcome = await dispatch(changeEmail(email.trim(), password));
    setState(outcome.ok ? { ok: true, message: '' } : { ok: false, message: outcome.message });
    report(outcome.ok);
    if (outcome.ok) setPassword('');
  };
  return (
    <section className="settings-section">
      <h3>{t('settings.change_email')}</h3>
      <form className="settings-form" onSubmit={(e) => void submit(e)}>
        <div className="field">
          <label htmlFor={id}>{t('settings.new_email')}</label>
          <input id={id} className="input" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </div>
        <PasswordInput label={t('settings.current_password')} value={password} onChange={setPassword} />
        <div>
          <button type="submit" className="btn" disabled={!email.trim() || !password}>
            {t('settings.change_email')}
          </button>
        </div>
        {state?.ok && <p role="status">{t('settings.changed_email')}</p>}
        {state && !state.ok && (
          <p role="alert" className="settings-error">
            {t('settings.change_email_error')} {state.message}
          </p>
        )}
      </form>
    </section>
  );
}
