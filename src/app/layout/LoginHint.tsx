import { useTranslation } from '../../i18n/react';
import { useMatch } from 'react-router';
import { Link } from '../../ui/Link';

/** A sign-in link at the top of main for visitors on mobile (the sidebar form is not there). */
export function LoginHint() {
  const { t } = useTranslation();
  const onLogin = useMatch('/login');
  if (onLogin) return null;
  return (
    <p className="panel login-hint">
      <Link to="/login">{t('shell.login_hint')}</Link>
    </p>
  );
}
