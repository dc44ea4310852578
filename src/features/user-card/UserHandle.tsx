// @handle with screen_name_ui: an internationalized domain is shown decoded, with a
// globe before it and the ASCII form as its tooltip, so look-alike domains can be told apart.
import type { User } from '../../entities/types';
import { useTranslation } from '../../i18n/react';
import { Icon } from '../../ui/Icon';

export function UserHandle({ user, className }: { user: Pick<User, 'screen_name' | 'screen_name_ui'>; className?: string }) {
  const { t } = useTranslation();
  const ui = user.screen_name_ui || user.screen_name;
  const at = ui.indexOf('@');
  const asciiDomain = user.screen_name.includes('@') ? user.screen_name.slice(user.screen_name.indexOf('@') + 1) : '';
  const idn = /(^|\.)xn--/i.test(asciiDomain);
  const classes = className ? `handle ${className}` : 'handle';
  if (!idn || at < 0) return <span className={classes} dir="ltr">@{ui}</span>;
  return (
    <span className={classes} dir="ltr">
      @{ui.slice(0, at)}@
      <span className="user-handle__idn" title={asciiDomain}>
        <Icon name="globe" size={14} />
        {ui.slice(at + 1)}
        <span className="visually-hidden"> ({t('user_card.idn_domain', { domain: asciiDomain })})</span>
      </span>
    </span>
  );
}
