// A word-level diff between two versions of a text (for the edit history): the longest
// common subsequence of their words and spaces, as runs of kept, inserted and removed text.
// Quadratic in words; a post is short, and past MAX_CELLS the change is shown as replace-all.

export type DiffPart = { kind: 'same' | 'inserted' | 'removed'; text: string };

const MAX_CELLS = 4_000_000;

/** Words and the whitespace between them, so joining the tokens gives the text back. */
export const tokens = (text: string): string[] => text.match(/\s+|[^\s]+/g) ?? [];

function push(parts: DiffPart[], kind: DiffPart['kind'], text: string): void {
  const last = parts[parts.length - 1];
  if (last && last.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

export function wordDiff(before: string, after: string): DiffPart[] {
  const a = tokens(before);
  const b = tokens(after);
  const parts: DiffPart[] = [];
  if (a.length * b.length > MAX_CELLS) {
    if (before) push(parts, 'removed', before);
    if (after) push(parts, 'inserted', after);
    return parts;
  }
  // lcs[i][j]: the common length of a[i..] and b[j..], in one flat array.
  const w = b.length + 1;
  const lcs = new Uint32Array((a.length + 1) * w);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i * w + j] = a[i] === b[j] ? lcs[(i + 1) * w + j + 1] + 1 : Math.max(lcs[(i + 1) * w + j], lcs[i * w + j + 1]);
    }
  }
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push(parts, 'same', a[i]);
      i++;
      j++;
    } else if (lcs[(i + 1) * w + j] >= lcs[i * w + j + 1]) {
      push(parts, 'removed', a[i++]);
    } else {
      push(parts, 'inserted', b[j++]);
    }
  }
  while (i < a.length) push(parts, 'removed', a[i++]);
  while (j < b.length) push(parts, 'inserted', b[j++]);
  return parts;
}

/** Whether anything changed at all. */
export const changed = (parts: DiffPart[]): boolean => parts.some((p) => p.kind !== 'same');
