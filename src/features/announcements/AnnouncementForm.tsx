// The admin's form for one announcement: text, whether it is all day, and when it starts and
// ends (in the admin's own time zone; sent as ISO times).
import { useId, useState, type FormEvent } from 'react';
import type { Announcement, AnnouncementFields } from '../../entities/announcement';
import { useTranslation } from '../../i18n/react';
import { isoToLocalInput, localInputToIso } from '../../lib/announcementTime';

interface Props {
  /** The one being edited, or null for a new one. */
  editing: Announcement | null;
  onSubmit: (fields: AnnouncementFields) => Promise<string | null>;
  onCancel: () => void;
}

export function AnnouncementForm({ editing, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [content, setContent] = useState(editing?.rawContent ?? '');
  const [allDay, setAllDay] = useState(editing?.allDay ?? false);
  const [starts, setStarts] = useState(isoToLocalInput(editing?.startsAt ?? null, editing?.allDay ?? false));
  const [ends, setEnds] = useState(isoToLocalInput(editing?.endsAt ?? null, editing?.allDay ?? false));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const failure = await onSubmit({
      content,
      all_day: allDay,
      starts_at: localInputToIso(starts, allDay),
      ends_at: localInputToIso(ends, allDay, true),
    });
    setBusy(false);
    setError(failure);
    if (failure === null && !editing) {
      setContent('');
      setStarts('');
      setEnds('');
      setAllDay(false);
    }
  };
  const inputType = allDay ? 'date' : 'datetime-local';
  const switchAllDay = (on: boolean) => {
    setAllDay(on);
    // Keep the chosen days when switching between dates and times.
    setStarts((v) => (on ? v.slice(0, 10) : v && `${v.slice(0, 10)}T00:00`));
    setEnds((v) => (on ? v.slice(0, 10) : v && `${v.slice(0, 10)}T23:59`));
  };

  return (
    <form className="admin-announcements__form" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t(editing ? 'announcements.edit_title' : 'announcements.new_title')}</h3>
      <div className="field">
        <label htmlFor={`${id}-content`}>{t('announcements.content')}</label>
        <textarea id={`${id}-content`} value={content} required onChange={(e) => setContent(e.target.value)} />
      </div>
      <label>
        <input type="checkbox" checked={allDay} onChange={(e) => switchAllDay(e.target.checked)} /> {t('announcements.all_day')}
      </label>
      <div className="admin-announcements__row">
        <div className="field">
          <label htmlFor={`${id}-starts`}>{t('announcements.starts_at')}</label>
          <input id={`${id}-starts`} type={inputType} value={starts} onChange={(e) => setStarts(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-ends`}>{t('announcements.ends_at')}</label>
          <input id={`${id}-ends`} type={inputType} value={ends} onChange={(e) => setEnds(e.target.value)} />
        </div>
      </div>
      {error !== null && (
        <p role="alert" className="error">
          {t('announcements.save_failed', { error })}
        </p>
      )}
      <div className="admin-announcements__row">
        <button type="submit" className="btn btn-primary" disabled={busy || content.trim() === ''}>
          {t(editing ? 'announcements.save' : 'announcements.publish')}
        </button>
        {editing && (
          <button type="button" className="btn" onClick={onCancel}>
            {t('announcements.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
