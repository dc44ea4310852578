// A post as another signed-in account's instance knows it: the same id on the same
// instance, else found there by its URL (search with resolve). Used by every "as another account".
import { resolveStatusAt } from '../api/accountsElsewhere';
import { normalizeStatus } from '../entities/status';
import type { Status } from '../entities/types';
import type { StoredAccount } from './accounts';

/** The post's id on `account`'s instance; null when that instance cannot find it. */
export async function statusIdAt(account: Pick<StoredAccount, 'origin' | 'token'>, status: Status, activeOrigin: string): Promise<string | null> {
  if (account.origin === activeOrigin) return status.id;
  const url = status.uri || status.external_url;
  if (!url) return null;
  const found = (await resolveStatusAt(account.origin, account.token, url)).map((raw) => normalizeStatus(raw).entity);
  const there = found.find((s) => s.id && (s.uri === status.uri || s.external_url === status.external_url)) ?? found[0];
  return there?.id || null;
}
