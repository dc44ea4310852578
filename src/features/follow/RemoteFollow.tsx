// Remote follow for visitors on a local profile: a plain form POST
// to the instance's subscribe page, which asks for the visitor's own account and sends them home.
import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { instancePageUrl } from '../../store/instancePages';

/** Pleroma's remote-follow (OStatus subscribe) page. */
const REMOTE_FOLLOW_PATH = '/main/ostatus';

export function RemoteFollow({ screenName }: { screenName: string }) {
  const { t } = useTranslation();
  const inputId = useId();
  return (
    <form className="remote-follow" method="POST" action={instancePageUrl(REMOTE_FOLLOW_PATH)}>
      <input type="hidden" name="nickname" value={screenName} />
      <label htmlFor={inputId}>{t('user_card.remote_follow_account')}</label>
      <input id={inputId} name="profile" type="text" className="input" placeholder="user@example.com" autoComplete="off" />
      <button type="submit" className="btn btn-primary">
        {t('user_card.remote_follow')}
      </button>
    </form>
  );
}
