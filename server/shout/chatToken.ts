// The shoutbox token Pleroma hands out in verify_credentials as `chat_token`. It names the OAuth
// token of the session it was handed to (id + HMAC), so the socket has that token's rights and
// no more: its scopes, and its life — revoked, expired or signed out, the chat_token is dead too,
// and so is it when the account is deactivated or deleted.
import crypto from 'node:crypto';
import { liveTokenById, parseScopes } from '../db/oauth.js';
import type { Store } from '../db/store.js';
import { userById, type UserRow } from '../db/users.js';

export interface ChatSession {
  tokenId: number;
  user: UserRow;
  scopes: string[];
}

const macOf = (secret: string, tokenId: number) => crypto.createHmac('sha256', secret).update(`chat_token:${tokenId}`).digest('base64url');

export function chatToken(secret: string, tokenId: number): string {
  return `${tokenId}.${macOf(secret, tokenId)}`;
}

/** The OAuth token id a well-signed chat_token names, or null. */
export function chatTokenId(secret: string, token: string): number | null {
  const [id, mac, ...rest] = token.split('.');
  if (!id || !mac || rest.length > 0 || !/^\d{1,15}$/.test(id)) return null;
  const a = Buffer.from(mac);
  const b = Buffer.from(macOf(secret, Number(id)));
  return a.length === b.length && crypto.timingSafeEqual(a, b) ? Number(id) : null;
}

/** The session behind an OAuth token id as of now, or null if the token or its account is gone. */
export function chatSessionOf(store: Store, tokenId: number): ChatSession | null {
  const token = liveTokenById(store, tokenId);
  const user = token?.user_id ? userById(store, token.user_id) : undefined;
  if (!token || !user || user.deactivated) return null;
  return { tokenId, user, scopes: parseScopes(token.scopes) };
}
