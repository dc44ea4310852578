import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppSelector } from '../../store/hooks';
import { selectInstance } from '../../store/instanceSlice';
import { SafeHtml } from '../../ui/SafeHtml';

/** The instance's terms of service (sanitized at boot); nothing when the instance has none. */
export function TermsOfServicePanel() {
  const { t } = useTranslation();
  const { tos } = useAppSelector(selectInstance);
  const headingId = useId();
  if (!tos || !tos.trim()) return null;
  return (
    <section className="panel" aria-labelledby={headingId}>
      <div className="panel-heading">
        <h2 id={headingId}>{t('about.terms')}</h2>
      </div>
      <SafeHtml className="panel-body about-page__tos" html={tos} />
    </section>
  );
}
