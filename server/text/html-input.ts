// `content_type=text/html`: the author's HTML through a strict allow-list. Only the tags below
// survive, with `href` (http/https) on links and a few known classes; the content of script-like
// elements is dropped; every text node is decoded and re-escaped (and linkified outside links and
// code). The output is rebuilt from scratch, so nothing the author wrote reaches it unescaped.
import { escapeHtml } from './format.js';
import { safeHref, type Linkify } from './markdown.js';

const ALLOWED = new Set(['p', 'br', 'a', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'span']);
/** Elements whose content is not text for the reader (or is active). */
const DROP_CONTENT = new Set([
  'script', 'style', 'iframe', 'object', 'embed', 'applet', 'template', 'noscript', 'noembed', 'noframes',
  'textarea', 'select', 'title', 'head', 'svg', 'math', 'xmp', 'canvas', 'audio', 'video', 'frameset',
]);
const CLASSES = new Set(['h-card', 'u-url', 'mention', 'hashtag', 'invisible', 'ellipsis', 'quote-inline']);
const MAX_DEPTH = 64;
const BLOCKS = new Set(['p', 'ul', 'ol', 'pre', 'blockquote']);

const TOKEN_RE =
  /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<[!?][^>]*>?|<(\/?)([a-zA-Z][a-zA-Z0-9:-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const ATTR_RE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

export function decodeEntities(s: string): string {
  return s.replace(/&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z]{2,8});/g, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

function attributes(raw: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const m of raw.matchAll(ATTR_RE)) {
    const name = m[1].toLowerCase();
    if (!out.has(name)) out.set(name, decodeEntities(m[2] ?? m[3] ?? m[4] ?? ''));
  }
  return out;
}

function safeAttributes(tag: string, raw: string): string {
  const attrs = attributes(raw);
  let out = '';
  if (tag === 'a') {
    const href = safeHref(attrs.get('href') ?? '');
    if (href) out += ` href="${escapeHtml(href)}"`;
  }
  const classes = (attrs.get('class') ?? '').split(/\s+/).filter((c) => CLASSES.has(c));
  if (classes.length) out += ` class="${classes.join(' ')}"`;
  return out;
}

export function sanitizeHtml(source: string, linkify: Linkify): string {
  const open: string[] = [];
  let out = '';
  let dropUntil: string | null = null;
  let skippedAnchors = 0; // <a> inside <a> is dropped, and so is its </a>
  let last = 0;
  const emitText = (raw: string) => {
    if (!raw || dropUntil) return;
    const text = decodeEntities(raw);
    const literal = open.includes('a') || open.includes('code') || open.includes('pre');
    out += literal ? escapeHtml(text) : linkify(text, false);
  };
  TOKEN_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = TOKEN_RE.exec(source)) !== null) {
    emitText(source.slice(last, m.index));
    last = m.index + m[0].length;
    if (m[2] === undefined) continue; // comment, CDATA, doctype, processing instruction
    const closing = m[1] === '/';
    const tag = m[2].toLowerCase();
    if (dropUntil) {
      if (closing && tag === dropUntil) dropUntil = null;
      continue;
    }
    if (DROP_CONTENT.has(tag)) {
      if (!closing && !/\/\s*$/.test(m[3])) dropUntil = tag;
      continue;
    }
    if (!ALLOWED.has(tag)) continue;
    if (tag === 'br') {
      if (!closing) out += '<br/>';
      continue;
    }
    if (closing) {
      if (tag === 'a' && skippedAnchors > 0) {
        skippedAnchors--;
        continue;
      }
      const at = open.lastIndexOf(tag);
      if (at < 0) continue;
      while (open.length > at) out += `</${open.pop()}>`;
      continue;
    }
    if ((tag === 'a' && open.includes('a')) || open.length >= MAX_DEPTH) {
      if (tag === 'a') skippedAnchors++;
      continue;
    }
    // What browsers close implicitly: a list item before the next one, a paragraph before a block.
    const top = open[open.length - 1];
    if ((tag === 'li' && top === 'li') || (top === 'p' && BLOCKS.has(tag))) out += `</${open.pop()}>`;
    out += `<${tag}${safeAttributes(tag, m[3])}>`;
    open.push(tag);
  }
  emitText(source.slice(last));
  while (open.length) out += `</${open.pop()}>`;
  return out;
}
