// Cross-slice actions live here so any slice (including lazily injected ones) can react to them
// with extraReducers, without importing the slice that dispatches them.
import { createAction } from '@reduxjs/toolkit';
import type { Normalized, Status, User } from '../entities/types';

/** Logout: every slice drops what belonged to the signed-in session. */
export const loggedOut = createAction('session/loggedOut');

/** Entities arriving from any fetch: users and statuses are merged into their tables. */
export const entitiesReceived = createAction<{ users?: User[]; statuses?: Status[] }>('entities/received');

/** The entities of a normalized page of statuses: its authors, the statuses and what they repeat. */
export const pageEntitiesReceived = (page: Normalized<Status[]>) =>
  entitiesReceived({ users: page.users, statuses: [...page.statuses, ...page.entity] });

/** Eviction: keep only these ids (computed from everything that lists references). */
export const entitiesEvicted = createAction<{ keepStatusIds: string[]; keepUserIds: string[] }>(
  'entities/evicted',
);
