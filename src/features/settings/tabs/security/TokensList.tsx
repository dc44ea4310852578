// The user's OAuth tokens: app name, valid until, revoke.
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../i18n/react';
import type { OAuthTokenEntry } from '../../../../entities/accountSecurity';
import { loadOAuthTokens, revokeOAuthToken } from '../../../../store/accountSettingsThunks';
import { useAppDispatch } from '../../../../store/hooks';
import { Spinner } from '../../../../ui/Spinner';

export function TokensList() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const [tokens, setTokens] = useState<OAuthTokenEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void dispatch(loadOAuthTokens()).then((o) => {
      if (!live) return;
      if (o.ok) setTokens(o.value);
      else setError(o.message);
    });
    return () => {
      live = false;
    };
  }, [dispatch]);

  const revoke = async (id: string) => {
    const outcome = await dispatch(revokeOAuthToken(id));
    if (outcome.ok) setTokens((list) => list?.filter((x) => x.id !== id) ?? null);
    else setError(outcome.message);
  };

  return (
    <section className="settings-section">
      <h3>{t('settings.oauth_tokens')}</h3>
      {error !== null && (
        <p role="alert" className="settings-error">
          {t('settings.oauth_tokens_error')} {error}
        </p>
      )}
      {tokens === null && error === null && <Spinner label={t('general.loading')} />}
      {tokens && (
        <table className="settings-tokens">
          <thead>
            <tr>
              <th scope="col">{t('settings.app_name')}</th>
              <th scope="col">{t('settings.valid_until')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('settings.revoke_token')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {tokens.map((token) => (
              <tr key={token.id} data-token-id={token.id}>
                <td>{token.appName}</td>
                <td>{token.validUntil ? new Date(token.validUntil).toLocaleDateString(i18n.locale) : ''}</td>
                <td>
                  <button type="button" className="btn" aria-label={`${t('settings.revoke_token')}: ${token.appName}`} onClick={() => void revoke(token.id)}>
                    {t('settings.revoke_token')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
