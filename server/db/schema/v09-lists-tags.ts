// Lists and followed hashtags. replies_policy and exclusive are Mastodon's; the Pleroma flavour
// never shows or changes them, so its lists keep the defaults.
export const LISTS_TAGS = `
  CREATE TABLE lists (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    title TEXT NOT NULL,
    replies_policy TEXT NOT NULL DEFAULT 'list' CHECK (replies_policy IN ('followed', 'list', 'none')),
    exclusive INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX lists_user ON lists (user_id);
  CREATE TABLE list_accounts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    list_id INTEGER NOT NULL REFERENCES lists (id) ON DELETE CASCADE,
    account_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    UNIQUE (list_id, account_id)
  );
  CREATE INDEX list_accounts_account ON list_accounts (account_id);
  CREATE TABLE followed_tags (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    tag TEXT NOT NULL,                    -- lower case, without '#'
    created_at INTEGER NOT NULL,
    UNIQUE (user_id, tag)
  );
  CREATE INDEX followed_tags_tag ON followed_tags (tag);
  `;
