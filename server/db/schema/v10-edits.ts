// Editing: each version of an edited status, as Mastodon and Pleroma keep them. The first edit
// stores the original too, so a status's history is its rows oldest first (or, never edited, the
// status itself). media is JSON [{id, description}], poll JSON {options, multiple}.
export const EDITS = `
  CREATE TABLE status_edits (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    status_id INTEGER NOT NULL REFERENCES statuses (id) ON DELETE CASCADE,
    content TEXT NOT NULL,
    source TEXT NOT NULL,
    content_type TEXT NOT NULL,
    spoiler_text TEXT NOT NULL,
    sensitive INTEGER NOT NULL,
    media TEXT NOT NULL,
    poll TEXT,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX status_edits_status ON status_edits (status_id, id);
  `;
