// The ':' emoji / '@' account suggestion combobox over a text field: where the caret is, the
// list's keys (arrows, Enter/Tab to choose, Escape to close only the list), the chosen word
// replaced, and the caret put back after the new value arrives through props.
import { useEffect, useId, useLayoutEffect, useRef, useState, type ChangeEvent, type KeyboardEvent, type Ref } from 'react';
import { optionId } from './SuggestionList';
import { useSuggestions, type Suggestion } from './useSuggestions';
import { replaceRange } from './wordAtCaret';

/** What EmojiInput hands to the field it wraps (an <input> or a <textarea>). */
export interface EmojiFieldProps {
  ref: Ref<HTMLInputElement & HTMLTextAreaElement>;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onBlur?: () => void;
  onSelect?: () => void;
  /** 'combobox' on an <input> only (a textarea may not take the role; it keeps the textbox role). */
  role?: 'combobox';
  'aria-autocomplete'?: 'list';
  'aria-controls'?: string;
  'aria-expanded'?: boolean;
  'aria-activedescendant'?: string;
}

type Field = HTMLInputElement & HTMLTextAreaElement;

export function useSuggestionCombobox(
  value: string,
  onChange: (value: string) => void,
  suggestAccounts: boolean,
  onSuggestionsOpenChange: ((open: boolean) => void) | undefined,
) {
  const ref = useRef<Field>(null);
  const listId = useId();
  // Caret while the field has focus (null: no suggestions); the last selection for the picker.
  const [caret, setCaret] = useState<number | null>(null);
  const selection = useRef<{ start: number; end: number } | null>(null);
  // After a replacement the new value arrives through props; then the caret is put back.
  const pendingCaret = useRef<number | null>(null);
  const [isInput, setIsInput] = useState(false);

  const suggestions = useSuggestions(value, caret, suggestAccounts);
  const { open } = suggestions;

  useLayoutEffect(() => {
    setIsInput(ref.current instanceof HTMLInputElement);
  }, []);

  useLayoutEffect(() => {
    const el = ref.current;
    const pos = pendingCaret.current;
    if (!el || pos === null) return;
    pendingCaret.current = null;
    el.focus();
    el.setSelectionRange(pos, pos);
    setCaret(pos);
  }, [value]);

  const notified = useRef(false);
  const notify = useRef(onSuggestionsOpenChange);
  notify.current = onSuggestionsOpenChange;
  useEffect(() => {
    if (notified.current === open) return;
    notified.current = open;
    notify.current?.(open);
  }, [open]);
  // A field that goes away with its list open must not keep blocking the submit.
  useEffect(
    () => () => {
      if (notified.current) notify.current?.(false);
    },
    [],
  );

  /** Remembers where the picker inserts (a field never focused inserts at the end). */
  const readCaret = () => {
    const el = ref.current;
    if (!el) return;
    const start = el.selectionStart ?? el.value.length;
    const end = el.selectionEnd ?? start;
    selection.current = { start, end };
    setCaret(start === end ? end : null);
  };

  const choose = (item: Suggestion) => {
    const word = suggestions.word;
    if (!word) return;
    // One space after the insert, unless one already follows; the caret goes after it.
    const spaced = /^\s/.test(value.slice(word.end)) ? item.insert : `${item.insert} `;
    const next = replaceRange(value, word.start, word.end, spaced);
    const caretAfter = spaced === item.insert ? next.caret + 1 : next.caret;
    pendingCaret.current = caretAfter;
    selection.current = { start: caretAfter, end: caretAfter };
    onChange(next.text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (!open) return;
    const modified = event.ctrlKey || event.metaKey || event.altKey;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      suggestions.move(event.key === 'ArrowDown' ? 1 : -1);
    } else if ((event.key === 'Enter' && !modified && !event.shiftKey) || (event.key === 'Tab' && !event.shiftKey && !modified)) {
      event.preventDefault();
      const item = suggestions.items[suggestions.activeIndex];
      if (item) choose(item);
    } else if (event.key === 'Escape') {
      // Close the list only; a surrounding modal stays open.
      event.preventDefault();
      event.stopPropagation();
      suggestions.dismiss();
    }
  };

  const field: EmojiFieldProps = {
    ref,
    value,
    onChange: (event) => {
      const el = event.target;
      const pos = el.selectionStart ?? el.value.length;
      selection.current = { start: pos, end: el.selectionEnd ?? pos };
      setCaret(pos);
      onChange(el.value);
    },
    onKeyDown,
    // React's select event also fires for caret moves by key and click.
    onSelect: readCaret,
    onBlur: () => setCaret(null),
    'aria-autocomplete': 'list',
    'aria-controls': open ? listId : undefined,
    'aria-activedescendant': open ? optionId(listId, suggestions.activeIndex) : undefined,
    // aria-expanded is only valid with the combobox role, which only an <input> may take.
    ...(isInput ? { role: 'combobox' as const, 'aria-expanded': open } : {}),
  };

  return { field, listId, suggestions, choose, selection, pendingCaret };
}
