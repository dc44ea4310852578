// The first migration, part: Notifications, chats, shouts, reports, push subscriptions and idempotency keys.
export const MESSAGING = `  CREATE TABLE notifications (
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
  `;
