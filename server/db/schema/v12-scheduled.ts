// Scheduled posts: the POST /api/v1/statuses parameters, published by
// server/scheduled/scheduler.ts at scheduled_at with the host they were posted on.
export const SCHEDULED = `
  CREATE TABLE scheduled_statuses (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    app_id INTEGER,
    scheduled_at INTEGER NOT NULL,
    params TEXT NOT NULL,
    host TEXT NOT NULL,
    protocol TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX scheduled_statuses_due ON scheduled_statuses (scheduled_at);
  CREATE INDEX scheduled_statuses_user ON scheduled_statuses (user_id, id);
  `;
