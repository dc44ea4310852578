// /oauth-callback for an account being added on another instance: the code goes to
// that instance (never to this one's sign-in), the account is added and switched to. A refusal
// or cancel there comes back as `error=access_denied`: said in words, nothing added.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { addOutcomeText } from './addOutcomeText';
import { finishAddWithCode } from '../../store/addAccountElsewhere';
import { useAppDispatch } from '../../store/hooks';
import { Link } from '../../ui/Link';
import { Spinner } from '../../ui/Spinner';

export default function AddAccountCallback() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // A code is single-use, and the pending add is read once (StrictMode runs effects twice).
    if (started.current) return;
    started.current = true;
    void dispatch(finishAddWithCode(params.get('state'), params.get('code'), params.get('error'))).then((outcome) => {
      if (outcome.kind === 'error') setError(addOutcomeText(t, outcome));
    });
  }, [dispatch, params, t]);

  return (
    <section className="panel" aria-labelledby="add-account-callback-heading">
      <div className="panel-heading">
        <h2 id="add-account-callback-heading">{t('accounts.add_title')}</h2>
      </div>
      <div className="panel-body">
        {error ? (
          <p role="alert">
            {error} <Link to="/">{t('accounts.back_home')}</Link>
          </p>
        ) : (
          <Spinner label={t('accounts.adding')} />
        )}
      </div>
    </section>
  );
}
