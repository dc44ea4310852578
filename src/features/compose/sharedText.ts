// What another app shares through the manifest's share_target (GET /share?title&text&url) becomes
// the text of a new post: the parts in order, each once (apps often repeat the URL in the text).

export interface Shared {
  title: string | null;
  text: string | null;
  url: string | null;
}

export function sharedFrom(params: URLSearchParams): Shared {
  return { title: params.get('title'), text: params.get('text'), url: params.get('url') };
}

export function sharedText({ title, text, url }: Shared): string {
  const parts: string[] = [];
  for (const part of [title, text, url]) {
    const p = part?.trim();
    if (p && !parts.some((q) => q.includes(p))) parts.push(p);
  }
  return parts.join('\n\n');
}

/** The shared text after what the draft already holds, so nothing typed before is lost. */
export function withShared(draftText: string, shared: string): string {
  if (!shared || draftText.includes(shared)) return draftText;
  return draftText.trim() ? `${draftText.trimEnd()}\n\n${shared}` : shared;
}
