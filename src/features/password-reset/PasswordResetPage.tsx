// /password-reset: asks for the account's email or name and asks the instance
// to mail a link. 204 → success, 429 → too many requests, network → generic; other statuses say
// nothing. Shown only when the instance has a mailer; reached from a sign-in that answered
// `password_reset_required` it first says why.
import { useId, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../ui/Link';
import { ApiError } from '../../entities/apiError';
import { useTranslation } from '../../i18n/react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectInstance } from '../../store/instanceSlice';
import { sendPasswordReset } from '../../store/registrationThunks';

type Result = 'idle' | 'sending' | 'success' | 'throttled' | 'failed';

/** The result a request's outcome leads to. */
export function resetResult(outcome: { status: number } | { error: unknown }): Result {
  if ('status' in outcome) return outcome.status === 204 || outcome.status === 200 ? 'success' : 'idle';
  const e = outcome.error;
  if (e instanceof ApiError && e.status === 429) return 'throttled';
  if (e instanceof ApiError && e.status !== 0) return 'idle';
  return 'failed';
}

export default function PasswordResetPage() {
  const { t } = useTranslation();
  const id = useId();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const requested = !!(location.state as { passwordResetRequested?: boolean } | null)?.passwordResetRequested;
  const { mailerEnabled } = useAppSelector(selectInstance);
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<Result>('idle');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (result === 'sending') return;
    setResult('sending');
    try {
      setResult(resetResult({ status: await dispatch(sendPasswordReset(email.trim())) }));
    } catch (error) {
      setResult(resetResult({ error }));
    }
  };

  return (
    <section className="panel password-reset" aria-labelledby={`${id}-heading`}>
      <div className="panel-heading">
        <h2 id={`${id}-heading`}>{t('password_reset.title')}</h2>
      </div>
      <div className="panel-body">
        {!mailerEnabled ? (
          <p role="alert">{requested ? t('password_reset.password_reset_required_but_mailer_is_disabled') : t('password_reset.password_reset_disabled')}</p>
        ) : result === 'success' ? (
          <div role="status">
            <p>{t('password_reset.check_email')}</p>
            <Link to="/login">{t('password_reset.return_home')}</Link>
          </div>
        ) : (
          <form onSubmit={submit} className="password-reset__form">
            {requested && <p className="alert alert-warning">{t('password_reset.password_reset_required')}</p>}
            <p>{t('password_reset.instruction')}</p>
            <div className="field">
              <label htmlFor={`${id}-email`}>{t('password_reset.placeholder')}</label>
              <input id={`${id}-email`} className="input" name="email" type="text" autoComplete="email" value={email} disabled={result === 'sending'} onChange={(e) => setEmail(e.target.value)} />
            </div>
            {result === 'throttled' && <p className="alert alert-error" role="alert">{t('password_reset.too_many_requests')}</p>}
            {result === 'failed' && <p className="alert alert-error" role="alert">{t('general.generic_error')}</p>}
            <button type="submit" className="btn btn-primary" disabled={result === 'sending'} aria-busy={result === 'sending'}>
              {t('password_reset.reset')}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
