// Events that arrive on the streaming socket and concern slices other than timelines. Any slice
// (notifications, chats, filters) listens with extraReducers; nothing here
// imports those slices.
import { createAction } from '@reduxjs/toolkit';
import type { Chat, Normalized, Notification } from '../entities/types';

/** A `notification` event, normalized (its users and statuses also went to the tables). */
export const notificationStreamed = createAction<Normalized<Notification>>('streaming/notification');

/** A `filters_changed` event: word filters changed on the server. */
export const filtersChangedStreamed = createAction('streaming/filtersChanged');

/** A `pleroma:chat_update` event, normalized. */
export const chatUpdateStreamed = createAction<Normalized<Chat>>('streaming/chatUpdate');
