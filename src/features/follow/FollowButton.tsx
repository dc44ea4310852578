// The follow button (SPEC §4): follow → requesting → following / request sent; a second click
// unfollows or cancels the request. Visitors never see it (they get the remote-follow box).
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { pushNotice } from '../../store/noticesSlice';
import { followUser, unfollowUser } from '../../store/relationshipThunks';
import { followView } from './followState';
import './FollowButton.css';

interface Props {
  userId: string;
  className?: string;
}

export function FollowButton({ userId, className }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const rel = useAppSelector((s) => s.relationships[userId]);
  const [inProgress, setInProgress] = useState(false);
  const view = followView(rel, inProgress);

  const onClick = async () => {
    if (inProgress) return;
    setInProgress(true);
    try {
      await dispatch(view.action === 'follow' ? followUser(userId) : unfollowUser(userId));
    } catch {
      dispatch(pushNotice({ messageKey: 'general.generic_error', level: 'error', timeout: 5000 }));
    } finally {
      setInProgress(false);
    }
  };

  return (
    <button
      type="button"
      className={`btn follow-button${view.pressed ? '' : ' btn-primary'}${className ? ` ${className}` : ''}`}
      aria-pressed={view.pressed}
      aria-busy={inProgress || undefined}
      title={t(`user_card.action_${view.action}`)}
      disabled={inProgress}
      onClick={onClick}
    >
      {t(`user_card.${view.label}`)}
    </button>
  );
}
