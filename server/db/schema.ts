// Schema migrations, applied in order; PRAGMA user_version records how many ran.
// Times are stored as integer milliseconds since the epoch. Status ids are time-derived integers
// (see ids.ts) so ORDER BY id is ORDER BY time.
export const MIGRATIONS: string[] = [
  `
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

  CREATE TABLE apps (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL,
    website TEXT,
    redirect_uris TEXT NOT NULL,
    scopes TEXT NOT NULL,
    client_id TEXT NOT NULL UNIQUE,
    client_secret TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );

  -- Tokens and codes are stored as sha256 hex digests; the plain value only leaves in a response.
  CREATE TABLE tokens (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    app_id INTEGER NOT NULL REFERENCES apps (id) ON DELETE CASCADE,
    user_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL UNIQUE,
    refresh_hash TEXT UNIQUE,
    scopes TEXT NOT NULL,
    created_at INTEGER NOT NULL,
    expires_at INTEGER NOT NULL
  );
  CREATE INDEX tokens_user ON tokens (user_id);

  CREATE TABLE auth_codes (
    code_hash TEXT PRIMARY KEY,
    app_id INTEGER NOT NULL REFERENCES apps (id) ON DELETE CASCADE,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    redirect_uri TEXT NOT NULL,
    scopes TEXT NOT NULL,
    expires_at INTEGER NOT NULL
  );

  CREATE TABLE mfa_tokens (
    token_hash TEXT PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    app_id INTEGER NOT NULL REFERENCES apps (id) ON DELETE CASCADE,
    scopes TEXT NOT NULL,
    expires_at INTEGER NOT NULL
  );

  CREATE TABLE statuses (
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

  CREATE TABLE follows (
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

  CREATE TABLE notifications (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    type TEXT NOT NULL,
    from_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    status_id INTEGER REFERENCES statuses (id) ON DELETE CASCADE,
    target_id INTEGER REFERENCES users (id) ON DELETE CASCADE,
    emoji TEXT,
    chat_message_id INTEGER,
    seen INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX notifications_user ON notifications (user_id, id);

  -- One chat row per side; messages are stored once between the two accounts.
  CREATE TABLE chats (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    recipient_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    last_read_id INTEGER NOT NULL DEFAULT 0,
    updated_at INTEGER NOT NULL,
    UNIQUE (user_id, recipient_id)
  );
  CREATE TABLE chat_messages (
    id INTEGER PRIMARY KEY,
    sender_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    recipient_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    content TEXT NOT NULL DEFAULT '',
    attachment_id INTEGER REFERENCES attachments (id) ON DELETE SET NULL,
    idempotency_key TEXT,
    created_at INTEGER NOT NULL
  );
  CREATE INDEX chat_messages_pair ON chat_messages (sender_id, recipient_id, id);

  CREATE TABLE shouts (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    text TEXT NOT NULL,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE reports (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    reporter_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    target_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    status_ids TEXT NOT NULL DEFAULT '[]',
    comment TEXT NOT NULL DEFAULT '',
    forward INTEGER NOT NULL DEFAULT 0,
    state TEXT NOT NULL DEFAULT 'open',
    created_at INTEGER NOT NULL
  );

  CREATE TABLE push_subscriptions (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    token_id INTEGER NOT NULL UNIQUE REFERENCES tokens (id) ON DELETE CASCADE,
    endpoint TEXT NOT NULL,
    key_p256dh TEXT NOT NULL,
    key_auth TEXT NOT NULL,
    alerts TEXT NOT NULL DEFAULT '{}',
    created_at INTEGER NOT NULL
  );

  CREATE TABLE idempotency (
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    key TEXT NOT NULL,
    status_id INTEGER NOT NULL,
    created_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, key)
  );
  `,
  // accounts (issue 12): registration reasons, forced password resets, invites, and the
  // single-use tokens mailed for password resets and e-mail confirmation (stored as sha256).
  `
  ALTER TABLE users ADD COLUMN registration_reason TEXT;
  ALTER TABLE users ADD COLUMN password_reset_pending INTEGER NOT NULL DEFAULT 0;

  CREATE TABLE user_invites (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    token TEXT NOT NULL UNIQUE,
    max_use INTEGER,
    uses INTEGER NOT NULL DEFAULT 0,
    expires_at INTEGER,
    used INTEGER NOT NULL DEFAULT 0,
    created_at INTEGER NOT NULL
  );

  CREATE TABLE account_tokens (
    token_hash TEXT PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('password_reset', 'confirmation')),
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    expires_at INTEGER NOT NULL,
    created_at INTEGER NOT NULL
  );
  `,
  // chats (issue 11): one message per sender and Idempotency-Key; lookups by recipient and by
  // attachment.
  `
  CREATE UNIQUE INDEX chat_messages_idempotency ON chat_messages (sender_id, idempotency_key) WHERE idempotency_key IS NOT NULL;
  CREATE INDEX chat_messages_recipient ON chat_messages (recipient_id, sender_id, id);
  CREATE INDEX chat_messages_attachment ON chat_messages (attachment_id) WHERE attachment_id IS NOT NULL;
  `,
  // real servers (issue 13): /api/v1/markers, where a user stopped reading a timeline.
  `
  CREATE TABLE markers (
    user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    timeline TEXT NOT NULL CHECK (timeline IN ('home', 'notifications')),
    last_read_id TEXT NOT NULL,
    version INTEGER NOT NULL DEFAULT 1,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (user_id, timeline)
  );
  `,
  // PKCE (issue 24): the S256 code_challenge a code was issued for, checked against the
  // code_verifier when the code is exchanged; NULL when the client sent none.
  `
  ALTER TABLE auth_codes ADD COLUMN code_challenge TEXT;
  `,
  // issue 31: the last TOTP time step that completed a sign-in (a code is never accepted twice),
  // and the wrong codes tried on each mfa_token (it is spent after a few).
  `
  ALTER TABLE users ADD COLUMN mfa_last_step INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE mfa_tokens ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
  `,
  // bookmark folders and announcements (issue 26): Pleroma 2.8's folders (a bookmark keeps its
  // folder; deleting a folder leaves its bookmarks unfiled) and the admin's announcements with
  // each user's read state and reactions.
  `
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
  `,
  // filters (issue 26): server-side filters. A v1 filter (Pleroma's /api/v1/filters) is one row
  // with its phrase as title and one keyword; `irreversible` is action 'hide'. v2 (Mastodon's
  // /api/v2/filters) has any number of keywords.
  `
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
  `,
  // lists and followed hashtags (issue 26). replies_policy and exclusive are Mastodon's; the
  // Pleroma flavour never shows or changes them, so its lists keep the defaults.
  `
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
  `,
  // editing (issue 25): each version of an edited status, as Mastodon and Pleroma keep them. The
  // first edit stores the original too, so a status's history is its rows oldest first (or,
  // never edited, the status itself). media is JSON [{id, description}], poll JSON {options, multiple}.
  `
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
  `,
  // quotes (issue 25): which post a status quotes (the quoted id outlives a deleted post, so the
  // quote can say it was deleted), and Mastodon 4.5's quote_approval_policy per post (absent: public).
  `
  CREATE TABLE quotes (
    status_id INTEGER PRIMARY KEY REFERENCES statuses (id) ON DELETE CASCADE,
    quoted_id INTEGER NOT NULL
  );
  CREATE INDEX quotes_quoted ON quotes (quoted_id);
  CREATE TABLE quote_policies (
    status_id INTEGER PRIMARY KEY REFERENCES statuses (id) ON DELETE CASCADE,
    policy TEXT NOT NULL CHECK (policy IN ('public', 'followers', 'nobody'))
  );
  `,
  // scheduled posts (issue 25): the POST /api/v1/statuses parameters, published by
  // server/scheduled/scheduler.ts at scheduled_at with the host they were posted on.
  `
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
  `,
];
