// "Offline — as of 10:42": when the copy on screen was kept, in the reader's language and time
// zone (with the date when it is not today). Polite: read out once, never interrupting.
import { useTranslation } from '../i18n/react';

export default function KeptCopyNoticeText({ asOf }: { asOf: number }) {
  const { t, i18n } = useTranslation();
  const when = new Date(asOf);
  const today = when.toDateString() === new Date().toDateString();
  const time = new Intl.DateTimeFormat(i18n.locale, today ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' }).format(when);
  return (
    <p className="kept-copy-notice" role="status">
      {t('timeline.offline_as_of', { time })}
    </p>
  );
}
