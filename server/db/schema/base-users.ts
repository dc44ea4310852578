// The first migration, part: The instance settings and accounts.
export const USERS = `
  CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);

  CREATE TABLE users (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    nickname TEXT NOT NULL,
    domain TEXT,                          -- NULL for local accounts
    display_name TEXT NOT NULL DEFAULT '',
    note TEXT NOT NULL DEFAULT '',        -- HTML
    note_source TEXT NOT NULL DEFAULT '',
    email TEXT,
    password_hash TEXT,
    avatar TEXT,                          -- path under /media, or NULL for the default
    header TEXT,
    background TEXT,
    fields TEXT NOT NULL DEFAULT '[]',    -- JSON [{name, value}]
    locked INTEGER NOT NULL DEFAULT 0,
    bot INTEGER NOT NULL DEFAULT 0,
    discoverable INTEGER NOT NULL DEFAULT 1,
    is_admin INTEGER NOT NULL DEFAULT 0,
    is_moderator INTEGER NOT NULL DEFAULT 0,
    show_role INTEGER NOT NULL DEFAULT 1,
    is_confirmed INTEGER NOT NULL DEFAULT 1,
    is_approved INTEGER NOT NULL DEFAULT 1,
    deactivated INTEGER NOT NULL DEFAULT 0,
    hide_followers INTEGER NOT NULL DEFAULT 0,
    hide_follows INTEGER NOT NULL DEFAULT 0,
    hide_followers_count INTEGER NOT NULL DEFAULT 0,
    hide_follows_count INTEGER NOT NULL DEFAULT 0,
    hide_favorites INTEGER NOT NULL DEFAULT 1,
    no_rich_text INTEGER NOT NULL DEFAULT 0,
    default_scope TEXT NOT NULL DEFAULT 'public',
    allow_following_move INTEGER NOT NULL DEFAULT 1,
    accepts_chat_messages INTEGER NOT NULL DEFAULT 1,
    skip_thread_containment INTEGER NOT NULL DEFAULT 0,
    tags TEXT NOT NULL DEFAULT '[]',      -- JSON, admin tags such as mrf_tag:media-strip
    notification_settings TEXT NOT NULL DEFAULT '{"block_from_strangers":false,"hide_notification_contents":false}',
    settings_store TEXT NOT NULL DEFAULT '{}',
    mfa_secret TEXT,
    mfa_enabled INTEGER NOT NULL DEFAULT 0,
    mfa_backup_codes TEXT NOT NULL DEFAULT '[]',
    created_at INTEGER NOT NULL
  );
  CREATE UNIQUE INDEX users_acct ON users (nickname COLLATE NOCASE, IFNULL(domain, ''));

`;
