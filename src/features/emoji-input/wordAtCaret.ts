// The word the caret is in (whitespace-delimited), and replacing it. Pure: the autocomplete and
// its tests share it.

export interface CaretWord {
  /** The whole word around the caret, e.g. ':blo' or '@alice'. */
  word: string;
  start: number;
  end: number;
}

const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);

/** The whitespace-delimited word that contains `caret` (clamped to the text). */
export function wordAtCaret(text: string, caret: number): CaretWord {
  const pos = Math.max(0, Math.min(caret, text.length));
  let start = pos;
  while (start > 0 && !isSpace(text[start - 1])) start -= 1;
  let end = pos;
  while (end < text.length && !isSpace(text[end])) end += 1;
  return { word: text.slice(start, end), start, end };
}

/** Replaces text[start, end) with `insert`; returns the new text and the caret right after it. */
export function replaceRange(text: string, start: number, end: number, insert: string): { text: string; caret: number } {
  return { text: text.slice(0, start) + insert + text.slice(end), caret: start + insert.length };
}

/**
 * Inserts an emoji picked in the picker at the selection. With padding (the padEmoji preference)
 * it keeps a space on both sides so the shortcode stays a separate word.
 */
export function insertAtSelection(text: string, start: number, end: number, insert: string, pad: boolean): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  const before = pad && from > 0 && !isSpace(text[from - 1]) ? ' ' : '';
  const after = pad && !isSpace(text[to]) ? ' ' : '';
  return replaceRange(text, from, to, before + insert + after);
}
