// The catch-all route: say the address leads nowhere and offer the way home.
import { useLocation } from 'react-router';
import { Link } from '../../ui/Link';
import { useTranslation } from '../../i18n/react';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <section className="panel not-found" aria-labelledby="not-found-heading">
      <div className="panel-heading">
        <h2 id="not-found-heading">{t('routes.not_found')}</h2>
      </div>
      <div className="panel-body">
        <p>{t('not_found.explanation', { path: pathname })}</p>
        <p>
          <Link to="/" className="btn">
            {t('not_found.home')}
          </Link>
        </p>
      </div>
    </section>
  );
}
