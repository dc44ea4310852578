// The first migration, part: OAuth apps, tokens, authorization codes and the mfa_tokens of a two-factor sign-in.
export const OAUTH = `  CREATE TABLE apps (
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

`;
