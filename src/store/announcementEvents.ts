// The announcement events of the user stream, normalized into plain actions the (lazy)
// announcements slice listens to; dropped quietly when malformed.
import type { StreamMessage } from '../api/streaming';
import { normalizeAnnouncement, normalizeReactionUpdate } from '../entities/announcement';
import type { AppThunk } from './index';
import { announcementDeleteStreamed, announcementReactionStreamed, announcementStreamed } from './streamingActions';

export const announcementEvent =
  (msg: StreamMessage): AppThunk =>
  (dispatch) => {
    if (msg.event === 'announcement') {
      const a = normalizeAnnouncement(msg.payload);
      if (a) dispatch(announcementStreamed(a));
    } else if (msg.event === 'announcement.reaction') {
      const r = normalizeReactionUpdate(msg.payload);
      if (r) dispatch(announcementReactionStreamed(r));
    } else if (msg.event === 'announcement.delete') {
      const id = typeof msg.payload === 'number' ? String(msg.payload) : msg.payload;
      if (typeof id === 'string' && id) dispatch(announcementDeleteStreamed(id));
    }
  };
