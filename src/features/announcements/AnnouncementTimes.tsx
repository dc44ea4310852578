// When an announcement runs, in the reader's time zone and language.
import { useTranslation } from '../../i18n/react';
import { formatAnnouncementTimes } from '../../lib/announcementTime';
import type { Announcement } from '../../entities/announcement';

export function AnnouncementTimes({ announcement }: { announcement: Announcement }) {
  const { t, i18n } = useTranslation();
  const { kind, text } = formatAnnouncementTimes(announcement, i18n.locale);
  if (!kind) return null;
  const key = kind === 'range' ? 'announcements.time_range' : kind === 'from' ? 'announcements.time_from' : 'announcements.time_until';
  return <p className="announcement__times faint">{t(key, { time: text })}</p>;
}
