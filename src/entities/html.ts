// THE sanitizing policy. Every server HTML field becomes SafeHtml here, once, in a normalizer;
// SafeHtml.tsx is the only thing that renders it. The allow-list is what post content needs.
import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import type { Emoji, SafeHtml } from './types';
import { url } from './coerce';
import { wellFormed } from '../lib/wellFormed';

const ALLOWED_TAGS = [
  'p', 'br', 'a', 'span', 'strong', 'b', 'em', 'i', 'u', 's', 'del', 'strike', 'code', 'pre',
  'blockquote', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'img', 'sup', 'sub',
  'small', 'ruby', 'rt', 'rp', 'hr',
];
const ALLOWED_ATTR = ['href', 'rel', 'class', 'title', 'alt', 'src', 'lang', 'start', 'data-user'];
// Classes with meaning in post markup (microformats, Mastodon's link shortening, emoji,
// Pleroma greentext); anything else could collide with the app's own CSS.
const ALLOWED_CLASSES = new Set([
  'h-card', 'u-url', 'mention', 'hashtag', 'invisible', 'ellipsis', 'emoji', 'quote-inline',
  'greentext', 'cyantext', 'recipients-inline',
]);
// http(s), mailto, or relative (no scheme at all); everything else (javascript:, data:, vbscript:…) fails.
const ALLOWED_URI = /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const LINK_REL = 'nofollow noopener noreferrer';

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOWED_URI_REGEXP: ALLOWED_URI,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  KEEP_CONTENT: true,
};

let purifier: DOMPurify | null = null;

function getPurifier(): DOMPurify | null {
  if (purifier) return purifier;
  if (typeof window === 'undefined' || !window.document) return null;
  const p = createDOMPurify(window);
  purifier = p.isSupported ? p : null;
  return purifier;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

function emojiMap(emojis: unknown): Map<string, string> {
  const map = new Map<string, string>();
  if (!Array.isArray(emojis)) return map;
  for (const e of emojis as Partial<Emoji>[]) {
    if (!e || typeof e.shortcode !== 'string') continue;
    const src = url(e.url) || url(e.static_url);
    if (src) map.set(e.shortcode, src);
  }
  return map;
}

const SHORTCODE = /:([^\s:<>"'&]{1,100}):/g;

/** Splits a text node into text and <img class="emoji"> for known shortcodes. */
function emojifyTextNode(node: Text, map: Map<string, string>): void {
  const text = node.data;
  const doc = node.ownerDocument;
  const parts: Node[] = [];
  let last = 0;
  SHORTCODE.lastIndex = 0;
  for (let m = SHORTCODE.exec(text); m; m = SHORTCODE.exec(text)) {
    const src = map.get(m[1]);
    if (!src) {
      // Let the closing colon start the next candidate (":nope:yes:").
      SHORTCODE.lastIndex = m.index + m[1].length + 1;
      continue;
    }
    if (m.index > last) parts.push(doc.createTextNode(text.slice(last, m.index)));
    const img = doc.createElement('img');
    img.className = 'emoji';
    img.setAttribute('src', src);
    img.setAttribute('alt', `:${m[1]}:`);
    img.setAttribute('title', `:${m[1]}:`);
    parts.push(img);
    last = m.index + m[0].length;
  }
  if (parts.length === 0) return;
  if (last < text.length) parts.push(doc.createTextNode(text.slice(last)));
  node.replaceWith(...parts);
}

function emojifyTree(root: Element, map: Map<string, string>): void {
  if (map.size === 0) return;
  const walker = root.ownerDocument.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  const texts: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) texts.push(n as Text);
  texts.forEach((t) => emojifyTextNode(t, map));
}

/** Post-pass on DOMPurify's output: link attributes, class allow-list, image sources. */
function finishTree(root: Element): void {
  // Images load without a click: only what the one URL policy (coerce.url) lets through.
  root.querySelectorAll('img').forEach((img) => {
    const src = url(img.getAttribute('src'));
    if (src === '') img.remove();
    else img.setAttribute('src', src);
  });
  root.querySelectorAll('[class]').forEach((el) => {
    const kept = Array.from(el.classList).filter((c) => ALLOWED_CLASSES.has(c));
    if (kept.length) el.setAttribute('class', kept.join(' '));
    else el.removeAttribute('class');
  });
  root.querySelectorAll('a').forEach((a) => {
    const isTag = /(^|\s)tag(\s|$)/i.test(a.getAttribute('rel') ?? '');
    a.setAttribute('rel', isTag ? `tag ${LINK_REL}` : LINK_REL);
    a.setAttribute('target', '_blank');
  });
}

// The same author bio, display name or field arrives with every status of theirs: sanitizing is
// pure, so recent results are reused (bounded, oldest dropped first).
const SANITIZE_CACHE_SIZE = 200;
const sanitized = new Map<string, SafeHtml>();

export function sanitizeHtml(input: unknown, emojis: Emoji[] = []): SafeHtml {
  if (typeof input !== 'string' || input === '') return '' as SafeHtml;
  const html = wellFormed(input);
  const p = getPurifier();
  if (!p) return escapeHtml(html) as SafeHtml; // no DOM: show markup as text rather than trust it
  const key = `${emojis.map((e) => `${e.shortcode}=${e.url}`).join(' ')}\u0000${html}`;
  const hit = sanitized.get(key);
  if (hit !== undefined) return hit;
  const body = p.sanitize(html, { ...CONFIG, RETURN_DOM: true }) as HTMLElement;
  finishTree(body);
  emojifyTree(body, emojiMap(emojis));
  const out = body.innerHTML as SafeHtml;
  if (sanitized.size >= SANITIZE_CACHE_SIZE) sanitized.delete(sanitized.keys().next().value as string);
  sanitized.set(key, out);
  return out;
}

let inert: Document | null = null;
/**
 * A document that is never shown: an <img> made in the page's own document loads at once, even
 * detached, so building markup there fetched every emoji of a page while the page was starting.
 */
export function inertDocument(): Document {
  inert ??= document.implementation.createHTMLDocument('');
  return inert;
}

export function emojifyText(input: unknown, emojis: Emoji[] = []): SafeHtml {
  if (typeof input !== 'string' || input === '') return '' as SafeHtml;
  const text = wellFormed(input);
  if (typeof document === 'undefined') return escapeHtml(text) as SafeHtml;
  const box = inertDocument().createElement('div');
  box.textContent = text;
  emojifyTree(box, emojiMap(emojis));
  return box.innerHTML as SafeHtml;
}

/** The instance's custom emoji (the picker's list) as status emoji, for emojifyText. */
export function instanceEmojis(custom: readonly { replacement: string; imageUrl: string | null }[]): Emoji[] {
  const out: Emoji[] = [];
  for (const e of custom) {
    const m = /^:([^\s:]+):$/.exec(e.replacement);
    if (m && e.imageUrl) out.push({ shortcode: m[1], url: e.imageUrl, static_url: e.imageUrl });
  }
  return out;
}

/** The end tags of blocks, where text breaks. */
export const BLOCK_END = /<\/(p|div|li|blockquote|h[1-6]|pre)>/gi;

export function htmlToText(html: SafeHtml | string): string {
  if (typeof html !== 'string' || html === '') return '';
  const withBreaks = html.replace(/<br\s*\/?>/gi, '\n').replace(BLOCK_END, (m) => `${m}\n\n`);
  let text: string;
  if (typeof DOMParser !== 'undefined') {
    // A parsed, never-attached document: nothing in it loads or runs.
    const doc = new DOMParser().parseFromString(withBreaks, 'text/html');
    doc.querySelectorAll('img').forEach((img) => img.replaceWith(img.getAttribute('alt') ?? ''));
    text = doc.body.textContent ?? '';
  } else {
    text = withBreaks
      .replace(/<img[^>]*alt="([^"]*)"[^>]*>/gi, '$1')
      .replace(/<[^>]*>/g, '')
      .replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'")
      .replace(/&amp;/g, '&');
  }
  return text.replace(/\n{3,}/g, '\n\n').trim();
}
