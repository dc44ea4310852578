// The ':' emoji / '@' account autocomplete state: what the word at the caret asks for, the
// matches (5 shown), the highlighted one, Escape-dismissal, and the debounced server search.
import { useEffect, useMemo, useState } from 'react';
import type { CustomEmoji } from '../../entities/instance';
import type { User } from '../../entities/types';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectUsers } from '../../store/usersSlice';
import { selectInstance } from '../../store/instanceSlice';
import type { RootState } from '../../store/index';
import { searchMentionAccounts } from '../../store/emojiInputThunks';
import { ACCOUNT_SEARCH_DEBOUNCE_MS, matchAccounts, matchEmoji, mergeAccounts, suggestionQuery } from './suggestions';
import { wordAtCaret, type CaretWord } from './wordAtCaret';

export type Suggestion =
  | { kind: 'emoji'; key: string; insert: string; emoji: CustomEmoji }
  | { kind: 'account'; key: string; insert: string; user: User };

export interface SuggestionsState {
  open: boolean;
  items: Suggestion[];
  activeIndex: number;
  /** The word the chosen suggestion replaces. */
  word: CaretWord | null;
  move: (delta: number) => void;
  setActive: (index: number) => void;
  /** Escape: closed until the word at the caret changes. */
  dismiss: () => void;
}

const NO_USERS: RootState['users'] = {};

/** caret null = the field is not focused: nothing is suggested. */
export function useSuggestions(value: string, caret: number | null, suggestAccounts: boolean): SuggestionsState {
  const dispatch = useAppDispatch();
  const customEmoji = useAppSelector((s) => selectInstance(s).customEmoji);
  const standardEmoji = useAppSelector((s) => selectInstance(s).emoji);

  const word = caret === null ? null : wordAtCaret(value, caret);
  const request = word ? suggestionQuery(word.word, suggestAccounts) : null;
  const wordKey = word && request ? `${word.start}|${word.word}` : '';
  const kind = request?.kind ?? null;
  // The users table only while an '@' word is typed: otherwise every users update (each
  // timeline page) would re-render an always-mounted post form.
  const users = useAppSelector((s) => (kind === 'account' ? selectUsers(s) : NO_USERS));
  const query = request?.query ?? '';
  const accountQuery = kind === 'account' ? query : '';

  // Server results for the current account query (ids; the users themselves are in the store).
  const [remote, setRemote] = useState<{ query: string; ids: string[] }>({ query: '', ids: [] });
  useEffect(() => {
    if (!accountQuery) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      dispatch(searchMentionAccounts(accountQuery, controller.signal))
        .then((ids) => setRemote({ query: accountQuery, ids }))
        // A failed search only means fewer suggestions; the known users still show.
        .catch(() => undefined);
    }, ACCOUNT_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [accountQuery, dispatch]);

  const items = useMemo<Suggestion[]>(() => {
    if (!kind) return [];
    if (kind === 'emoji') {
      return matchEmoji(customEmoji, standardEmoji, query).map((emoji) => ({
        kind: 'emoji',
        key: `e:${emoji.replacement}`,
        // Custom emoji go in as ':shortcode:', standard ones as the character.
        insert: emoji.replacement,
        emoji,
      }));
    }
    const local = matchAccounts(Object.values(users), query);
    const fromServer = remote.query === query ? remote.ids.map((id) => users[id]).filter((u): u is User => !!u) : [];
    return mergeAccounts(local, fromServer).map((user) => ({ kind: 'account', key: `a:${user.id}`, insert: `@${user.screen_name}`, user }));
  }, [kind, query, customEmoji, standardEmoji, users, remote]);

  const [active, setActiveState] = useState<{ key: string; index: number }>({ key: '', index: 0 });
  const [dismissed, setDismissed] = useState('');
  const activeIndex = active.key === wordKey && active.index < items.length ? active.index : 0;
  const open = items.length > 0 && wordKey !== '' && dismissed !== wordKey;

  return {
    open,
    items: open ? items : [],
    activeIndex,
    word: open ? word : null,
    move: (delta) => setActiveState({ key: wordKey, index: (activeIndex + delta + items.length) % items.length }),
    setActive: (index) => setActiveState({ key: wordKey, index }),
    dismiss: () => setDismissed(wordKey),
  };
}
