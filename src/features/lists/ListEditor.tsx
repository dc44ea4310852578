// Editing one list: its options where the server has them (exclusive, replies policy:
// read from the list entity, so never on Pleroma), its members with Remove, and a search of the
// accounts one follows with Add.
import { useEffect, useId, useState } from 'react';
import type { RepliesPolicy, UserList } from '../../entities/list';
import { useTranslation } from '../../i18n/react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectUserById } from '../../store/usersSlice';
import { selectListMembers } from '../../store/listsSlice';
import { loadListMembers, saveList, searchFollowedAccounts, setListMember } from '../../store/listsThunks';
import { Modal } from '../../ui/Modal';
import { BasicUserCard } from '../user-card/BasicUserCard';

const POLICIES: RepliesPolicy[] = ['followed', 'list', 'none'];
const SEARCH_DEBOUNCE_MS = 300;

function MemberButton({ listId, userId, member }: { listId: string; userId: string; member: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const name = useAppSelector((s) => selectUserById(s, userId)?.screen_name) ?? userId;
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    await dispatch(setListMember(listId, userId, !member));
    setBusy(false);
  };
  return (
    <button type="button" className="btn" disabled={busy} aria-label={t(member ? 'lists.remove_user' : 'lists.add_user', { name })} onClick={() => void run()}>
      {t(member ? 'lists.remove' : 'lists.add')}
    </button>
  );
}

function ListOptions({ list }: { list: UserList }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const policyId = useId();
  if (list.exclusive === null && list.repliesPolicy === null) return null;
  return (
    <div className="list-editor__options">
      {list.exclusive !== null && (
        <label>
          <input type="checkbox" checked={list.exclusive} onChange={(e) => void dispatch(saveList(list.id, { exclusive: e.target.checked }))} />{' '}
          {t('lists.exclusive')}
        </label>
      )}
      {list.repliesPolicy !== null && (
        <label htmlFor={policyId}>
          {t('lists.replies_policy')}{' '}
          <select
            id={policyId}
            value={list.repliesPolicy}
            onChange={(e) => void dispatch(saveList(list.id, { replies_policy: e.target.value as RepliesPolicy }))}
          >
            {POLICIES.map((p) => (
              <option key={p} value={p}>
                {t(`lists.replies_${p}`)}
              </option>
            ))}
          </select>
        </label>
      )}
    </div>
  );
}

export function ListEditor({ list, onClose }: { list: UserList; onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const members = useAppSelector((s) => selectListMembers(s, list.id));
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<string[]>([]);

  useEffect(() => {
    void dispatch(loadListMembers(list.id));
  }, [dispatch, list.id]);

  useEffect(() => {
    const q = query.trim();
    if (!q) return;
    const abort = new AbortController();
    const timer = setTimeout(() => {
      dispatch(searchFollowedAccounts(q, abort.signal)).then(setFound, () => undefined);
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [dispatch, query]);

  const memberSet = new Set(members.ids);
  return (
    <Modal open onClose={onClose} title={t('lists.edit_title', { title: list.title })}>
      <ListOptions list={list} />
      <div className="list-editor__search">
        <input
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          aria-label={t('lists.search_following')}
          placeholder={t('lists.search_following')}
        />
        {query.trim() && (
          <ul className="list-editor__members" aria-label={t('lists.search_results')}>
            {found.map((id) => (
              <li key={id}>
                <BasicUserCard userId={id} follow={false} actions={<MemberButton listId={list.id} userId={id} member={memberSet.has(id)} />} />
              </li>
            ))}
          </ul>
        )}
      </div>
      <h3>{t('lists.members')}</h3>
      {members.loaded && members.ids.length === 0 && <p>{t('lists.no_members')}</p>}
      <ul className="list-editor__members" aria-label={t('lists.members')}>
        {members.ids.map((id) => (
          <li key={id}>
            <BasicUserCard userId={id} follow={false} actions={<MemberButton listId={list.id} userId={id} member />} />
          </li>
        ))}
      </ul>
      {members.maxId && (
        <button type="button" className="btn" disabled={members.loading} onClick={() => void dispatch(loadListMembers(list.id, { more: true }))}>
          {t('lists.load_more')}
        </button>
      )}
    </Modal>
  );
}
