// Change password: the old one (checked by the server) and the new one twice.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../i18n/react';
import { changePassword } from '../../../../store/accountSettingsThunks';
import { useAppDispatch } from '../../../../store/hooks';
import { useSaveNotice } from '../../saveNotice';
import { PasswordInput } from './PasswordInput';

export function ChangePassword() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const report = useSaveNotice();
  const [old, setOld] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [state, setState] = useState<{ ok: boolean; message: string } | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (next !== confirm) {
      setState({ ok: false, message: t('settings.password_confirmation_match') });
      return;
    }
    const outcome = await dispatch(changePassword(old, next, confirm));
    setState(outcome.ok ? { ok: true, message: '' } : { ok: false, message: outcome.message });
    report(outcome.ok);
    if (outcome.ok) {
      setOld('');
      setNext('');
      setConfirm('');
    }
  };
  return (
    <section className="settings-section">
      <h3>{t('settings.change_password')}</h3>
      <form className="settings-form" onSubmit={(e) => void submit(e)}>
        <PasswordInput label={t('settings.current_password')} value={old} onChange={setOld} />
        <PasswordInput label={t('settings.new_password')} value={next} onChange={setNext} autoComplete="new-password" />
        <PasswordInput label={t('settings.confirm_new_password')} value={confirm} onChange={setConfirm} autoComplete="new-password" />
        <div>
          <button type="submit" className="btn" disabled={!old || !next}>
            {t('settings.change_password')}
          </button>
        </div>
        {state?.ok && <p role="status">{t('settings.changed_password')}</p>}
        {state && !state.ok && (
          <p role="alert" className="settings-error">
            {t('settings.change_password_error')} {state.message}
          </p>
        )}
      </form>
    </section>
  );
}
