// Followers / followees of a profile: pages of 20 by max_id, each row a basic user card
// with a follow button; a failed load-more offers a retry.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppDispatch } from '../../store/hooks';
import { fetchFollowPage } from '../../store/profileThunks';
import { Spinner } from '../../ui/Spinner';
import { BasicUserCard } from '../user-card/BasicUserCard';

interface ListState {
  ids: string[];
  maxId: string | null;
  done: boolean;
  loading: boolean;
  failed: boolean;
}

const START: ListState = { ids: [], maxId: null, done: false, loading: false, failed: false };

export function FollowList({ userId, kind, label }: { userId: string; kind: 'following' | 'followers'; label: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [state, setState] = useState<ListState>(START);

  const load = useCallback(
    (from: ListState) => {
      setState({ ...from, loading: true, failed: false });
      dispatch(fetchFollowPage(userId, kind, from.maxId))
        .then((page) => {
          const seen = new Set(from.ids);
          setState({
            ids: [...from.ids, ...page.ids.filter((id) => !seen.has(id))],
            maxId: page.maxId,
            done: page.ids.length === 0 || page.maxId === null,
            loading: false,
            failed: false,
          });
        })
        .catch(() => setState({ ...from, loading: false, failed: true }));
    },
    [dispatch, userId, kind],
  );

  // A new user or list starts over.
  useEffect(() => {
    load(START);
  }, [load]);

  return (
    <div className="follow-list">
      {state.ids.length > 0 && (
        <ul className="follow-list__items" aria-label={label}>
          {state.ids.map((id) => (
            <li key={id}>
              <BasicUserCard userId={id} />
            </li>
          ))}
        </ul>
      )}
      <div className="panel-footer follow-list__footer">
        {state.loading ? (
          <Spinner label={t('general.loading')} />
        ) : state.failed ? (
          <p role="alert">
            {t('general.generic_error')}{' '}
            <button type="button" className="btn" onClick={() => load(state)}>
              {t('general.error_retry')}
            </button>
          </p>
        ) : state.done ? (
          <p className="faint">{t(state.ids.length === 0 ? 'user_profile.no_users' : 'user_profile.no_more_users')}</p>
        ) : (
          <button type="button" className="btn" onClick={() => load(state)}>
            {t('user_profile.load_more')}
          </button>
        )}
      </div>
    </div>
  );
}
