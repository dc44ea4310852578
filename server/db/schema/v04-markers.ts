// Markers: /api/v1/markers, where a user stopped reading a timeline.
export const MARKERS = `
  CREATE TABLE markers (
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    timeline TEXT NOT NULL CHECK (timeline IN ('home', 'notifications')),
    last_read_id TEXT NOT NULL,
    version INTEGER NOT NULL DEFAULT 1,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, timeline)
  );
  `;
