// The who-to-follow page /who-to-follow: every suggestion the server gives.
import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { Spinner } from '../../ui/Spinner';
import { BasicUserCard } from '../user-card/BasicUserCard';
import { useSuggestions } from './useSuggestions';
import '../search/SearchPage.css';

export default function WhoToFollowPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const [load, retry] = useSuggestions();
  return (
    <section className="panel who-to-follow" aria-labelledby={titleId}>
      <div className="panel-heading">
        <h2 id={titleId}>{t('who_to_follow.title')}</h2>
      </div>
      {load.phase === 'loading' && (
        <p className="search-page__message">
          <Spinner label={t('who_to_follow.loading')} />
        </p>
      )}
      {load.phase === 'error' && (
        <div className="search-page__message" role="alert">
          <p>{t('who_to_follow.error')}</p>
          <button type="button" className="btn" onClick={retry}>
            {t('search.retry')}
          </button>
        </div>
      )}
      {load.phase === 'done' && load.ids.length === 0 && <p className="search-page__message">{t('who_to_follow.empty')}</p>}
      {load.phase === 'done' && load.ids.length > 0 && (
        <ul className="account-list">
          {load.ids.map((id) => (
            <li key={id}>
              <BasicUserCard userId={id} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
