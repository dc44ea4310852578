// Editing a scheduled post: the API changes only a post's time, so the post form opens filled
// from it (its own draft, `scheduled:<id>`), and scheduling it again replaces the old one, which
// is cancelled only once the new one is kept. Its uploads are still unclaimed, so they carry over.
import { useLayoutEffect, useRef } from 'react';
import type { ScheduledStatus } from '../../../entities/scheduledStatus';
import { useTranslation } from '../../../i18n/react';
import { toLocalInput } from '../../../lib/scheduleTime';
import { draftUpdated, selectDraft } from '../../../store/draftsSlice';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { cancelScheduled } from '../../../store/scheduledThunks';
import { PostStatusForm } from '../PostStatusForm';

interface Props {
  item: ScheduledStatus;
  onDone: () => void;
}

export function ScheduledEditor({ item, onDone }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const key = `scheduled:${item.id}`;
  const hasDraft = useAppSelector((s) => selectDraft(s, key) !== undefined);
  const filled = useRef(hasDraft);

  // A draft left from an earlier try is kept; otherwise the form starts from the post.
  useLayoutEffect(() => {
    if (filled.current) return;
    filled.current = true;
    const at = Date.parse(item.scheduledAt);
    dispatch(draftUpdated({
      key,
      patch: {
        text: item.text, subject: item.subject, visibility: item.visibility, sensitive: item.sensitive, poll: item.poll,
        files: item.media, language: item.language, scheduledAt: Number.isFinite(at) ? toLocalInput(at) : null,
      },
    }));
  }, [dispatch, key, item]);

  return (
    <div className="scheduled-editor">
      <PostStatusForm
        draftKey={key}
        label={t('scheduled.editing')}
        autoFocus
        onScheduled={() => void dispatch(cancelScheduled(item.id)).then(onDone)}
      />
      <button type="button" className="btn" onClick={onDone}>{t('scheduled.stop_editing')}</button>
    </div>
  );
}
