// JSON from a file or storage, read only when it is small and shallow enough: the size and the
// nesting are measured first (one pass, no recursion), so a 20 MB file or a value 100,000 deep is
// refused with a reason before parsing or any later walk can freeze the page or overflow the stack.

/** Settings backups and theme files are a few kilobytes; this leaves a wide margin. */
export const MAX_FILE_BYTES = 2 * 1024 * 1024;
/** The deepest well-formed preference is a shadow layer, five levels down. */
export const MAX_JSON_DEPTH = 32;

export type LimitedJson = { ok: true; value: unknown } | { ok: false; reason: 'too_large' | 'too_deep' | 'invalid' };

/** The deepest nesting of arrays/objects in JSON text (strings skipped). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) max = Math.max(max, ++depth);
    else if (c === 125 || c === 93) depth--;
  }
  return max;
}

export function parseLimitedJson(text: string, maxChars = MAX_FILE_BYTES, maxDepth = MAX_JSON_DEPTH): LimitedJson {
  if (text.length > maxChars) return { ok: false, reason: 'too_large' };
  if (jsonDepth(text) > maxDepth) return { ok: false, reason: 'too_deep' };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}

/** A chosen file's text, or why it was not read (checked by size before reading it). */
export async function readLimitedFile(file: Blob, maxBytes = MAX_FILE_BYTES): Promise<{ ok: true; text: string } | { ok: false; reason: 'too_large' | 'unreadable' }> {
  if (file.size > maxBytes) return { ok: false, reason: 'too_large' };
  try {
    return { ok: true, text: await file.text() };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
