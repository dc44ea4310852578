// Matching for the ':' emoji and '@' account suggestions. Pure so the rules are unit-tested.
import type { CustomEmoji } from '../../entities/instance';
import type { User } from '../../entities/types';

/** 5 suggestions shown. */
export const SUGGESTIONS_SHOWN = 5;
/** Characters after ':' before emoji are suggested. */
export const EMOJI_MIN_CHARS = 2;
/** Characters after '@' before accounts are suggested. */
export const ACCOUNT_MIN_CHARS = 1;
/** Mention search debounced 300 ms. */
export const ACCOUNT_SEARCH_DEBOUNCE_MS = 300;

export type SuggestionKind = 'emoji' | 'account';

/** What kind of suggestion the word asks for, and the query without its prefix. */
export function suggestionQuery(word: string, accounts: boolean): { kind: SuggestionKind; query: string } | null {
  if (word.startsWith(':')) {
    // ':blob:' typed out in full still suggests 'blob'.
    const query = word.slice(1).replace(/:$/, '');
    return query.length >= EMOJI_MIN_CHARS && !query.includes(':') ? { kind: 'emoji', query } : null;
  }
  if (accounts && word.startsWith('@')) {
    const query = word.slice(1);
    return query.length >= ACCOUNT_MIN_CHARS && !query.startsWith('@') ? { kind: 'account', query } : null;
  }
  return null;
}

/** Names starting with the query first, then containing it; custom before standard; then by name. */
export function matchEmoji(custom: CustomEmoji[], standard: CustomEmoji[], query: string, limit = SUGGESTIONS_SHOWN): CustomEmoji[] {
  const q = query.toLowerCase();
  const scored: { e: CustomEmoji; rank: number }[] = [];
  const add = (list: CustomEmoji[], offset: number) => {
    for (const e of list) {
      const name = e.displayText.toLowerCase();
      if (name.startsWith(q)) scored.push({ e, rank: offset });
      else if (name.includes(q)) scored.push({ e, rank: offset + 2 });
    }
  };
  add(custom, 0);
  add(standard, 1);
  scored.sort((a, b) => a.rank - b.rank || a.e.displayText.localeCompare(b.e.displayText));
  return scored.slice(0, limit).map((s) => s.e);
}

/** Known users whose acct or display name matches; acct prefix matches first. */
export function matchAccounts(users: User[], query: string, limit = SUGGESTIONS_SHOWN): User[] {
  const q = query.toLowerCase();
  const scored: { u: User; rank: number }[] = [];
  for (const u of users) {
    if (!u.id || !u.screen_name || u.deactivated) continue;
    const acct = u.screen_name.toLowerCase();
    const ui = u.screen_name_ui.toLowerCase();
    const name = u.name.toLowerCase();
    if (acct.startsWith(q) || ui.startsWith(q)) scored.push({ u, rank: 0 });
    else if (name.startsWith(q)) scored.push({ u, rank: 1 });
    else if (acct.includes(q) || ui.includes(q) || name.includes(q)) scored.push({ u, rank: 2 });
  }
  scored.sort((a, b) => a.rank - b.rank || a.u.screen_name.localeCompare(b.u.screen_name));
  return scored.slice(0, limit).map((s) => s.u);
}

/** Local matches first, then server results not already shown, cut to the limit. */
export function mergeAccounts(local: User[], remote: User[], limit = SUGGESTIONS_SHOWN): User[] {
  const seen = new Set(local.map((u) => u.id));
  return [...local, ...remote.filter((u) => !seen.has(u.id))].slice(0, limit);
}
