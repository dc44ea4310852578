// Bookmark folders and announcements: Pleroma 2.8's folders (a bookmark keeps its folder;
// deleting a folder leaves its bookmarks unfiled) and the admin's announcements with each user's
// read state and reactions.
export const FOLDERS_ANNOUNCEMENTS = `
  CREATE TABLE bookmark_folders (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    emoji TEXT,
    created_at INTEGER NOT NULL,
    UNIQUE (user_id, name)
  );
  ALTER TABLE bookmarks ADD COLUMN folder_id INTEGER REFERENCES bookmark_folders (id) ON DELETE SET NULL;

  CREATE TABLE announcements (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    content TEXT NOT NULL,                -- the admin's plain text
    starts_at INTEGER,
    ends_at INTEGER,
    all_day INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL,
    updated_at INTEGER NOT NULL
  );
  CREATE TABLE announcement_reads (
    announcement_id INTEGER NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    PRIMARY KEY (announcement_id, user_id)
  );
  CREATE TABLE announcement_reactions (
    announcement_id INTEGER NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (announcement_id, user_id, name)
  );
  `;
