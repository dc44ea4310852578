// Version: the client's own version and commit (baked in at build time) and the backend's.
import { useTranslation } from '../../../i18n/react';
import { CLIENT_COMMIT, CLIENT_VERSION } from '../../../lib/buildInfo';
import { useAppSelector } from '../../../store/hooks';
import { selectInstance } from '../../../store/instanceSlice';

export function AboutTab() {
  const { t } = useTranslation();
  const { backendVersion, softwareName } = useAppSelector(selectInstance);
  const backend = [softwareName, backendVersion].filter(Boolean).join(' ');
  return (
    <section className="settings-section">
      <h3>{t('settings.tabs.version')}</h3>
      <dl className="settings-versions">
        <dt>{t('about.backend_version')}</dt>
        <dd data-testid="backend-version">{backend || t('about.version_unknown')}</dd>
        <dt>{t('about.frontend_version')}</dt>
        <dd data-testid="frontend-version">{CLIENT_COMMIT ? `${CLIENT_VERSION} (${CLIENT_COMMIT})` : CLIENT_VERSION}</dd>
      </dl>
    </section>
  );
}
