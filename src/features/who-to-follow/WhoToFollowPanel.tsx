// The sidebar's who-to-follow panel: three suggestions, 'Loading...' until they come.
import { useId } from 'react';
import { Link } from '../../ui/Link';
import { useTranslation } from '../../i18n/react';
import { BasicUserCard } from '../user-card/BasicUserCard';
import { useSuggestions } from './useSuggestions';
import '../search/SearchPage.css';

const PANEL_ENTRIES = 3;

export default function WhoToFollowPanel() {
  const { t } = useTranslation();
  const titleId = useId();
  const [load] = useSuggestions();
  const ids = load.phase === 'done' ? load.ids.slice(0, PANEL_ENTRIES) : [];
  return (
    <section className="panel who-to-follow-panel" aria-labelledby={titleId}>
      <div className="panel-heading">
        <h2 id={titleId}>{t('who_to_follow.title')}</h2>
      </div>
      <ul className="account-list" aria-busy={load.phase === 'loading'}>
        {load.phase === 'loading' &&
          Array.from({ length: PANEL_ENTRIES }, (_, i) => (
            <li key={i} className="basic-user-card">
              {t('who_to_follow.loading')}
            </li>
          ))}
        {ids.map((id) => (
          <li key={id}>
            <BasicUserCard userId={id} />
          </li>
        ))}
      </ul>
      {load.phase === 'done' && ids.length === 0 && <p className="search-page__message">{t('who_to_follow.empty')}</p>}
      {load.phase === 'error' && <p className="search-page__message">{t('who_to_follow.error')}</p>}
      <div className="panel-footer">
        <Link to="/who-to-follow">{t('who_to_follow.more')}</Link>
      </div>
    </section>
  );
}
