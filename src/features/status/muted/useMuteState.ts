// The mute state of the status an article shows, from the store and the place it is shown.
import { useMemo } from 'react';
import type { Status } from '../../../entities/types';
import { isHidden, muteState, type MuteResult } from '../../../lib/statusRules';
import { selectEffectiveConfig } from '../../../store/configSlice';
import { useAppFields, useAppSelector } from '../../../store/hooks';
import { selectRelationship } from '../../../store/relationshipsSlice';
import { selectCurrentUserId } from '../../../store/authSlice';
import { useStatusPlace } from '../content/StatusPlace';

export interface MuteView extends MuteResult {
  hidden: boolean;
}

const NOT_MUTED: MuteView = { muted: false, reasons: [], words: [], hidden: false };

export function useMuteState(status: Status | undefined, repeaterId: string | null): MuteView {
  const place = useStatusPlace();
  const viewerId = useAppSelector(selectCurrentUserId);
  const authorMuted = useAppSelector(
    (s) => (!!status && !!selectRelationship(s, status.user)?.muting) || (repeaterId !== null && !!selectRelationship(s, repeaterId)?.muting),
  );
  const { muteWords, hideFilteredStatuses, hideMutedPosts } = useAppFields(selectEffectiveConfig, 'muteWords', 'hideFilteredStatuses', 'hideMutedPosts');
  return useMemo(() => {
    if (!status) return NOT_MUTED;
    const result = muteState({
      text: status.text,
      summary: status.summary,
      authorId: status.user,
      muted: status.muted,
      threadMuted: status.thread_muted,
      authorMuted,
      viewerId,
      muteWords,
      place,
    });
    return { ...result, hidden: isHidden(result, !!hideFilteredStatuses, !!hideMutedPosts) };
  }, [status, authorMuted, viewerId, muteWords, place, hideFilteredStatuses, hideMutedPosts]);
}
