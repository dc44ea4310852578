// The first migration, part: Who follows, blocks and mutes whom (and which threads and domains).
export const RELATIONS = `  CREATE TABLE follows (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    follower_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    followee_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    state TEXT NOT NULL CHECK (state IN ('accepted', 'pending')),
    show_reblogs INTEGER NOT NULL DEFAULT 1,
    notify INTEGER NOT NULL DEFAULT 0,    -- Pleroma "subscribe"
    created_at INTEGER NOT NULL,
    UNIQUE (follower_id, followee_id)
  );
  CREATE INDEX follows_followee ON follows (followee_id, state);

  CREATE TABLE blocks (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    target_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    UNIQUE (user_id, target_id)
  );
  CREATE INDEX blocks_target ON blocks (target_id);

  CREATE TABLE mutes (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    target_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    notifications INTEGER NOT NULL DEFAULT 1,
    expires_at INTEGER,
    created_at INTEGER NOT NULL,
    UNIQUE (user_id, target_id)
  );

  CREATE TABLE thread_mutes (
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    conversation_id INTEGER NOT NULL,
    PRIMARY KEY (user_id, conversation_id)
  );

  CREATE TABLE domain_blocks (
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    domain TEXT NOT NULL,
    PRIMARY KEY (user_id, domain)
  );

`;
