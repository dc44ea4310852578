// One of the mutes / blocks / domain blocks lists: paged, each row with its undo button.
import { useEffect } from 'react';
import { useStore } from 'react-redux';
import { useTranslation } from '../../../i18n/react';
import { ensureAccountListsSlice, selectAccountList } from '../../../store/accountListsSlice';
import { fetchList, undoListItem } from '../../../store/accountListsThunks';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectUserById } from '../../../store/usersSlice';
import type { AppStore } from '../../../store/index';
import { Spinner } from '../../../ui/Spinner';
import { BasicUserCard } from '../../user-card/BasicUserCard';

type ListName = 'mutes' | 'blocks' | 'domainBlocks';

const UNDO: Record<ListName, string> = { mutes: 'settings.unmute', blocks: 'settings.unblock', domainBlocks: 'settings.unblock_domain' };

function UndoButton({ list, item, name }: { list: ListName; item: string; name: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  return (
    <button type="button" className="btn" aria-label={`${t(UNDO[list])}: ${name}`} onClick={() => void dispatch(undoListItem(list, item))}>
      {t(UNDO[list])}
    </button>
  );
}

function UserRow({ list, id }: { list: ListName; id: string }) {
  const name = useAppSelector((s) => selectUserById(s, id)?.screen_name) ?? id;
  return <BasicUserCard userId={id} follow={false} actions={<UndoButton list={list} item={id} name={name} />} />;
}

export function AccountListView({ list }: { list: ListName }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const store = useStore() as AppStore;
  const state = useAppSelector((s) => selectAccountList(s, list));

  useEffect(() => {
    ensureAccountListsSlice(store);
    void dispatch(fetchList(list));
  }, [dispatch, store, list]);

  return (
    <div>
      {state.loading && !state.loaded && <Spinner label={t('general.loading')} />}
      {state.error && <p role="alert">{t('settings.list_error', { error: state.error })}</p>}
      {state.loaded && state.items.length === 0 && <p>{t('settings.list_empty')}</p>}
      <ul className="account-list">
        {state.items.map((item) => (
          <li key={item} className={list === 'domainBlocks' ? 'settings-option' : undefined}>
            {list === 'domainBlocks' ? (
              <>
                <span>{item}</span> <UndoButton list={list} item={item} name={item} />
              </>
            ) : (
              <UserRow list={list} id={item} />
            )}
          </li>
        ))}
      </ul>
      {state.maxId && (
        <button type="button" className="btn" disabled={state.loading} onClick={() => void dispatch(fetchList(list, { more: true }))}>
          {t('settings.load_more')}
        </button>
      )}
    </div>
  );
}
