// Filters: server-side filters. A v1 filter (Pleroma's /api/v1/filters) is one row with its
// phrase as title and one keyword; `irreversible` is action 'hide'. v2 (Mastodon's
// /api/v2/filters) has any number of keywords.
export const FILTERS = `
  CREATE TABLE filters (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    api_version INTEGER NOT NULL CHECK (api_version IN (1, 2)),
    title TEXT NOT NULL,
    context TEXT NOT NULL,
    action TEXT NOT NULL CHECK (action IN ('warn', 'hide')),
    expires_at INTEGER,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX filters_user ON filters (user_id);
  CREATE TABLE filter_keywords (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    filter_id INTEGER NOT NULL REFERENCES filters (id) ON DELETE CASCADE,
    keyword TEXT NOT NULL,
    whole_word INTEGER NOT NULL DEFAULT 1
  );
  CREATE INDEX filter_keywords_filter ON filter_keywords (filter_id);
  `;
