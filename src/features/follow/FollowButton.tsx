// The follow button: follow → requesting → following / request sent; a second click
// unfollows or cancels the request (asked first for a locked account, see needsUnfollowConfirm).
// Visitors never see it (they get the remote-follow box).
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { selectConfig } from '../../store/configSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { pushNotice } from '../../store/noticesSlice';
import { useOutboxMark } from '../../store/outbox/marks';
import { OutboxMarkNote } from '../../ui/OutboxMarkNote';
import { followUser, unfollowUser } from '../../store/relationshipThunks';
import { selectUserById } from '../../store/usersSlice';
import { useConfirm } from '../../ui/confirm';
import { followView, needsUnfollowConfirm } from './followState';
import './FollowButton.css';
import { selectRelationship } from '../../store/relationshipsSlice';

interface Props {
  userId: string;
  className?: string;
}

export function FollowButton({ userId, className }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const rel = useAppSelector((s) => selectRelationship(s, userId));
  const user = useAppSelector((s) => selectUserById(s, userId));
  const { confirmUnfollowLocked } = useAppSelector(selectConfig);
  const confirm = useConfirm();
  const [inProgress, setInProgress] = useState(false);
  const view = followView(rel, inProgress);
  const mark = useOutboxMark(`account:${userId}:follow`);

  const onClick = async () => {
    if (inProgress) return;
    const locked = !!(user?.locked || rel?.locked);
    if (needsUnfollowConfirm(view.action, locked, confirmUnfollowLocked)) {
      const name = user?.screen_name_ui ?? '';
      const ok = await confirm({
        title: t('user_card.unfollow_locked_title', { user: name }),
        message: t('user_card.unfollow_locked_confirm', { user: name }),
        confirmLabel: t('user_card.action_unfollow'),
      });
      if (!ok) return;
    }
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
      <OutboxMarkNote mark={mark} inside />
    </button>
  );
}
