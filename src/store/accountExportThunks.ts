// Exports of the signed-in user's follows, mutes and blocks as Mastodon's CSV files. Every page
// of the list is fetched, following the Link header's next cursor; the relationship fields
// (boosts shown, notifications) come with each account on Pleroma and are asked for per page
// elsewhere. Answers the CSV text (or the server's error text) for the caller to download.
import { fetchAccountList } from '../api/accountLists';
import { fetchFollowList, fetchRelationships } from '../api/accounts';
import type { ApiResponse } from '../api/http';
import { normalizeRelationship } from '../entities/relationship';
import type { Relationship, User } from '../entities/types';
import { normalizeUser } from '../entities/user';
import { accountAddress, accountsCsv, type AccountExportKind, type AccountExportRow } from '../lib/accountCsv';
import type { Outcome } from './withToken';
import { selectCurrentUser, selectUserToken } from './authSlice';
import { errorText } from './errorText';
import type { AppThunk } from './index';

const PAGE_SIZE = 40;
/** A stop for a server whose cursor never ends (40 000 accounts). */
const MAX_PAGES = 1000;

type Page = (maxId: string | null) => Promise<ApiResponse<unknown>>;

async function everyAccount(page: Page): Promise<User[]> {
  const seen = new Set<string>();
  const users: User[] = [];
  let maxId: string | null = null;
  for (let i = 0; i < MAX_PAGES; i++) {
    const res = await page(maxId);
    const fresh = (Array.isArray(res.data) ? res.data : []).map(normalizeUser).filter((u) => u.id && !seen.has(u.id));
    for (const u of fresh) seen.add(u.id);
    users.push(...fresh);
    const next = res.cursors.maxId;
    if (fresh.length === 0 || !next || next === maxId) break;
    maxId = next;
  }
  return users;
}

/** The relationships the accounts did not bring along (Mastodon, GoToSocial), asked in batches. */
async function relationshipsOf(users: User[], token: string): Promise<Map<string, Relationship>> {
  const out = new Map<string, Relationship>();
  for (const u of users) if (u.relationship) out.set(u.id, u.relationship);
  const missing = users.filter((u) => !u.relationship).map((u) => u.id);
  for (let i = 0; i < missing.length; i += PAGE_SIZE) {
    const raw = await fetchRelationships(missing.slice(i, i + PAGE_SIZE), token);
    for (const r of (Array.isArray(raw) ? raw : []).map(normalizeRelationship)) if (r.id) out.set(r.id, r);
  }
  return out;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}

export const exportAccounts =
  (kind: AccountExportKind): AppThunk<Promise<Outcome<string>>> =>
  async (_dispatch, getState) => {
    const token = selectUserToken(getState());
    const me = selectCurrentUser(getState());
    if (!token || !me) return { ok: false, message: '' };
    try {
      const page: Page =
        kind === 'following'
          ? (maxId) => fetchFollowList(me.id, 'following', { maxId, token, limit: PAGE_SIZE })
          : (maxId) => fetchAccountList(kind, token, maxId, PAGE_SIZE);
      const users = await everyAccount(page);
      const relationships = kind === 'blocks' ? new Map<string, Relationship>() : await relationshipsOf(users, token);
      // Local accounts are written with the local domain, which the own profile URL carries.
      const localDomain = hostOf(me.statusnet_profile_url);
      const rows: AccountExportRow[] = users.map((u) => {
        const rel = relationships.get(u.id);
        return {
          address: accountAddress(u.screen_name, localDomain),
          showBoosts: rel?.showing_reblogs ?? true,
          notify: rel?.subscribing ?? false,
          hideNotifications: rel ? rel.muting_notifications : true,
        };
      });
      return { ok: true, value: accountsCsv(kind, rows) };
    } catch (e) {
      return { ok: false, message: errorText(e) };
    }
  };
