// The Quotes tab of the conversation page: the posts quoting this one, newest first, a page at a
// time ("Load more" while the server's Link header says there is more).
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppDispatch } from '../../store/hooks';
import { loadQuotes } from '../../store/quotesThunks';
import { Spinner } from '../../ui/Spinner';
import { StatusArticle } from '../status/StatusArticle';

interface State {
  ids: string[];
  next: string | null;
  loading: boolean;
  error: string | null;
  done: boolean;
}

export function QuotesList({ statusId }: { statusId: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [state, setState] = useState<State>({ ids: [], next: null, loading: true, error: null, done: false });

  const load = useCallback(
    async (maxId: string | null) => {
      setState((s) => ({ ...s, loading: true, error: null }));
      const r = await dispatch(loadQuotes(statusId, maxId));
      setState((s) =>
        r.ok
          ? { ids: maxId ? [...s.ids, ...r.value.ids.filter((id) => !s.ids.includes(id))] : r.value.ids, next: r.value.next, loading: false, error: null, done: r.value.next === null }
          : { ...s, loading: false, error: r.message },
      );
    },
    [dispatch, statusId],
  );
  useEffect(() => {
    void load(null);
  }, [load]);

  return (
    <div className="conversation-quotes">
      <div role="feed" aria-busy={state.loading} aria-label={t('quote.list')}>
        {state.ids.map((id, i) => (
          <StatusArticle key={id} id={id} posinset={i + 1} setsize={state.done ? state.ids.length : -1} />
        ))}
      </div>
      <div className="panel-footer conversation-footer">
        {state.loading && <Spinner label={t('general.loading')} />}
        {!state.loading && state.error !== null && (
          <p role="alert">
            {t('quote.list_error', { message: state.error })}{' '}
            <button type="button" className="btn" onClick={() => void load(state.next)}>{t('conversation.retry')}</button>
          </p>
        )}
        {!state.loading && state.error === null && state.done && state.ids.length === 0 && <p className="faint">{t('quote.none')}</p>}
        {!state.loading && state.error === null && !state.done && (
          <button type="button" className="btn" onClick={() => void load(state.next)}>{t('quote.more')}</button>
        )}
      </div>
    </div>
  );
}
