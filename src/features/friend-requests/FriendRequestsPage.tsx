// Follow requests to a locked account: approve or deny each.
// The list is kept fresh by the shell's poller; this page also fetches on open.
import { useEffect, useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { useStore } from 'react-redux';
import { ensureAccountListsSlice, selectAccountList } from '../../store/accountListsSlice';
import { fetchList } from '../../store/accountListsThunks';
import { answerRequest, refreshFollowRequests } from '../../store/followRequestsThunks';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectUserById } from '../../store/usersSlice';
import type { AppStore } from '../../store/index';
import { Spinner } from '../../ui/Spinner';
import { BasicUserCard } from '../user-card/BasicUserCard';
import '../search/SearchPage.css';

export default function FriendRequestsPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const store = useStore() as AppStore;
  const titleId = useId();
  const list = useAppSelector((s) => selectAccountList(s, 'followRequests'));

  useEffect(() => {
    ensureAccountListsSlice(store);
    void dispatch(refreshFollowRequests());
  }, [dispatch, store]);

  return (
    <section className="panel friend-requests" aria-labelledby={titleId}>
      <div className="panel-heading">
        <h2 id={titleId}>{t('nav.friend_requests')}</h2>
      </div>
      {list.loading && !list.loaded && (
        <p className="search-page__message">
          <Spinner label={t('general.loading')} />
        </p>
      )}
      {list.error && (
        <p className="search-page__message" role="alert">
          {t('friend_requests.error', { error: list.error })}
        </p>
      )}
      {list.loaded && list.items.length === 0 && <p className="search-page__message">{t('friend_requests.empty')}</p>}
      <ul className="account-list">
        {list.items.map((id) => (
          <li key={id}>
            <BasicUserCard userId={id} follow={false} actions={<RequestAnswers userId={id} />} />
          </li>
        ))}
      </ul>
      {list.maxId && (
        <div className="panel-footer">
          <button type="button" className="btn" disabled={list.loading} onClick={() => void dispatch(fetchList('followRequests', { more: true }))}>
            {t('friend_requests.load_more')}
          </button>
        </div>
      )}
    </section>
  );
}

/** Approve and deny, named after the account they answer. */
function RequestAnswers({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const name = useAppSelector((s) => selectUserById(s, userId)?.screen_name) ?? userId;
  return (
    <>
      <button
        type="button"
        className="btn btn-primary"
        aria-label={t('friend_requests.approve_user', { name })}
        onClick={() => void dispatch(answerRequest(userId, 'authorize'))}
      >
        {t('friend_requests.approve')}
      </button>
      <button
        type="button"
        className="btn"
        aria-label={t('friend_requests.deny_user', { name })}
        onClick={() => void dispatch(answerRequest(userId, 'reject'))}
      >
        {t('friend_requests.deny')}
      </button>
    </>
  );
}
