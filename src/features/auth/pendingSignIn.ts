// The sign-in this tab sent to the server's page: its `state` and, with PKCE, the verifier, kept
// in sessionStorage (this tab only, gone when it closes) for the redirect round trip.
import { tabStorage } from '../../lib/tabStorage';

const KEY = 'starling:oauth-pending';

interface PendingSignIn {
  state: string;
  verifier?: string;
}

/** false when the tab cannot keep it (storage disabled): then the flow goes without PKCE. */
export function rememberSignIn(pending: PendingSignIn): boolean {
  try {
    const s = tabStorage();
    if (!s) return false;
    s.setItem(KEY, JSON.stringify(pending));
    return s.getItem(KEY) !== null;
  } catch {
    return false;
  }
}

/** The verifier of the sign-in the callback's `state` belongs to; read once, then forgotten. */
export function takeSignIn(state: string | null): string | undefined {
  try {
    const s = tabStorage();
    const raw = s?.getItem(KEY);
    s?.removeItem(KEY);
    if (!raw || !state) return undefined;
    const pending = JSON.parse(raw) as Partial<PendingSignIn>;
    return pending.state === state && typeof pending.verifier === 'string' ? pending.verifier : undefined;
  } catch {
    return undefined;
  }
}
