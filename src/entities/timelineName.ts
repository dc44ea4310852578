// The timelines the app reads by name (one URL and query each in api/timelines.ts).

export type TimelineName =
  | 'friends'
  | 'public'
  | 'publicAndExternal'
  | 'tag'
  | 'bookmarks'
  | 'dms'
  | 'user'
  | 'media'
  | 'favorites'
  | 'mentions'
  | 'list';
