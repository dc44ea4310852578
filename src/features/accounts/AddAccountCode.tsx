// The code step of an add whose instance asks for a second factor: a code from the
// authenticator app or a recovery code, sent to that instance's challenge. A wrong code says so
// and the step stays, with the field emptied for another try.
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { addAccountWithCode, switchToAccount, type PendingMfa } from '../../store/accountsThunks';
import { useAppDispatch } from '../../store/hooks';
import { addOutcomeText } from './addOutcomeText';

export function AddAccountCode({ pending, onCancel }: { pending: PendingMfa; onCancel: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const id = useId();
  const codeRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [recovery, setRecovery] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const retry = (message: string | null) => {
    setError(message);
    setCode('');
    codeRef.current?.focus();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy || code.trim() === '') return;
    setError(null);
    setBusy(true);
    const outcome = await dispatch(addAccountWithCode(pending, code.trim(), recovery ? 'recovery' : 'totp'));
    setBusy(false);
    if (outcome.kind === 'added') return void dispatch(switchToAccount(outcome.key));
    retry(outcome.kind === 'error' ? addOutcomeText(t, outcome) : t('accounts.add_failed'));
  };

  const switchKind = () => {
    setRecovery(!recovery);
    retry(null);
  };

  return (
    <form className="add-account__form" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{recovery ? t('login.heading_recovery') : t('login.heading_totp')}</h3>
      <p className="faint">{t('accounts.code_asked', { host: new URL(pending.origin).host })}</p>
      <label>
        {recovery ? t('login.recovery_code') : t('login.authentication_code')}
        <input
          ref={codeRef}
          type="text"
          value={code}
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          autoFocus
          required
          dir="ltr"
          onChange={(e) => setCode(e.target.value)}
        />
      </label>
      {error && (
        <p role="alert" className="add-account__error">
          {error}
        </p>
      )}
      <div className="add-account__buttons">
        <button type="button" className="btn" onClick={switchKind}>
          {recovery ? t('login.enter_two_factor_code') : t('login.enter_recovery_code')}
        </button>
        <button type="button" className="btn" onClick={onCancel}>
          {t('general.cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
          {t('general.verify')}
        </button>
      </div>
    </form>
  );
}
