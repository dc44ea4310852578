// Accounts: registration reasons, forced password resets, invites, and the single-use tokens
// mailed for password resets and e-mail confirmation (stored as sha256).
export const REGISTRATION = `
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
  `;
