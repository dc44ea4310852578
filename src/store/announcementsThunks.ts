// Announcements: load what members see, dismiss, react (optimistic, undone on failure), and the
// admin's list with create / edit / delete. Every call answers an Outcome with the server's text.
import {
  createAdminAnnouncement,
  deleteAdminAnnouncement,
  dismissAnnouncement as apiDismiss,
  fetchAdminAnnouncements,
  fetchAnnouncements,
  reactToAnnouncement,
  updateAdminAnnouncement,
  type AnnouncementFields,
} from '../api/announcements';
import { normalizeAnnouncement, normalizeAnnouncements } from '../entities/announcement';
import { withToken, type Outcome } from './withToken';
import {
  adminAnnouncementDeleted,
  adminAnnouncementSaved,
  adminAnnouncementsReceived,
  announcementDismissed,
  announcementReactionToggled,
  announcementsReceived,
} from './announcementsSlice';
import type { AppThunk } from './index';

export const loadAnnouncements = (): AppThunk<Promise<Outcome<null>>> => (dispatch) =>
  dispatch(
    withToken(async (token) => {
      dispatch(announcementsReceived(normalizeAnnouncements(await fetchAnnouncements(token))));
      return null;
    }),
  );

/** Hidden at once; back if the server refuses. */
export const dismissAnnouncement =
  (id: string): AppThunk<Promise<Outcome<null>>> =>
  async (dispatch) => {
    dispatch(announcementDismissed(id));
    const out = await dispatch(withToken((token) => apiDismiss(id, token).then(() => null)));
    if (!out.ok) await dispatch(loadAnnouncements());
    return out;
  };

export const toggleAnnouncementReaction =
  (id: string, name: string, on: boolean): AppThunk<Promise<Outcome<null>>> =>
  async (dispatch) => {
    dispatch(announcementReactionToggled({ id, name, on }));
    const out = await dispatch(withToken((token) => reactToAnnouncement(id, name, on, token).then(() => null)));
    if (!out.ok) dispatch(announcementReactionToggled({ id, name, on: !on }));
    return out;
  };

export const loadAdminAnnouncements = (): AppThunk<Promise<Outcome<null>>> => (dispatch) =>
  dispatch(
    withToken(async (token) => {
      dispatch(adminAnnouncementsReceived(normalizeAnnouncements(await fetchAdminAnnouncements(token))));
      return null;
    }),
  );

/** Creates (no id) or changes an announcement. */
export const saveAdminAnnouncement =
  (id: string | null, fields: AnnouncementFields): AppThunk<Promise<Outcome<null>>> =>
  (dispatch) =>
    dispatch(
      withToken(async (token) => {
        const raw = id ? await updateAdminAnnouncement(id, fields, token) : await createAdminAnnouncement(fields, token);
        const saved = normalizeAnnouncement(raw);
        if (saved) dispatch(adminAnnouncementSaved(saved));
        return null;
      }),
    );

export const removeAdminAnnouncement =
  (id: string): AppThunk<Promise<Outcome<null>>> =>
  (dispatch) =>
    dispatch(
      withToken(async (token) => {
        await deleteAdminAnnouncement(id, token);
        dispatch(adminAnnouncementDeleted(id));
        return null;
      }),
    );
