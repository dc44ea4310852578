// Username + password sign-in, with its login errors.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { useNavigate } from 'react-router';
import { Link } from '../../ui/Link';
import { selectAuth } from '../../store/authSlice';
import { loginWithPassword } from '../../store/authThunks';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectInstance } from '../../store/instanceSlice';
import { startBrowserSignIn } from './browserSignIn';
import { ErrorBox } from './ErrorBox';
import { passwordLoginMessage, type LoginError } from './loginMessage';

export function PasswordLoginForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { lastLoginName, loginState } = useAppSelector(selectAuth);
  const { registrationOpen, mailerEnabled } = useAppSelector(selectInstance);
  const [username, setUsername] = useState(lastLoginName);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<LoginError | null>(null);
  const [errorSerial, setErrorSerial] = useState(0);
  const passwordRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const busy = loginState === 'loggingIn';

  // After a failure the password is focused and selected so it can be retyped at once.
  useEffect(() => {
    if (errorSerial > 0) {
      passwordRef.current?.focus();
      passwordRef.current?.select();
    }
  }, [errorSerial]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setError(null);
    const outcome = await dispatch(loginWithPassword(username.trim(), password));
    if (outcome.kind === 'success') navigate('/main/friends');
    else if (outcome.kind === 'browser_sign_in') {
      // No password grant there: continue on the server's own page (the form is now its button).
      startBrowserSignIn(dispatch).catch((err: unknown) => console.warn('Could not start sign-in', err));
    } else if (outcome.kind === 'password_reset') {
      navigate('/password-reset', { state: { passwordResetRequested: true } });
    } else if (outcome.kind === 'error') {
      setError(outcome);
      setErrorSerial((n) => n + 1);
    }
  };

  return (
    <form className="login-form" onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="login-form__heading">
        {t('login.login')}
      </h2>
      <div className="field">
        <label htmlFor={`${id}-username`}>{t('login.username')}</label>
        <input
          id={`${id}-username`}
          className="input"
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('login.placeholder')}
          value={username}
          disabled={busy}
          onChange={(e) => setUsername(e.target.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-password`}>{t('login.password')}</label>
        <input
          id={`${id}-password`}
          ref={passwordRef}
          className="input"
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          disabled={busy}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      {error && <ErrorBox message={passwordLoginMessage(t, error)} onDismiss={() => setError(null)} />}
      <div className="login-form__actions">
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
          {busy ? t('login.logging_in') : t('login.login')}
        </button>
        {registrationOpen && <Link to="/registration">{t('login.register')}</Link>}
        {mailerEnabled && <Link to="/password-reset">{t('login.forgot_password')}</Link>}
      </div>
    </form>
  );
}
