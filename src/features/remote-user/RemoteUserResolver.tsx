// Remote-user routes: resolve the account, then replace the route with its profile.
// An account the server does not know is 'Not found.'; any other failure 'Error fetching user'.
import { useEffect, useState } from 'react';
import { ApiError } from '../../entities/apiError';
import { useTranslation } from '../../i18n/react';
import { useNavigate, useParams } from 'react-router';
import { userProfilePath } from '../../ui/links';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectInstance } from '../../store/instanceSlice';
import { fetchUser } from '../../store/usersThunks';

/** '@alice@example.com' | 'alice@example.com' | host + name params → 'alice@example.com'. */
export function acctFromParams(params: { acct?: string; hostname?: string; username?: string }): string {
  if (params.acct) return params.acct.replace(/^@/, '');
  return `${params.username ?? ''}@${params.hostname ?? ''}`;
}

export default function RemoteUserResolver() {
  const { t } = useTranslation();
  const params = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { restrictedNicknames } = useAppSelector(selectInstance);
  const acct = acctFromParams(params);
  const [failed, setFailed] = useState<'not_found' | 'error' | null>(null);

  useEffect(() => {
    let cancelled = false;
    setFailed(null);
    dispatch(fetchUser(acct))
      .then((id) => {
        if (!cancelled) navigate(userProfilePath({ id, screen_name: acct }, restrictedNicknames), { replace: true });
      })
      .catch((e: unknown) => {
        // The thunk's own 'Not found.' (an answer without an account) is no ApiError.
        const unknown = !(e instanceof ApiError) || e.status === 404;
        if (!cancelled) setFailed(unknown ? 'not_found' : 'error');
      });
    return () => {
      cancelled = true;
    };
  }, [acct, dispatch, navigate, restrictedNicknames]);

  return (
    <section className="panel placeholder" aria-labelledby="remote-user-heading">
      <div className="panel-heading">
        <h2 id="remote-user-heading">{t('routes.remote_user_resolver')}</h2>
      </div>
      <p className="panel-body" role={failed ? 'alert' : 'status'}>
        {failed === 'not_found' && t('routes.remote_user_not_found')}
        {failed === 'error' && t('routes.remote_user_error')}
        {!failed && t('routes.remote_user_searching', { acct })}
      </p>
    </section>
  );
}
