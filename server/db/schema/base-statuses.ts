// The first migration, part: Statuses and what hangs on them: mentions, tags, media, polls, favourites, bookmarks, reactions.
export const STATUSES = `  CREATE TABLE statuses (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    content TEXT NOT NULL DEFAULT '',     -- rendered HTML
    source TEXT NOT NULL DEFAULT '',      -- what the author typed
    content_type TEXT NOT NULL DEFAULT 'text/plain',
    spoiler_text TEXT NOT NULL DEFAULT '',
    visibility TEXT NOT NULL CHECK (visibility IN ('public', 'unlisted', 'private', 'direct')),
    sensitive INTEGER NOT NULL DEFAULT 0,
    language TEXT,
    in_reply_to_id INTEGER REFERENCES statuses (id) ON DELETE SET NULL,
    in_reply_to_user_id INTEGER REFERENCES users (id) ON DELETE SET NULL,
    reblog_of_id INTEGER REFERENCES statuses (id) ON DELETE CASCADE,
    conversation_id INTEGER NOT NULL,     -- id of the thread root
    app_id INTEGER REFERENCES apps (id) ON DELETE SET NULL,
    uri TEXT,                             -- remote statuses only; local ones derive it from the host
    url TEXT,
    pinned_at INTEGER,
    expires_at INTEGER,
    created_at INTEGER NOT NULL,
    edited_at INTEGER
  );
  CREATE INDEX statuses_user ON statuses (user_id, id);
  CREATE INDEX statuses_reply ON statuses (in_reply_to_id);
  CREATE INDEX statuses_reblog ON statuses (reblog_of_id);
  CREATE INDEX statuses_conversation ON statuses (conversation_id);
  CREATE UNIQUE INDEX statuses_one_reblog ON statuses (user_id, reblog_of_id) WHERE reblog_of_id IS NOT NULL;

  -- Addressing: every mentioned account (for direct posts, the recipients).
  CREATE TABLE mentions (
    status_id INTEGER NOT NULL REFERENCES statuses (id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    PRIMARY KEY (status_id, user_id)
  );
  CREATE INDEX mentions_user ON mentions (user_id, status_id);

  CREATE TABLE status_tags (
    status_id INTEGER NOT NULL REFERENCES statuses (id) ON DELETE CASCADE,
    tag TEXT NOT NULL,                    -- lower case, without '#'
    PRIMARY KEY (status_id, tag)
  );
  CREATE INDEX status_tags_tag ON status_tags (tag, status_id);

  CREATE TABLE attachments (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    status_id INTEGER REFERENCES statuses (id) ON DELETE SET NULL,
    position INTEGER NOT NULL DEFAULT 0,
    type TEXT NOT NULL,                   -- image, video, audio, unknown
    mime TEXT NOT NULL,
    file TEXT NOT NULL,                   -- path under data/media
    preview_file TEXT,
    remote_url TEXT,
    description TEXT NOT NULL DEFAULT '',
    width INTEGER,
    height INTEGER,
    duration REAL,
    size INTEGER NOT NULL DEFAULT 0,
    blurhash TEXT,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX attachments_status ON attachments (status_id, position);

  CREATE TABLE polls (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    status_id INTEGER NOT NULL UNIQUE REFERENCES statuses (id) ON DELETE CASCADE,
    options TEXT NOT NULL,                -- JSON array of titles
    multiple INTEGER NOT NULL DEFAULT 0,
    expires_at INTEGER
  );
  CREATE TABLE poll_votes (
    poll_id INTEGER NOT NULL REFERENCES polls (id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    choice INTEGER NOT NULL,
    PRIMARY KEY (poll_id, user_id, choice)
  );

  CREATE TABLE favourites (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    status_id INTEGER NOT NULL REFERENCES statuses (id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    UNIQUE (user_id, status_id)
  );
  CREATE INDEX favourites_status ON favourites (status_id);

  CREATE TABLE bookmarks (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    status_id INTEGER NOT NULL REFERENCES statuses (id) ON DELETE CASCADE,
    created_at INTEGER NOT NULL,
    UNIQUE (user_id, status_id)
  );

  CREATE TABLE reactions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    status_id INTEGER NOT NULL REFERENCES statuses (id) ON DELETE CASCADE,
    emoji TEXT NOT NULL,                  -- a unicode emoji or a custom shortcode without colons
    created_at INTEGER NOT NULL,
    UNIQUE (user_id, status_id, emoji)
  );
  CREATE INDEX reactions_status ON reactions (status_id);

`;
