// Account rows and look-ups.
import type { Store } from './store.js';

export interface UserRow {
  id: number;
  nickname: string;
  domain: string | null;
  display_name: string;
  note: string;
  note_source: string;
  email: string | null;
  password_hash: string | null;
  avatar: string | null;
  header: string | null;
  background: string | null;
  fields: string;
  locked: number;
  bot: number;
  discoverable: number;
  is_admin: number;
  is_moderator: number;
  show_role: number;
  is_confirmed: number;
  is_approved: number;
  deactivated: number;
  hide_followers: number;
  hide_follows: number;
  hide_followers_count: number;
  hide_follows_count: number;
  hide_favorites: number;
  no_rich_text: number;
  default_scope: string;
  allow_following_move: number;
  accepts_chat_messages: number;
  skip_thread_containment: number;
  tags: string;
  notification_settings: string;
  settings_store: string;
  mfa_secret: string | null;
  mfa_enabled: number;
  mfa_backup_codes: string;
  created_at: number;
  /** accounts */
  registration_reason?: string | null;
  password_reset_pending?: number;
  /** The TOTP step of the last two-factor sign-in (neither its code nor an earlier one works again). */
  mfa_last_step?: number;
}

export function userById(store: Store, id: number): UserRow | undefined {
  return store.get<UserRow>('SELECT * FROM users WHERE id = ?', [id]);
}

export function localUserByNickname(store: Store, nickname: string): UserRow | undefined {
  return store.get<UserRow>('SELECT * FROM users WHERE nickname = ? COLLATE NOCASE AND domain IS NULL', [nickname]);
}

/**
 * `alice`, `@alice`, `alice@thishost` (local) or `dave@remote.example` (remote).
 * `localHost` is the request host, so a fully qualified local acct resolves too.
 */
/** A local account by its e-mail, in any letter case. */
export function localUserByEmail(store: Store, email: string): UserRow | undefined {
  return store.get<UserRow>('SELECT * FROM users WHERE email = ? COLLATE NOCASE AND domain IS NULL', [email]);
}

/** An active local account by e-mail or nickname, in any letter case (password reset). */
export function activeLocalUserByEmailOrNickname(store: Store, asked: string): UserRow | undefined {
  return store.get<UserRow>(
    'SELECT * FROM users WHERE domain IS NULL AND deactivated = 0 AND (email = @a COLLATE NOCASE OR nickname = @a COLLATE NOCASE)',
    { a: asked },
  );
}

export function userByAcct(store: Store, acct: string, localHost?: string): UserRow | undefined {
  const clean = acct.trim().replace(/^@/, '');
  const at = clean.indexOf('@');
  if (at < 0) return localUserByNickname(store, clean);
  const nickname = clean.slice(0, at);
  const domain = clean.slice(at + 1).toLowerCase();
  if (localHost && domain === localHost.toLowerCase()) return localUserByNickname(store, nickname);
  return store.get<UserRow>('SELECT * FROM users WHERE nickname = ? COLLATE NOCASE AND domain = ?', [nickname, domain]);
}

/** Pleroma accepts an id or a nickname (acct) wherever an account id goes. */
export function userByIdOrAcct(store: Store, idOrAcct: string, localHost?: string): UserRow | undefined {
  if (/^\d+$/.test(idOrAcct)) {
    const byId = userById(store, Number(idOrAcct));
    if (byId) return byId;
  }
  return userByAcct(store, idOrAcct, localHost);
}

export function acctOf(user: Pick<UserRow, 'nickname' | 'domain'>): string {
  return user.domain ? `${user.nickname}@${user.domain}` : user.nickname;
}

export interface UserCounts {
  followers: number;
  following: number;
  statuses: number;
  lastStatusAt: number | null;
}

export function userCounts(store: Store, id: number): UserCounts {
  const row = store.get<{ followers: number; following: number; statuses: number; last: number | null }>(
    `SELECT
       (SELECT COUNT(*) FROM follows WHERE followee_id = @id AND state = 'accepted') AS followers,
       (SELECT COUNT(*) FROM follows WHERE follower_id = @id AND state = 'accepted') AS following,
       (SELECT COUNT(*) FROM statuses WHERE user_id = @id) AS statuses,
       (SELECT MAX(created_at) FROM statuses WHERE user_id = @id) AS last`,
    { id },
  );
  return {
    followers: row?.followers ?? 0,
    following: row?.following ?? 0,
    statuses: row?.statuses ?? 0,
    lastStatusAt: row?.last ?? null,
  };
}

export function parseJsonArray<T>(text: string | null | undefined): T[] {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? (value as T[]) : [];
  } catch {
    return [];
  }
}

export function parseJsonObject(text: string | null | undefined): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text ?? '{}');
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
