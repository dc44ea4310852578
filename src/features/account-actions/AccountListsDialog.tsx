// "Add to / remove from lists" of a profile's menu: the user's lists, each a checkbox
// that adds the account to it or takes it off (after the server's ok).
import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import type { User } from '../../entities/types';
import { useTranslation } from '../../i18n/react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { AppStore } from '../../store/index';
import { selectLists } from '../../store/listsSelectors';
import { ensureListsSlice, selectAccountListIds, selectListsState } from '../../store/listsSlice';
import { loadAccountLists, loadLists, setListMember } from '../../store/listsThunks';
import { Modal } from '../../ui/Modal';
import { Spinner } from '../../ui/Spinner';

export default function AccountListsDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const store = useStore() as AppStore;
  const lists = useAppSelector(selectLists);
  const state = useAppSelector(selectListsState);
  const held = useAppSelector((s) => selectAccountListIds(s, user.id));
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    ensureListsSlice(store);
    void dispatch(loadLists());
    void dispatch(loadAccountLists(user.id));
  }, [dispatch, store, user.id]);

  const toggle = async (listId: string, member: boolean) => {
    setBusy(listId);
    await dispatch(setListMember(listId, user.id, member));
    setBusy(null);
  };
  const ready = state?.loaded && held !== null;
  return (
    <Modal open onClose={onClose} title={t('lists.manage_title', { name: user.screen_name_ui || user.screen_name })}>
      {!ready && <Spinner label={t('general.loading')} />}
      {ready && lists.length === 0 && <p>{t('lists.empty')}</p>}
      {ready && (
        <ul className="account-lists-dialog">
          {lists.map((l) => (
            <li key={l.id}>
              <label>
                <input type="checkbox" checked={held.includes(l.id)} disabled={busy === l.id} onChange={(e) => void toggle(l.id, e.target.checked)} />{' '}
                {l.title}
              </label>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
