// Apart from html.ts: only the chat list uses it, and the first chunk does without it.
import { BLOCK_END, inertDocument } from './html';
import type { SafeHtml } from './types';

/**
 * One line of already sanitized HTML for a preview (the chat list): its text, with the custom
 * emoji pictures kept (so no `:shortcode:` shows) and everything else flattened.
 */
export function inlinePreview(html: SafeHtml): SafeHtml {
  if (typeof html !== 'string' || html === '' || typeof document === 'undefined') return (html || '') as SafeHtml;
  const doc = inertDocument();
  const box = doc.createElement('div');
  box.innerHTML = html.replace(/<br\s*\/?>/gi, ' ').replace(BLOCK_END, (m) => `${m} `);
  const out = doc.createElement('div');
  const walker = doc.createTreeWalker(box, 1 | 4 /* SHOW_ELEMENT | SHOW_TEXT */);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (n.nodeType === 3) out.append(doc.createTextNode(n.nodeValue ?? ''));
    else if ((n as Element).matches('img.emoji')) out.append(n.cloneNode(false));
  }
  out.normalize();
  return out.innerHTML.replace(/\s+/g, ' ').trim() as SafeHtml;
}
