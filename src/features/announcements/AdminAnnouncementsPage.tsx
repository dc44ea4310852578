// The admin's announcements page (/admin/announcements, Pleroma's admin API): publish, edit and
// delete what members see above their home timeline. Other members are told it is for admins.
import { useEffect, useId, useState } from 'react';
import type { Announcement, AnnouncementFields } from '../../entities/announcement';
import { useTranslation } from '../../i18n/react';
import { selectAdminAnnouncements } from '../../store/announcementsSlice';
import { loadAdminAnnouncements, removeAdminAnnouncement, saveAdminAnnouncement } from '../../store/announcementsThunks';
import { selectCurrentUser } from '../../store/authSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectInstance } from '../../store/instanceSlice';
import { pushNotice } from '../../store/noticesSlice';
import { useConfirm } from '../../ui/confirm';
import { SafeHtml } from '../../ui/SafeHtml';
import { Spinner } from '../../ui/Spinner';
import { AnnouncementForm } from './AnnouncementForm';
import { AnnouncementTimes } from './AnnouncementTimes';
import { useAnnouncementsSlice } from './useAnnouncementsSlice';
import './announcements.css';

export default function AdminAnnouncementsPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const confirm = useConfirm();
  const titleId = useId();
  const ready = useAnnouncementsSlice();
  const me = useAppSelector(selectCurrentUser);
  const served = useAppSelector((s) => selectInstance(s).pleromaBackend);
  const isAdmin = Boolean(me?.rights.admin);
  const list = useAppSelector(selectAdminAnnouncements);
  const [editing, setEditing] = useState<Announcement | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (ready && isAdmin && served) void dispatch(loadAdminAnnouncements()).then((out) => setFailed(!out.ok));
  }, [ready, isAdmin, served, dispatch]);

  const submit = async (fields: AnnouncementFields) => {
    const out = await dispatch(saveAdminAnnouncement(editing?.id ?? null, fields));
    if (!out.ok) return out.message;
    dispatch(pushNotice({ messageKey: editing ? 'announcements.saved' : 'announcements.published', level: 'success', timeout: 4000 }));
    setEditing(null);
    return null;
  };
  const remove = async (a: Announcement) => {
    if (!(await confirm({ title: t('announcements.delete'), message: t('announcements.delete_confirm') }))) return;
    const out = await dispatch(removeAdminAnnouncement(a.id));
    if (!out.ok) dispatch(pushNotice({ messageKey: 'announcements.delete_failed', messageArgs: { error: out.message }, timeout: 5000 }));
    if (editing?.id === a.id) setEditing(null);
  };

  return (
    <section className="panel admin-announcements" aria-labelledby={titleId}>
      <div className="panel-heading">
        <h2 id={titleId}>{t('announcements.admin_title')}</h2>
      </div>
      {!isAdmin || !served ? (
        <p className="search-page__message">{t('announcements.admins_only')}</p>
      ) : (
        <>
          <AnnouncementForm key={editing?.id ?? 'new'} editing={editing} onSubmit={submit} onCancel={() => setEditing(null)} />
          {failed && <p role="alert">{t('announcements.load_failed')}</p>}
          {list === null && !failed && <Spinner label={t('general.loading')} />}
          {list?.length === 0 && <p className="search-page__message">{t('announcements.none')}</p>}
          <ul className="admin-announcements__list" aria-label={t('announcements.admin_title')}>
            {list?.map((a) => (
              <li key={a.id} data-testid="admin-announcement">
                <SafeHtml className="announcement__content" html={a.content} />
                <AnnouncementTimes announcement={a} />
                <div className="admin-announcements__row">
                  <button type="button" className="btn" onClick={() => setEditing(a)} aria-label={t('announcements.edit_label', { text: a.rawContent })}>
                    {t('announcements.edit')}
                  </button>
                  <button type="button" className="btn" onClick={() => void remove(a)} aria-label={t('announcements.delete_label', { text: a.rawContent })}>
                    {t('announcements.delete')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
