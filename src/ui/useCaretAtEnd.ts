// An autofocused field that opens with text in it (a reply's mentions, a post being edited) is
// typed into after that text: focus alone leaves a textarea's caret at its start.
import { useCallback, useRef, type FocusEvent } from 'react';

/** An onFocus handler that puts the caret at the end the first time the field is focused. */
export function useCaretAtEnd(): (event: FocusEvent<HTMLTextAreaElement>) => void {
  const placed = useRef(false);
  return useCallback((event: FocusEvent<HTMLTextAreaElement>) => {
    if (placed.current) return;
    placed.current = true;
    const end = event.currentTarget.value.length;
    event.currentTarget.setSelectionRange(end, end);
  }, []);
}
