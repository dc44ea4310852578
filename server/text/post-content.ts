// Turns what the author typed into the stored HTML for one `content_type`, collecting the
// mentioned accounts and hashtags on the way. Every renderer escapes first and then marks up;
// URLs, @mentions and #hashtags in their text runs go through formatPlainText.
import type { Store } from '../db/store.js';
import type { UserRow } from '../db/users.js';
import { sanitizeHtml } from './html-input.js';
import { formatPlainText, type Formatted } from './format.js';
import { renderBbcode } from './bbcode.js';
import { renderMarkdown, type Linkify } from './markdown.js';

export const CONTENT_TYPES = ['text/plain', 'text/html', 'text/markdown', 'text/bbcode'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export function isContentType(value: string): value is ContentType {
  return (CONTENT_TYPES as readonly string[]).includes(value);
}

export function renderPostContent(store: Store, text: string, contentType: ContentType, localHost?: string): Formatted {
  if (contentType === 'text/plain') return formatPlainText(store, text, localHost);
  const mentions = new Map<number, UserRow>();
  const tags = new Set<string>();
  const linkify: Linkify = (run, breaks) => {
    const f = formatPlainText(store, run, localHost, breaks);
    for (const u of f.mentions) mentions.set(u.id, u);
    for (const t of f.tags) tags.add(t);
    return f.html;
  };
  const html =
    contentType === 'text/markdown'
      ? renderMarkdown(text, linkify)
      : contentType === 'text/bbcode'
        ? renderBbcode(text, linkify)
        : sanitizeHtml(text, linkify);
  return { html, mentions: [...mentions.values()], tags: [...tags] };
}
