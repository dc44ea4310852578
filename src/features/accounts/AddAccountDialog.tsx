// "Add account": the instance's domain (empty = this instance). Here, the person signs
// in the way this instance signs in (the sign-in page: password form or the server's own page, as
// the capability table says). Another instance is asked first how it signs in (its capability
// table, from its own answers): its password grant, called at its own origin, or its own sign-in
// page (the code flow), which comes back to /oauth-callback. Where that password grant asks for a
// second factor, the code step takes the dialog's place.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { AddAccountCode } from './AddAccountCode';
import { addOutcomeText } from './addOutcomeText';
import { addAccountHere, addAccountWithPassword, originOfDomain, switchToAccount, type PendingMfa } from '../../store/accountsThunks';
import { learnSignInAt, startAddWithCodeFlow } from '../../store/addAccountElsewhere';
import { useAppDispatch } from '../../store/hooks';
import { Modal } from '../../ui/Modal';

/** `domain`: the instance to sign in to again (an account whose token was refused), '' for none. */
export default function AddAccountDialog({ domain: initialDomain = '', onClose }: { domain?: string; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [domain, setDomain] = useState(initialDomain);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The origin whose password form is shown (it has the password grant). */
  const [passwordAt, setPasswordAt] = useState<string | null>(null);
  /** That instance asked for a second factor: the code step is shown. */
  const [mfa, setMfa] = useState<PendingMfa | null>(null);
  const origin = originOfDomain(domain);
  const here = domain.trim() === '' || origin === window.location.origin;
  const askPassword = !here && origin !== null && passwordAt === origin;

  /** Another instance, not yet asked: how does it sign in? Its page now, or its password form. */
  const learn = async (at: string) => {
    const how = await dispatch(learnSignInAt(at));
    if (!how) return setError(t('accounts.unreachable'));
    if (how.method === 'password') return setPasswordAt(at);
    await dispatch(startAddWithCodeFlow(at, how.pkce)).catch((e: unknown) => {
      console.warn('Could not start the sign-in there', e);
      setError(t('accounts.add_failed'));
    });
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (here) return void dispatch(addAccountHere());
    if (!origin) return setError(t('accounts.bad_domain'));
    setBusy(true);
    if (!askPassword) return void learn(origin).finally(() => setBusy(false));
    const outcome = await dispatch(addAccountWithPassword(origin, username.trim(), password));
    setBusy(false);
    if (outcome.kind === 'added') return void dispatch(switchToAccount(outcome.key));
    if (outcome.kind === 'mfa') return setMfa(outcome.pending);
    setError(addOutcomeText(t, outcome));
  };

  const title = t('accounts.add_title');
  if (mfa) {
    return (
      <Modal open onClose={onClose} title={title} className="add-account">
        <AddAccountCode pending={mfa} onCancel={() => setMfa(null)} />
      </Modal>
    );
  }
  return (
    <Modal open onClose={onClose} title={title} className="add-account">
      <form className="add-account__form" onSubmit={(e) => void submit(e)}>
        <label>
          {t('accounts.domain')}
          <input type="text" value={domain} inputMode="url" autoComplete="off" spellCheck={false} dir="ltr" onChange={(e) => setDomain(e.target.value)} aria-describedby="add-account-hint" />
        </label>
        <p id="add-account-hint" className="faint">{t('accounts.domain_hint')}</p>
        {askPassword && (
          <>
            <label>
              {t('accounts.username')}
              <input type="text" value={username} autoComplete="username" required onChange={(e) => setUsername(e.target.value)} />
            </label>
            <label>
              {t('accounts.password')}
              <input type="password" value={password} autoComplete="current-password" required onChange={(e) => setPassword(e.target.value)} />
            </label>
          </>
        )}
        {error && (
          <p role="alert" className="add-account__error">
            {error}
          </p>
        )}
        <div className="add-account__buttons">
          <button type="button" className="btn" onClick={onClose}>
            {t('general.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {askPassword ? t('accounts.sign_in') : t('accounts.continue')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
