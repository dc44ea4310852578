// "Act as another account": favourite, repeat or bookmark this post as another
// signed-in account. On another instance the post is found there first; what cannot be done is
// said in words and nothing is done. "Reply…" turns the dialog into the reply form posting as the
// chosen account (loaded then, so the status's menu in the first chunk does not grow).
import { Suspense, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import type { ActAsAction, Status } from '../../../entities/types';
import { accountHandle, accountKey } from '../../../store/accounts';
import { actAs, loadAccountList, otherAccounts } from '../../../store/accountsThunks';
import { useAppDispatch } from '../../../store/hooks';
import { Modal } from '../../../ui/Modal';
import { lazyChunk } from '../../../ui/lazyChunk';

const ReplyAsModal = lazyChunk(() => import('../../compose/ReplyAsModal'));

const ACTIONS: [ActAsAction, string][] = [
  ['favourite', 'accounts.favourite'],
  ['reblog', 'accounts.repeat'],
  ['bookmark', 'accounts.bookmark'],
];

export default function ActAsDialog({ status, onClose }: { status: Status; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [accounts] = useState(() => otherAccounts(loadAccountList()));
  const [chosen, setChosen] = useState(() => (accounts[0] ? accountKey(accounts[0]) : ''));
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [replyAs, setReplyAs] = useState<string | null>(null);
  const handleOf = (key: string) => {
    const a = accounts.find((x) => accountKey(x) === key);
    return a ? accountHandle(a) : '';
  };

  const run = async (action: ActAsAction) => {
    setBusy(true);
    setResult(null);
    const outcome = await dispatch(actAs(chosen, status, action));
    setBusy(false);
    setResult(outcome.kind === 'done' ? { ok: true, text: t('accounts.done', { acct: handleOf(chosen) }) } : { ok: false, text: t(outcome.messageKey) });
  };

  if (replyAs) {
    return (
      <Suspense fallback={null}>
        <ReplyAsModal status={status} author={replyAs} onClose={onClose} />
      </Suspense>
    );
  }
  return (
    <Modal open onClose={onClose} title={t('accounts.act_as_title')} className="act-as">
      <div className="add-account__form">
        <label>
          {t('accounts.as_account')}
          <select value={chosen} onChange={(e) => setChosen(e.target.value)}>
            {accounts.map((a) => (
              <option key={accountKey(a)} value={accountKey(a)}>
                {handleOf(accountKey(a))}
              </option>
            ))}
          </select>
        </label>
        <div className="add-account__buttons">
          {ACTIONS.map(([action, label]) => (
            <button key={action} type="button" className="btn" disabled={busy || !chosen} onClick={() => void run(action)}>
              {t(label)}
            </button>
          ))}
          <button type="button" className="btn" disabled={busy || !chosen} onClick={() => setReplyAs(chosen)}>
            {t('accounts.reply_as')}
          </button>
        </div>
        {result && (
          <p role={result.ok ? 'status' : 'alert'} className={result.ok ? undefined : 'add-account__error'}>
            {result.text}
          </p>
        )}
      </div>
    </Modal>
  );
}
