// /oauth-callback?code=...&state=...: exchange the code (with the PKCE verifier of the sign-in
// this tab started, if any) for a token, load the user, go home.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../ui/Link';
import { loginWithCode } from '../../store/authThunks';
import { useAppDispatch } from '../../store/hooks';
import { Spinner } from '../../ui/Spinner';
import { passwordLoginMessage } from './loginMessage';
import { takeSignIn } from './pendingSignIn';

export default function OAuthCallback() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const code = params.get('code');
  const state = params.get('state');
  const [error, setError] = useState<string | null>(code ? null : t('login.generic_error'));
  const started = useRef(false);

  useEffect(() => {
    // A code is single-use: never exchange it twice (StrictMode runs effects twice).
    if (!code || started.current) return;
    started.current = true;
    dispatch(loginWithCode(code, takeSignIn(state))).then((outcome) => {
      if (outcome.kind === 'success') navigate('/main/friends', { replace: true });
      else if (outcome.kind === 'mfa' || outcome.kind === 'browser_sign_in') navigate('/login', { replace: true });
      else if (outcome.kind === 'password_reset') {
        navigate('/password-reset', { replace: true, state: { passwordResetRequested: true } });
      } else setError(passwordLoginMessage(t, outcome));
    });
  }, [code, state, dispatch, navigate, t]);

  return (
    <section className="panel" aria-labelledby="oauth-callback-heading">
      <div className="panel-heading">
        <h2 id="oauth-callback-heading">{t('login.login')}</h2>
      </div>
      <div className="panel-body">
        {error ? (
          <p role="alert">
            {error} <Link to="/login">{t('general.error_retry')}</Link>
          </p>
        ) : (
          <Spinner label={t('login.logging_in')} />
        )}
      </div>
    </section>
  );
}
