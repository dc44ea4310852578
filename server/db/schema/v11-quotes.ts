// Quotes: which post a status quotes (the quoted id outlives a deleted post, so the quote can say
// it was deleted), and Mastodon 4.5's quote_approval_policy per post (absent: public).
export const QUOTES = `
  CREATE TABLE quotes (
    status_id INTEGER PRIMARY KEY REFERENCES statuses (id) ON DELETE CASCADE,
    quoted_id INTEGER NOT NULL
  );
  CREATE INDEX quotes_quoted ON quotes (quoted_id);
  CREATE TABLE quote_policies (
    status_id INTEGER PRIMARY KEY REFERENCES statuses (id) ON DELETE CASCADE,
    policy TEXT NOT NULL CHECK (policy IN ('public', 'followers', 'nobody'))
  );
  `;
