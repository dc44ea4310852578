// The compose form's submit pipeline: checks (schedule, empty post, poll, media descriptions),
// unsaved descriptions sent first, then the post scheduled, posted as another kept account, or
// posted (the outbox keeps it when offline). One idempotency key per distinct post, so a retry of
// the same post after a lost answer cannot post it twice.
import { useRef, useState } from 'react';
import type { PostStatusParams } from '../../entities/postStatusParams';
import type { ScheduledStatus } from '../../entities/scheduledStatus';
import type { Attachment, Status } from '../../entities/types';
import { useTranslation } from '../../i18n/react';
import { checkSchedule, formatScheduleTime } from '../../lib/scheduleTime';
import { describeMedia, submitStatus } from '../../store/composeThunks';
import { setOption } from '../../store/configSlice';
import { useAppDispatch } from '../../store/hooks';
import { submitScheduled } from '../../store/scheduledThunks';
import { idempotencyKey, isEmptyPost } from './rules';

/** How a post left the form: posted, posted as another account, or kept by the outbox. */
export type SentAs = 'posted' | 'postedAs' | 'queued';

export interface SubmitInput {
  /** Why the form cannot post now (uploading, posting, over length, a suggestion list open). */
  blocked: boolean;
  scheduleValue: string | null;
  text: string;
  files: Attachment[];
  pollInvalid: boolean;
  descriptionsSettled: () => Promise<boolean>;
  params: () => PostStatusParams;
  /** The kept account to post as, or null for the active one. */
  postAs: string | null;
  replyTo: Status | null;
  postLanguage: string | null;
  onSent: (how: SentAs) => void;
  onScheduled: (scheduled: ScheduledStatus) => void;
}

/** The form's state while posting; `submit` takes what the form holds at the moment it is called. */
export function useSubmitPost() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const [posting, setPosting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [scheduledNote, setScheduledNote] = useState<string | null>(null);
  const keyRef = useRef<{ key: string; sig: string } | null>(null);

  const submit = async (input: SubmitInput) => {
    const { blocked, scheduleValue, text, files, pollInvalid, descriptionsSettled, params, postAs, replyTo } = input;
    if (blocked) return;
    setError(null);
    setNotice(null);
    setScheduledNote(null);
    const schedule = scheduleValue === null ? null : checkSchedule(scheduleValue, Date.now());
    if (schedule && !schedule.ok) {
      setError(t(`scheduled.${schedule.problem}`));
      return;
    }
    if (isEmptyPost(text, files.length)) {
      setError(t('post_status.empty_status_error'));
      return;
    }
    if (pollInvalid) return;
    if (!(await descriptionsSettled())) return;
    setPosting(true);
    // Descriptions typed but not saved yet go to the server first (saved ones are skipped).
    for (const f of files) {
      if (!(await dispatch(describeMedia(f.id, f.description)))) {
        setPosting(false);
        setError(t('post_status.media_description_error'));
        return;
      }
    }
    const p = params();
    if (schedule?.ok) {
      const kept = await dispatch(submitScheduled({ ...p, scheduledAt: schedule.iso }));
      setPosting(false);
      if (!kept.ok) return setError(t('post_status.error', { message: kept.message }));
      setScheduledNote(t('scheduled.scheduled_for', { time: formatScheduleTime(kept.value.scheduledAt, i18n.language) }));
      input.onScheduled(kept.value);
      return;
    }
    const sig = JSON.stringify({ ...p, postAs });
    if (!keyRef.current || keyRef.current.sig !== sig) keyRef.current = { key: idempotencyKey(), sig };
    if (postAs) {
      // Loaded only when posting as another account: the form of someone with one account carries none of it.
      const { postAsAccount } = await import('../../store/postAsThunks');
      const sent = await dispatch(postAsAccount(postAs, p, keyRef.current.key, replyTo));
      setPosting(false);
      if (sent.kind === 'error') return setError(t(sent.messageKey, sent.args));
      keyRef.current = null;
      input.onSent('postedAs');
      return;
    }
    const shown = { media: files.map((f) => ({ id: f.id, description: f.description })) };
    const result = await dispatch(submitStatus(p, keyRef.current.key, shown));
    setPosting(false);
    if (result.ok) {
      keyRef.current = null;
      if (p.language && p.language !== input.postLanguage) dispatch(setOption({ name: 'postLanguage', value: p.language }));
      input.onSent('posted');
      return;
    }
    if (result.queued) { // kept by the outbox: it shows above home, waiting to send
      keyRef.current = null;
      input.onSent('queued');
      return;
    }
    if (result.offline) setNotice(t('post_status.offline'));
    else setError(t('post_status.error', { message: result.message }));
  };

  const clearMessages = () => {
    setError(null);
    setNotice(null);
  };

  return { posting, error, setError, notice, scheduledNote, submit, clearMessages };
}
