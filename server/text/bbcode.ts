// A BBCode subset for `content_type=text/bbcode`: [b] [i] [u] [s] [code] [quote] [url] and
// [url=…]. Text is escaped (and linkified) before any tag is written; tags that do not pair up
// stay as literal text, and whatever is still open at the end is closed.
import { escapeHtml } from './format.js';
import { safeHref, type Linkify } from './markdown.js';

const TAG_RE = /\[(\/?)(b|i|u|s|code|quote|url)(?:=([^\]\n]{1,2000}))?\]/gi;
const HTML_TAG: Record<string, string> = { b: 'strong', i: 'em', u: 'u', s: 'del', quote: 'blockquote' };

export function renderBbcode(source: string, linkify: Linkify): string {
  const text = source.replace(/\r\n?/g, '\n');
  const open: string[] = [];
  let out = '';
  let last = 0;
  const emitText = (s: string) => {
    if (s) out += linkify(s, true);
  };
  TAG_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = TAG_RE.exec(text)) !== null) {
    const [whole, slash, rawName, arg] = m;
    const name = rawName.toLowerCase();
    if (!slash && (name === 'code' || name === 'url')) {
      // Their content is literal: find the matching close tag directly.
      const closeRe = new RegExp(`\\[/${name}\\]`, 'gi');
      closeRe.lastIndex = m.index + whole.length;
      const close = closeRe.exec(text);
      if (!close) continue;
      const inner = text.slice(m.index + whole.length, close.index);
      const html = name === 'code' ? codeHtml(inner) : urlHtml(arg ?? inner, inner);
      if (html === null) continue;
      emitText(text.slice(last, m.index));
      out += html;
      last = TAG_RE.lastIndex = close.index + close[0].length;
      continue;
    }
    if (name === 'code' || name === 'url' || arg !== undefined) continue;
    if (!slash) {
      emitText(text.slice(last, m.index));
      out += `<${HTML_TAG[name]}>`;
      open.push(name);
      last = m.index + whole.length;
      continue;
    }
    const at = open.lastIndexOf(name);
    if (at < 0) continue; // a stray close tag stays text
    emitText(text.slice(last, m.index));
    while (open.length > at) out += `</${HTML_TAG[open.pop()!]}>`;
    last = m.index + whole.length;
  }
  emitText(text.slice(last));
  while (open.length) out += `</${HTML_TAG[open.pop()!]}>`;
  return out;
}

function codeHtml(inner: string): string {
  const code = `<code>${escapeHtml(inner)}</code>`;
  return inner.includes('\n') ? `<pre>${code}</pre>` : code;
}

/** `[url]http://x[/url]` or `[url=http://x]label[/url]`; null (left as text) for other schemes. */
function urlHtml(target: string, label: string): string | null {
  const href = safeHref(target.replace(/^"(.*)"$/, '$1'));
  if (!href) return null;
  return `<a href="${escapeHtml(href)}" rel="ugc">${escapeHtml(label || href)}</a>`;
}
