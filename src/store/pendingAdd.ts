// An account being added on another instance through its sign-in page: what the
// callback needs to finish it, kept in sessionStorage (this tab only) over the redirect. Its
// `state` tells the callback that the code is for this add, not for this instance's sign-in.
import { tabStorage } from '../lib/tabStorage';
import type { OAuthApp } from '../api/oauth';

const KEY = 'starling:oauth-pending-add';

export interface PendingAdd {
  origin: string;
  app: OAuthApp;
  state: string;
  /** The PKCE verifier, where the challenge went with the authorization request. */
  verifier?: string;
}

function read(): PendingAdd | null {
  try {
    const p = JSON.parse(tabStorage()?.getItem(KEY) ?? 'null') as Partial<PendingAdd> | null;
    if (!p || typeof p.origin !== 'string' || typeof p.state !== 'string' || !p.app?.client_id || !p.app.client_secret) return null;
    return { origin: p.origin, app: p.app, state: p.state, ...(typeof p.verifier === 'string' ? { verifier: p.verifier } : {}) };
  } catch {
    return null;
  }
}

/** false when the tab cannot keep it: then the add cannot come back, and does not start. */
export function rememberPendingAdd(pending: PendingAdd): boolean {
  try {
    const s = tabStorage();
    s?.setItem(KEY, JSON.stringify(pending));
    return read()?.state === pending.state;
  } catch {
    return false;
  }
}

/** Does the callback's `state` belong to the add under way? (Read only: the callback takes it.) */
export const isPendingAdd = (state: string | null): boolean => !!state && read()?.state === state;

/** The add the `state` belongs to; read once, then forgotten. */
export function takePendingAdd(state: string | null): PendingAdd | null {
  const pending = read();
  if (!pending || !state || pending.state !== state) return null;
  try {
    tabStorage()?.removeItem(KEY);
  } catch {
    /* gone with the tab */
  }
  return pending;
}
