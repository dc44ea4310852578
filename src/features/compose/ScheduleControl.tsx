// Scheduling in the post form, where the capability table says the server schedules:
// a toggle in the action row and, while on, a date-and-time field in the person's time zone.
import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { defaultScheduleValue } from '../../lib/scheduleTime';

interface Props {
  /** A datetime-local value, or null when the post goes out at once. */
  value: string | null;
  onChange: (value: string | null) => void;
}

export function ScheduleToggle({ value, onChange }: Props) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className="btn-plain compose__toggle"
      aria-pressed={value !== null}
      onClick={() => onChange(value === null ? defaultScheduleValue(Date.now()) : null)}
    >
      {t('scheduled.schedule')}
    </button>
  );
}

/** No `min`: a browser would block the submit with its own bubble; the form says it in our words. */
export function ScheduleField({ value, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  if (value === null) return null;
  return (
    <div className="compose__schedule">
      <label htmlFor={id}>{t('scheduled.publish_at')}</label>
      <input id={id} type="datetime-local" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
