// /registration and /registration/{token}: the form beside the terms of service, or
// the pending-approval / check-your-email message once the server has the account.
import { useParams } from 'react-router';
import { getLanguage } from '../../i18n/core';
import { useTranslation } from '../../i18n/react';
import { useAppSelector } from '../../store/hooks';
import { selectInstance } from '../../store/instanceSlice';
import { SafeHtml } from '../../ui/SafeHtml';
import { RegistrationForm } from './RegistrationForm';
import { useCaptcha } from './useCaptcha';
import { useRegistration } from './useRegistration';
import './Registration.css';

const LEADING_HEADING = /^\s*<h[1-6][\s>]/i;
const startsWithHeading = (html: string) => LEADING_HEADING.test(html);

export default function RegistrationPage() {
  const { t } = useTranslation();
  const { token } = useParams();
  const instance = useAppSelector(selectInstance);
  const needs = { emailRequired: instance.accountActivationRequired, reasonRequired: instance.accountApprovalRequired };
  const captcha = useCaptcha(instance.pleromaBackend);
  const registration = useRegistration({ ...needs, locale: getLanguage(), token }, () => void captcha.reload());

  const done = registration.state === 'awaiting_approval' || registration.state === 'check_email';
  return (
    <section className="panel registration" aria-labelledby="registration-heading">
      <div className="panel-heading">
        <h2 id="registration-heading">{t('registration.registration')}</h2>
      </div>
      <div className="panel-body registration__body">
        {done ? (
          <p role="status" className="registration__done">
            {registration.state === 'awaiting_approval' ? t('registration.awaiting_approval') : t('registration.check_email')}
          </p>
        ) : (
          <>
            <RegistrationForm
              needs={needs}
              busy={registration.state === 'pending'}
              serverErrors={registration.errors}
              captcha={captcha}
              onDismissErrors={registration.dismissErrors}
              onSubmit={(form) => void registration.submit(form, captcha.captcha)}
            />
            {instance.tos && instance.tos.trim() && (
              // Pleroma's terms start with their own heading: then ours would say it twice.
              <aside className="registration__terms" aria-label={t('registration.terms')}>
                {!startsWithHeading(instance.tos) && <h3>{t('registration.terms')}</h3>}
                <SafeHtml as="div" html={instance.tos} />
              </aside>
            )}
          </>
        )}
      </div>
    </section>
  );
}
