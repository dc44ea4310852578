// The line above the shouts that says what the shoutbox can do now: why it cannot be used
// (sign in, none on this server, the channel refused us: with a retry), that it is connecting,
// or that no one has shouted yet. A status region, so a change is announced.
import { Link } from '../../ui/Link';
import { useTranslation } from '../../i18n/react';
import { selectCurrentUser } from '../../store/authSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { startShout } from '../../store/shoutThunks';
import type { ShoutAvailability } from './shoutAvailability';

export function ShoutNote({ availability, empty }: { availability: ShoutAvailability; empty: boolean }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const token = useAppSelector((s) => selectCurrentUser(s)?.token ?? null);
  if (availability === 'joined' && !empty) return null;
  return (
    <p className="shoutbox__note" role="status">
      {availability === 'sign_in' && <Link to="/login">{t('shoutbox.sign_in_needed')}</Link>}
      {availability === 'none' && t('shoutbox.unavailable')}
      {availability === 'connecting' && t('shoutbox.connecting')}
      {availability === 'joined' && t('shoutbox.empty')}
      {availability === 'failed' && (
        <>
          {t('shoutbox.join_failed')}{' '}
          {token && (
            <button type="button" className="btn" onClick={() => dispatch(startShout(token))}>
              {t('shoutbox.retry')}
            </button>
          )}
        </>
      )}
    </p>
  );
}
