// Second sign-in step when the server answers mfa_required: TOTP code or recovery code;
// errors show the server's text and clear the code.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { useNavigate } from 'react-router';
import { mfaAborted, mfaStrategySet, selectAuth } from '../../store/authSlice';
import { submitMfaCode } from '../../store/authThunks';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { ErrorBox } from './ErrorBox';
import { mfaMessage } from './loginMessage';

export function MfaForm() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { mfa, loginState } = useAppSelector(selectAuth);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const recovery = mfa.strategy === 'recovery';
  const busy = loginState === 'loggingIn';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || code.trim() === '') return;
    setError(null);
    const outcome = await dispatch(submitMfaCode(code.trim()));
    if (outcome.kind === 'success') navigate('/main/friends');
    else if (outcome.kind === 'error') {
      setError(mfaMessage(t, outcome));
      setCode('');
      codeRef.current?.focus();
    }
  };

  const switchStrategy = () => {
    setError(null);
    setCode('');
    dispatch(mfaStrategySet(recovery ? 'totp' : 'recovery'));
    codeRef.current?.focus();
  };

  return (
    <form className="login-form mfa-form" onSubmit={submit} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="login-form__heading">
        {recovery ? t('login.heading_recovery') : t('login.heading_totp')}
      </h2>
      <div className="field">
        <label htmlFor={`${id}-code`}>{recovery ? t('login.recovery_code') : t('login.authentication_code')}</label>
        <input
          id={`${id}-code`}
          ref={codeRef}
          className="input"
          name="code"
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          autoFocus
          value={code}
          disabled={busy}
          onChange={(e) => setCode(e.target.value)}
        />
      </div>
      {error && <ErrorBox message={error} onDismiss={() => setError(null)} />}
      <div className="login-form__actions">
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
          {t('general.verify')}
        </button>
        <button type="button" className="btn" onClick={switchStrategy}>
          {recovery ? t('login.enter_two_factor_code') : t('login.enter_recovery_code')}
        </button>
        <button type="button" className="btn" onClick={() => dispatch(mfaAborted())}>
          {t('general.cancel')}
        </button>
      </div>
    </form>
  );
}
