// One scheduled post: when it goes out, what it says, and what can be done with it: move it
// (PUT with a new time), open it in the post form, or cancel it (DELETE, after a question).
import { useId, useState, type FormEvent } from 'react';
import type { ScheduledStatus } from '../../../entities/scheduledStatus';
import { useTranslation } from '../../../i18n/react';
import { checkSchedule, formatScheduleTime, toLocalInput } from '../../../lib/scheduleTime';
import { useAppDispatch } from '../../../store/hooks';
import { cancelScheduled, reschedule } from '../../../store/scheduledThunks';
import { useConfirm } from '../../../ui/confirm';

interface Props {
  item: ScheduledStatus;
  onEdit: (item: ScheduledStatus) => void;
}

export function ScheduledItem({ item, onEdit }: Props) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const confirm = useConfirm();
  const id = useId();
  const at = Date.parse(item.scheduledAt);
  const [time, setTime] = useState(() => (Number.isFinite(at) ? toLocalInput(at) : ''));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const move = async (e: FormEvent) => {
    e.preventDefault();
    const check = checkSchedule(time, Date.now());
    if (!check.ok) return setError(t(`scheduled.${check.problem}`));
    setBusy(true);
    setError(null);
    const res = await dispatch(reschedule(item.id, check.iso));
    setBusy(false);
    if (!res.ok) setError(t('scheduled.error', { error: res.message }));
  };

  const cancel = async () => {
    if (!(await confirm({ title: t('scheduled.cancel'), message: t('scheduled.cancel_confirm'), cancelLabel: t('scheduled.keep') }))) return;
    setBusy(true);
    const res = await dispatch(cancelScheduled(item.id));
    setBusy(false);
    if (!res.ok) setError(t('scheduled.error', { error: res.message }));
  };

  const when = formatScheduleTime(item.scheduledAt, i18n.language);
  return (
    <li className="scheduled-item" aria-labelledby={`${id}-when`}>
      <time id={`${id}-when`} className="scheduled-item__when" dateTime={item.scheduledAt}>{when}</time>
      {item.subject && <p className="scheduled-item__subject">{item.subject}</p>}
      <p className="scheduled-item__text">{item.text}</p>
      {(item.media.length > 0 || item.poll) && (
        <p className="scheduled-item__extras">{[item.media.length > 0 && t('scheduled.has_media'), item.poll && t('scheduled.has_poll')].filter(Boolean).join(' · ')}</p>
      )}
      <form className="scheduled-item__move" onSubmit={(e) => void move(e)}>
        <label htmlFor={`${id}-time`}>{t('scheduled.new_time')}</label>
        <input id={`${id}-time`} type="datetime-local" value={time} onChange={(e) => setTime(e.target.value)} />
        <button type="submit" className="btn" disabled={busy}>{t('scheduled.change_time')}</button>
      </form>
      <div className="scheduled-item__actions">
        {/* The form cannot hold the post a reply answers, so a scheduled reply is moved or cancelled only. */}
        {!item.inReplyToId && (
          <button type="button" className="btn" disabled={busy} onClick={() => onEdit(item)}>{t('scheduled.edit')}</button>
        )}
        <button type="button" className="btn" disabled={busy} onClick={() => void cancel()}>{t('scheduled.cancel')}</button>
      </div>
      {error && <p className="scheduled-item__error" role="alert">{error}</p>}
    </li>
  );
}
