// A follow request answered and accepted by the server. Its own module so that every view of a
// request (the friend-requests list, its notification) can follow it with extraReducers, without
// importing the thunks that dispatch it.
import { createAction } from '@reduxjs/toolkit';

export type FollowRequestAnswer = 'authorize' | 'reject';

export const followRequestAnswered = createAction<{ accountId: string; answer: FollowRequestAnswer }>('followRequests/answered');
