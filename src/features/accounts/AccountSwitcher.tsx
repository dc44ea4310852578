// The account switcher: every signed-in account with its avatar, handle and unread
// count; one click (or Alt+1…9, in list order) switches; add an account; sign out of one or all.
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { accountKey, type StoredAccount } from '../../store/accounts';
import { signOutAccount, signOutAll, switchToAccount } from '../../store/accountsThunks';
import { useAppDispatch } from '../../store/hooks';
import { IconButton } from '../../ui/IconButton';
import { lazyChunk } from '../../ui/lazyChunk';
import { useAccountList } from './useAccountList';
import './AccountSwitcher.css';

const AddAccountDialog = lazyChunk(() => import('./AddAccountDialog'));

/** Alt+digit: the digit's account (1 = the first in the list). */
export function accountIndexOfKey(e: KeyboardEvent): number | null {
  if (!e.altKey || e.ctrlKey || e.metaKey) return null;
  // In text, Alt+digit types a character on some layouts (macOS): it is text, not a switch.
  const t = e.target;
  if (t instanceof HTMLElement && (t.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(t.tagName))) return null;
  const m = /^Digit([1-9])$/.exec(e.code);
  return m ? Number(m[1]) - 1 : null;
}

export default function AccountSwitcher({ onChosen }: { onChosen?: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { list, unread, refresh } = useAccountList();
  /** The add dialog, open with this domain ('' = this instance), or closed (null). */
  const [adding, setAdding] = useState<string | null>(null);
  const switchTo = (a: StoredAccount) => {
    onChosen?.();
    void dispatch(switchToAccount(accountKey(a)));
  };

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const i = accountIndexOfKey(e);
      const target = i === null ? undefined : list.accounts[i];
      if (!target) return;
      e.preventDefault();
      void dispatch(switchToAccount(accountKey(target)));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch, list]);

  const handle = (a: StoredAccount) => `@${a.acct || new URL(a.origin).host}`;
  return (
    <section className="panel account-switcher" aria-label={t('accounts.title')}>
      <ul className="account-switcher__list">
        {list.accounts.map((a, i) => {
          const key = accountKey(a);
          const active = key === list.active;
          const count = unread[key];
          const again = a.signInAgain || count === 'signInAgain';
          return (
            <li key={key} className="account-switcher__item" data-active={active || undefined}>
              <button
                type="button"
                className="account-switcher__account"
                aria-current={active ? 'true' : undefined}
                aria-keyshortcuts={i < 9 ? `Alt+${i + 1}` : undefined}
                disabled={active}
                // A refused token would only be refused again: its instance's sign-in instead.
                onClick={() => (again ? setAdding(a.origin === window.location.origin ? '' : a.origin) : switchTo(a))}
              >
                {a.avatar ? <img className="account-switcher__avatar" src={a.avatar} alt="" width={28} height={28} /> : <span className="account-switcher__avatar" />}
                <span className="account-switcher__handle" dir="ltr">{handle(a)}</span>
                {again ? (
                  <span className="account-switcher__again">{t('accounts.sign_in_again')}</span>
                ) : (
                  typeof count === 'number' &&
                  count > 0 && (
                    <span className="badge account-switcher__unread" aria-label={t('accounts.unread', { count })}>
                      {count}
                    </span>
                  )
                )}
              </button>
              <IconButton label={t('accounts.sign_out_of', { acct: handle(a) })} icon="close" onClick={() => void dispatch(signOutAccount(key)).then(refresh)} />
            </li>
          );
        })}
      </ul>
      <div className="account-switcher__actions">
        <button type="button" className="btn" onClick={() => setAdding('')}>
          {t('accounts.add')}
        </button>
        {list.accounts.length > 1 && (
          <button type="button" className="btn" onClick={() => void dispatch(signOutAll())}>
            {t('accounts.sign_out_all')}
          </button>
        )}
      </div>
      {adding !== null && (
        <Suspense fallback={null}>
          <AddAccountDialog domain={adding} onClose={() => setAdding(null)} />
        </Suspense>
      )}
    </section>
  );
}
