// All ten timelines: id lists, cursors and fetch state.
import { createSlice, isDraft, original, type PayloadAction } from '@reduxjs/toolkit';
import type { TimelineName } from '../api/timelines';
import { loggedOut } from './actions';
import {
  emptyTimeline,
  mergeTimeline,
  showNew,
  type MergeInput,
  type TimelineError,
  type TimelineState,
} from './timelineMerge';
import type { RootState } from './index';

export type { TimelineName } from '../api/timelines';
export type { TimelineState, TimelineError } from './timelineMerge';

export const TIMELINE_NAMES: TimelineName[] = [
  'mentions',
  'public',
  'user',
  'favorites',
  'media',
  'publicAndExternal',
  'friends',
  'tag',
  'dms',
  'bookmarks',
  'list',
];

export type TimelinesState = Record<TimelineName, TimelineState>;

/**
 * The timeline as it was before this action, not its draft: the merges read every id of a list
 * thousands long, and each read of a draft goes through its proxy (a long task per older page).
 */
const before = (tl: TimelineState): TimelineState => (isDraft(tl) ? original(tl)! : tl);

function initialTimelines(): TimelinesState {
  return Object.fromEntries(TIMELINE_NAMES.map((n) => [n, emptyTimeline()])) as TimelinesState;
}

const timelinesSlice = createSlice({
  name: 'timelines',
  initialState: initialTimelines,
  reducers: {
    timelineFetchStarted: (state, action: PayloadAction<{ name: TimelineName }>) => {
      state[action.payload.name].loading = true;
    },
    timelineFetchFailed: (state, action: PayloadAction<{ name: TimelineName; error: TimelineError }>) => {
      const tl = state[action.payload.name];
      tl.loading = false;
      tl.error = action.payload.error;
      // The server could not say more: what is held is where the list stands.
      tl.kept = false;
    },
    /** A page merged; `shownAt` (a streamed status the rules show at once): shown in the same step. */
    timelineReceived: (state, action: PayloadAction<MergeInput & { name: TimelineName; shownAt?: number }>) => {
      const { name, shownAt, ...input } = action.payload;
      const merged = mergeTimeline(before(state[name]), input);
      // Only what the merge added shows (a status already listed leaves the list as it was).
      state[name] = shownAt === undefined || merged.newStatusCount === 0 ? merged : { ...showNew(merged), shownAt };
    },
    showNewStatuses: (state, action: PayloadAction<{ name: TimelineName }>) => {
      state[action.payload.name] = showNew(before(state[action.payload.name]));
    },
    /** Empty a timeline; `keepUserId` keeps the profile it belongs to. */
    clearTimeline: (state, action: PayloadAction<{ name: TimelineName; keepUserId?: boolean }>) => {
      const { name, keepUserId } = action.payload;
      const old = state[name];
      state[name] = { ...emptyTimeline(), userId: keepUserId ? old.userId : null, listId: keepUserId ? old.listId : null };
    },
    /** Point a parametrised timeline (tag, user) at its subject; clears it when that changes. */
    timelineParamsSet: (
      state,
      action: PayloadAction<{ name: TimelineName; tag?: string | null; userId?: string | null; listId?: string | null }>,
    ) => {
      const { name, tag = null, userId = null, listId = null } = action.payload;
      const old = state[name];
      if (old.tag !== tag || old.userId !== userId || old.listId !== listId) state[name] = { ...emptyTimeline(), tag, userId, listId };
    },
  },
  extraReducers: (b) => b.addCase(loggedOut, () => initialTimelines()),
});

export const {
  timelineFetchStarted,
  timelineFetchFailed,
  timelineReceived,
  showNewStatuses,
  clearTimeline,
  timelineParamsSet,
} = timelinesSlice.actions;
export default timelinesSlice.reducer;

/** Some timeline has loaded once (the wallpaper waits for the first screen). */
export const selectAnyTimelineLoaded = (s: RootState): boolean => Object.values(s.timelines).some((t) => t.loaded);
export const selectTimeline = (s: RootState, name: TimelineName): TimelineState => s.timelines[name];
