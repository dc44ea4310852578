// loginMethod 'token': sign in on the server's own authorization page, which returns to
// /oauth-callback with a code.
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppDispatch } from '../../store/hooks';
import { startBrowserSignIn } from './browserSignIn';
import { ErrorBox } from './ErrorBox';

export function TokenLoginButton() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [error, setError] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const signIn = async () => {
    setBusy(true);
    setError(false);
    try {
      await startBrowserSignIn(dispatch);
    } catch (e) {
      console.warn('Could not start sign-in', e);
      setError(true);
      setBusy(false);
    }
  };

  return (
    <section className="login-form" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="login-form__heading">
        {t('login.login')}
      </h2>
      <p>{t('login.description')}</p>
      {error && <ErrorBox message={t('login.generic_error')} onDismiss={() => setError(false)} />}
      <button type="button" className="btn btn-primary" onClick={signIn} disabled={busy} aria-busy={busy}>
        {t('login.sign_in')}
      </button>
    </section>
  );
}
