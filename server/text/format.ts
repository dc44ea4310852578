// Plain text → the HTML Pleroma produces: escaped text, <br/> for newlines, linked URLs,
// mention h-cards and hashtag links. Links to this instance are stored root-relative
// ("/users/alice") and made absolute when rendered, because the host is only known per request.
import type { Store } from '../db/store.js';
import { userByAcct, type UserRow } from '../db/users.js';

export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

export interface Formatted {
  html: string;
  mentions: UserRow[];
  tags: string[];
}

const TOKEN_RE =
  /(https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]])|(^|[^\p{L}\p{N}_/])@([A-Za-z0-9_.-]+[A-Za-z0-9_])(@[A-Za-z0-9.-]+\.[A-Za-z0-9-]+)?|(^|[^\p{L}\p{N}_&/])#([\p{L}\p{N}_]*\p{L}[\p{L}\p{N}_]*)/gu;

export function profilePath(user: Pick<UserRow, 'nickname' | 'domain'>): string {
  return user.domain ? `https://${user.domain}/users/${user.nickname}` : `/users/${user.nickname}`;
}

export function mentionHtml(user: Pick<UserRow, 'id' | 'nickname' | 'domain'>): string {
  return `<span class="h-card"><a class="u-url mention" data-user="${user.id}" href="${escapeHtml(profilePath(user))}" rel="ugc">@<span>${escapeHtml(user.nickname)}</span></a></span>`;
}

export function hashtagHtml(tag: string): string {
  const t = escapeHtml(tag);
  return `<a class="hashtag" data-tag="${t.toLowerCase()}" href="/tag/${encodeURIComponent(tag.toLowerCase())}" rel="tag ugc">#${t}</a>`;
}

/** `breaks: false` keeps newlines as they are (for text nodes of HTML input). */
export function formatPlainText(store: Store, text: string, localHost?: string, breaks = true): Formatted {
  const mentions = new Map<number, UserRow>();
  const tags = new Set<string>();
  let html = '';
  let last = 0;
  for (const m of text.matchAll(TOKEN_RE)) {
    const index = m.index ?? 0;
    html += escapeHtml(text.slice(last, index));
    last = index + m[0].length;
    if (m[1]) {
      html += `<a href="${escapeHtml(m[1])}" rel="ugc">${escapeHtml(m[1])}</a>`;
    } else if (m[3]) {
      const acct = m[3] + (m[4] ?? '');
      const user = userByAcct(store, acct, localHost);
      html += escapeHtml(m[2]);
      if (user) {
        mentions.set(user.id, user);
        html += mentionHtml(user);
      } else {
        html += escapeHtml(`@${acct}`);
      }
    } else if (m[6]) {
      html += escapeHtml(m[5]) + hashtagHtml(m[6]);
      tags.add(m[6].toLowerCase());
    }
  }
  html += escapeHtml(text.slice(last));
  return { html: breaks ? html.replace(/\r?\n/g, '<br/>') : html, mentions: [...mentions.values()], tags: [...tags] };
}

/** Root-relative href/src → absolute on the requesting host. */
export function absolutize(html: string, base: string): string {
  return html.replace(/(href|src)="\/(?!\/)/g, `$1="${base}/`);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** HTML → plain text, for `pleroma.content["text/plain"]`. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p[^>]*>/gi, '\n\n')
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    });
}
