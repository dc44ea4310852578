// Which kept write is which action (by its API path): its kind, what it acts on, and the pair it
// belongs to, so that an undo (unfavourite after favourite) cancels the waiting one. Pure.
import type { OfflineWrite } from '../../api/http';
import type { StatusToggleAction } from '../../api/statusActions';

export type OutboxKind =
  | 'post' | 'edit' | 'delete' | 'favourite' | 'repeat' | 'bookmark' | 'pin' | 'mute_thread'
  | 'react' | 'vote' | 'follow' | 'block' | 'mute' | 'chat' | 'media';

export interface Classified {
  kind: OutboxKind;
  /** The status or account acted on ('' for a new post), or the chat written to. */
  target: string;
  /** Actions with the same pair key undo each other when `on` differs. */
  pairKey: string | null;
  on: boolean;
}

const STATUS_TOGGLES: Record<StatusToggleAction, [OutboxKind, boolean]> = {
  favourite: ['favourite', true], unfavourite: ['favourite', false],
  reblog: ['repeat', true], unreblog: ['repeat', false],
  bookmark: ['bookmark', true], unbookmark: ['bookmark', false],
  pin: ['pin', true], unpin: ['pin', false],
  mute: ['mute_thread', true], unmute: ['mute_thread', false],
};
const ACCOUNT_TOGGLES: Record<string, [OutboxKind, boolean]> = {
  follow: ['follow', true], unfollow: ['follow', false],
  block: ['block', true], unblock: ['block', false],
  mute: ['mute', true], unmute: ['mute', false],
};

/** The pair key its outbox entries carry, of a status toggle by its API action ('favourite', 'unbookmark'…). */
export const statusTogglePairKey = (id: string, action: StatusToggleAction): string => `status:${id}:${STATUS_TOGGLES[action][0]}`;

const isStatusToggle = (action: string): action is StatusToggleAction => Object.hasOwn(STATUS_TOGGLES, action);

const dec = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** null: not an action the outbox keeps. */
export function classify(w: Pick<OfflineWrite, 'method' | 'path' | 'json'>): Classified | null {
  const p = w.path.replace(/^https?:\/\/[^/]+/i, '').split('?')[0];
  const body = (w.json ?? {}) as Record<string, unknown>;
  let m: RegExpMatchArray | null;
  if (w.method === 'POST' && p === '/api/v1/statuses') {
    return body.preview ? null : { kind: 'post', target: '', pairKey: null, on: true };
  }
  if ((m = p.match(/^\/api\/v1\/statuses\/([^/]+)$/))) {
    if (w.method === 'PUT') return { kind: 'edit', target: dec(m[1]), pairKey: null, on: true };
    if (w.method === 'DELETE') return { kind: 'delete', target: dec(m[1]), pairKey: null, on: true };
    return null;
  }
  if (w.method === 'POST' && (m = p.match(/^\/api\/v1\/statuses\/([^/]+)\/([a-z]+)$/)) && isStatusToggle(m[2])) {
    const [kind, on] = STATUS_TOGGLES[m[2]];
    return { kind, target: dec(m[1]), pairKey: statusTogglePairKey(dec(m[1]), m[2]), on };
  }
  if ((m = p.match(/^\/api\/v1\/pleroma\/statuses\/([^/]+)\/reactions\/([^/]+)$/)) && (w.method === 'PUT' || w.method === 'DELETE')) {
    return { kind: 'react', target: dec(m[1]), pairKey: `status:${dec(m[1])}:react:${dec(m[2])}`, on: w.method === 'PUT' };
  }
  if (w.method === 'PUT' && (m = p.match(/^\/api\/v1\/media\/([^/]+)$/))) {
    // A media's description: a later one goes behind the waiting one, never undoes it.
    return { kind: 'media', target: dec(m[1]), pairKey: `media:${dec(m[1])}`, on: true };
  }
  if (w.method === 'POST' && (m = p.match(/^\/api\/v1\/pleroma\/chats\/([^/]+)\/messages$/))) {
    // Never an undo: the pair key only keeps a chat's later messages behind its waiting ones.
    return { kind: 'chat', target: dec(m[1]), pairKey: `chat:${dec(m[1])}`, on: true };
  }
  if (w.method === 'POST' && (m = p.match(/^\/api\/v1\/polls\/([^/]+)\/votes$/))) {
    return { kind: 'vote', target: dec(m[1]), pairKey: null, on: true };
  }
  if (w.method === 'POST' && (m = p.match(/^\/api\/v1\/accounts\/([^/]+)\/([a-z]+)$/)) && ACCOUNT_TOGGLES[m[2]]) {
    const [kind, on] = ACCOUNT_TOGGLES[m[2]];
    // Showing or hiding repeats is a follow call with `reblogs`: not an undo of anything.
    if (kind === 'follow' && on && 'reblogs' in body) return null;
    return { kind, target: dec(m[1]), pairKey: `account:${dec(m[1])}:${kind}`, on };
  }
  return null;
}
