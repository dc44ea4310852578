// Blocking a remote user's whole domain from their profile menu. The host is the part of the acct
// after the @, in punycode (what the server stores); the label shows the readable form.
import { useStore } from 'react-redux';
import type { Relationship, User } from '../../entities/types';
import { toUnicode } from '../../lib/punycode';
import { ensureAccountListsSlice, selectAccountList } from '../../store/accountListsSlice';
import { blockDomain, undoListItem } from '../../store/accountListsThunks';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { AppStore } from '../../store/index';
import { domainBlockChanged } from '../../store/relationshipThunks';

/** `dave@Bücher.example` → `xn--bcher-kva.example`; '' for local accounts or an odd acct. */
export function domainOf(acct: string): string {
  const at = acct.lastIndexOf('@');
  const raw = at > 0 ? acct.slice(at + 1).trim() : '';
  if (!raw) return '';
  try {
    // URL turns an internationalized host into punycode and lowercases it.
    return new URL(`http://${raw}/`).hostname;
  } catch {
    return '';
  }
}

export interface DomainBlock {
  host: string;
  hostUi: string;
  blocked: boolean;
  /** Blocks or unblocks; the thunks show the server's message on failure. Resolves true on success. */
  toggle: () => Promise<boolean>;
}

export function useDomainBlock(user: User, relationship: Relationship | undefined): DomainBlock | null {
  const dispatch = useAppDispatch();
  const store = useStore() as AppStore;
  const host = user.is_local ? '' : domainOf(user.screen_name);
  const listed = useAppSelector((s) => host !== '' && selectAccountList(s, 'domainBlocks').items.includes(host));
  if (!host) return null;
  const blocked = Boolean(relationship?.domain_blocking) || listed;
  const toggle = async () => {
    ensureAccountListsSlice(store);
    const ok = await dispatch(blocked ? undoListItem('domainBlocks', host) : blockDomain(host));
    if (ok) await dispatch(domainBlockChanged(user.id)).catch(() => undefined);
    return ok;
  };
  return { host, hostUi: toUnicode(host), blocked, toggle };
}
