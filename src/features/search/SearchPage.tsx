// The search page /search?query=…: statuses, people and hashtags tabs with
// counts; the first non-empty tab opens; an empty tab says so; an empty query does nothing.
import { useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { searchPath } from '../../ui/links';
import { useTranslation } from '../../i18n/react';
import { useAppDispatch } from '../../store/hooks';
import { defaultSearchTab, runSearch, SEARCH_TABS, type SearchResult, type SearchTab } from '../../store/searchThunks';
import { Spinner } from '../../ui/Spinner';
import { Tabs } from '../../ui/Tabs';
import { BasicUserCard } from '../user-card/BasicUserCard';
import { HashtagRow } from './HashtagRow';
import { StatusArticle } from '../status/StatusArticle';
import { useKeepReferenced } from '../../store/useKeepReferenced';
import './SearchPage.css';

type Load =
  | { phase: 'idle' }
  | { phase: 'loading'; query: string }
  | { phase: 'error'; query: string }
  | { phase: 'done'; query: string; result: SearchResult };

const NONE: string[] = [];

export default function SearchPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const query = (params.get('query') ?? '').trim();
  const titleId = useId();
  const inputId = useId();
  const [draft, setDraft] = useState(query);
  const [load, setLoad] = useState<Load>({ phase: 'idle' });
  const [tab, setTab] = useState<SearchTab>('statuses');
  const [attempt, setAttempt] = useState(0);

  // The input follows the route's query (adjusting state during render, not in an effect).
  const [seenQuery, setSeenQuery] = useState(query);
  if (seenQuery !== query) {
    setSeenQuery(query);
    setDraft(query);
  }

  useEffect(() => {
    if (!query) return;
    let live = true;
    setLoad({ phase: 'loading', query });
    dispatch(runSearch(query)).then(
      (result) => {
        if (!live || !result) return;
        setTab(defaultSearchTab(result));
        setLoad({ phase: 'done', query, result });
      },
      () => live && setLoad({ phase: 'error', query }),
    );
    return () => {
      live = false;
    };
  }, [query, attempt, dispatch]);

  const result = load.phase === 'done' ? load.result : null;
  useKeepReferenced(result?.statusIds ?? NONE, result?.accountIds ?? NONE);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = draft.trim();
    if (!q) return; // an empty query does nothing
    if (q === query) setAttempt((n) => n + 1);
    else navigate(searchPath(q));
  };

  const tabs = useMemo(() => {
    if (!result) return [];
    const counts: Record<SearchTab, number> = {
      statuses: result.statusIds.length,
      people: result.accountIds.length,
      hashtags: result.hashtags.length,
    };
    return SEARCH_TABS.map((id) => ({ id, label: t(`search.${id}`), count: counts[id] }));
  }, [result, t]);

  return (
    <section className="panel search-page" aria-labelledby={titleId}>
      <div className="panel-heading">
        <h2 id={titleId}>{t('nav.search')}</h2>
      </div>
      <form className="search-page__form" onSubmit={submit} role="search">
        <label htmlFor={inputId} className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          id={inputId}
          type="search"
          value={draft}
          placeholder={t('search.placeholder')}
          onChange={(e) => setDraft(e.target.value)}
        />
        <button type="submit" className="btn">
          {t('search.submit')}
        </button>
      </form>
      {load.phase === 'loading' && (
        <p className="search-page__message">
          <Spinner label={t('general.loading')} />
        </p>
      )}
      {load.phase === 'error' && (
        <div className="search-page__message" role="alert">
          <p>{t('search.error')}</p>
          <button type="button" className="btn" onClick={() => setAttempt((n) => n + 1)}>
            {t('search.retry')}
          </button>
        </div>
      )}
      {result && query && (
        <Tabs tabs={tabs} active={tab} onChange={(id) => setTab(id as SearchTab)} label={t('search.results')}>
          <SearchTabContent tab={tab} result={result} />
        </Tabs>
      )}
    </section>
  );
}

function SearchTabContent({ tab, result }: { tab: SearchTab; result: SearchResult }) {
  const { t } = useTranslation();
  const empty = <h3 className="search-page__empty">{t('search.no_results')}</h3>;
  if (tab === 'statuses') {
    if (!result.statusIds.length) return empty;
    return (
      <div role="feed" aria-label={t('search.statuses')}>
        {result.statusIds.map((id, i) => (
          <StatusArticle key={id} id={id} posinset={i + 1} setsize={result.statusIds.length} />
        ))}
      </div>
    );
  }
  if (tab === 'people') {
    if (!result.accountIds.length) return empty;
    return (
      <ul className="account-list" aria-label={t('search.people')}>
        {result.accountIds.map((id) => (
          <li key={id}>
            <BasicUserCard userId={id} />
          </li>
        ))}
      </ul>
    );
  }
  if (!result.hashtags.length) return empty;
  return (
    <ul className="account-list" aria-label={t('search.hashtags')}>
      {result.hashtags.map((tag) => (
        <HashtagRow key={tag.name} tag={tag} />
      ))}
    </ul>
  );
}
