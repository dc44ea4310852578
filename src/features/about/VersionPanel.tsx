import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { CLIENT_COMMIT, CLIENT_VERSION } from '../../lib/buildInfo';
import { useAppSelector } from '../../store/hooks';
import { selectInstance } from '../../store/instanceSlice';

/** Backend and front-end versions, for bug reports. */
export function VersionPanel() {
  const { t } = useTranslation();
  const { backendVersion, softwareName } = useAppSelector(selectInstance);
  const headingId = useId();
  const unknown = t('about.version_unknown');
  const backend = [softwareName, backendVersion].filter(Boolean).join(' ');
  return (
    <section className="panel" aria-labelledby={headingId}>
      <div className="panel-heading">
        <h2 id={headingId}>{t('about.version')}</h2>
      </div>
      <dl className="panel-body about-page__versions">
        <dt>{t('about.backend_version')}</dt>
        <dd>{backend || unknown}</dd>
        <dt>{t('about.frontend_version')}</dt>
        <dd>{CLIENT_COMMIT ? `${CLIENT_VERSION} (${CLIENT_COMMIT})` : CLIENT_VERSION}</dd>
      </dl>
    </section>
  );
}
