// Delete account: behind the password; on success the session ends (the next kept account takes
// over, or the app goes public).
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../../i18n/react';
import { deleteAccount } from '../../../../store/accountSettingsThunks';
import { useAppDispatch } from '../../../../store/hooks';
import { signOut } from '../../../../store/signOut';
import { settingsClosed } from '../../../../store/uiSlice';
import { LOGOUT_DESTINATION } from '../../../../ui/links';
import { PasswordInput } from './PasswordInput';

export function DeleteAccount() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const outcome = await dispatch(deleteAccount(password));
    if (!outcome.ok) {
      setError(outcome.message);
      return;
    }
    dispatch(settingsClosed());
    // With other accounts kept, the next one takes over; the deleted one leaves the list.
    if ((await dispatch(signOut())) === 'signedOut') navigate(LOGOUT_DESTINATION);
  };
  return (
    <section className="settings-section">
      <h3>{t('settings.delete_account')}</h3>
      <p>{t('settings.delete_account_description')}</p>
      {!confirming ? (
        <button type="button" className="btn" onClick={() => setConfirming(true)}>
          {t('settings.delete_account')}
        </button>
      ) : (
        <form className="settings-form" onSubmit={(e) => void submit(e)}>
          <p>{t('settings.delete_account_instructions')}</p>
          <PasswordInput label={t('settings.current_password')} value={password} onChange={setPassword} />
          <div className="settings-option">
            <button type="submit" className="btn btn-danger" disabled={!password}>
              {t('settings.delete_account_confirm')}
            </button>
            <button type="button" className="btn" onClick={() => setConfirming(false)}>
              {t('general.cancel')}
            </button>
          </div>
          {error !== null && (
            <p role="alert" className="settings-error">
              {t('settings.delete_account_error')} {error}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
