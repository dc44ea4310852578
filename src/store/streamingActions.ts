// Events that arrive on the streaming socket and concern slices other than timelines. Any slice
// (notifications, chats, filters) listens with extraReducers; nothing here
// imports those slices.
import { createAction } from '@reduxjs/toolkit';
import type { Announcement } from '../entities/announcement';
import type { Chat, Normalized, Notification } from '../entities/types';

/** A `notification` event, normalized (its users and statuses also went to the tables). */
export const notificationStreamed = createAction<Normalized<Notification>>('streaming/notification');

/** A `filters_changed` event: word filters changed on the server. */
export const filtersChangedStreamed = createAction('streaming/filtersChanged');

/** A `pleroma:chat_update` event, normalized. */
export const chatUpdateStreamed = createAction<Normalized<Chat>>('streaming/chatUpdate');

/** An `announcement` event (published or changed), normalized. */
export const announcementStreamed = createAction<Announcement>('streaming/announcement');

/** An `announcement.reaction` event: the new count of one reaction. */
export const announcementReactionStreamed = createAction<{ announcementId: string; name: string; count: number }>('streaming/announcementReaction');

/** An `announcement.delete` event. */
export const announcementDeleteStreamed = createAction<string>('streaming/announcementDelete');
