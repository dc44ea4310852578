// Announcements above the home timeline (lazy chunk, signed-in members on servers that have
// them): each one until the reader dismisses it, with its times and reactions. Streaming
// events (store/announcementEvents.ts) add, change and remove them while shown.
import { useEffect, useId } from 'react';
import { useTranslation } from '../../i18n/react';
import type { Announcement } from '../../entities/announcement';
import { selectUnreadAnnouncements } from '../../store/announcementsSlice';
import { dismissAnnouncement, loadAnnouncements } from '../../store/announcementsThunks';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { pushNotice } from '../../store/noticesSlice';
import { SafeHtml } from '../../ui/SafeHtml';
import { AnnouncementReactions } from './AnnouncementReactions';
import { AnnouncementTimes } from './AnnouncementTimes';
import { useAnnouncementsSlice } from './useAnnouncementsSlice';
import './announcements.css';

function AnnouncementItem({ announcement }: { announcement: Announcement }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const dismiss = async () => {
    const out = await dispatch(dismissAnnouncement(announcement.id));
    if (!out.ok) dispatch(pushNotice({ messageKey: 'announcements.dismiss_failed', messageArgs: { error: out.message }, timeout: 5000 }));
  };
  return (
    <li className="announcement" data-testid="announcement">
      <SafeHtml className="announcement__content" html={announcement.content} />
      <AnnouncementTimes announcement={announcement} />
      <div className="announcement__actions">
        <AnnouncementReactions announcement={announcement} />
        <button type="button" className="btn" onClick={() => void dismiss()}>
          {t('announcements.dismiss')}
        </button>
      </div>
    </li>
  );
}

export default function AnnouncementsPanel() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const ready = useAnnouncementsSlice();
  const titleId = useId();
  const items = useAppSelector(selectUnreadAnnouncements);
  useEffect(() => {
    if (ready) void dispatch(loadAnnouncements());
  }, [ready, dispatch]);
  if (items.length === 0) return null;
  return (
    <section className="panel announcements" aria-labelledby={titleId}>
      <div className="panel-heading">
        <h2 id={titleId}>{t('announcements.title', { count: items.length })}</h2>
      </div>
      <ul className="announcements__list">
        {items.map((a) => (
          <AnnouncementItem key={a.id} announcement={a} />
        ))}
      </ul>
    </section>
  );
}
