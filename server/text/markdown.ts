// A small Markdown subset for `content_type=text/markdown`: paragraphs, hard line breaks, emphasis,
// strong, strikethrough, code spans, fenced code blocks, links, blockquotes and flat lists.
// Every piece of user text leaves through `escapeHtml` or the caller's `linkify` (which escapes),
// and the only tags are the ones written here, so the output is safe HTML by construction.
import { escapeHtml } from './format.js';

/** Escapes plain text and turns URLs, @mentions and #hashtags into links. */
export type Linkify = (text: string, breaks: boolean) => string;

const MAX_QUOTE_DEPTH = 8;
const URL_RE = /^https?:\/\/[^\s<>"']+$/i;
const BULLET_RE = /^ {0,3}[-*+][ \t]+(.*)$/;
const ORDERED_RE = /^ {0,3}(\d{1,9})[.)][ \t]+(.*)$/;
const FENCE_RE = /^ {0,3}(`{3,}|~{3,})/;
const QUOTE_RE = /^ {0,3}> ?(.*)$/;

export function safeHref(url: string): string | null {
  const trimmed = url.trim();
  return URL_RE.test(trimmed) ? trimmed : null;
}

export function renderMarkdown(source: string, linkify: Linkify): string {
  return renderBlocks(source.replace(/\r\n?/g, '\n').split('\n'), linkify, 0);
}

function renderBlocks(lines: string[], linkify: Linkify, depth: number): string {
  const out: string[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length) out.push(`<p>${renderInline(paragraph.join('\n'), { linkify, inLink: false })}</p>`);
    paragraph = [];
  };
  let i = 0;
  while (i < lines.length) {
    const line = lines[i];
    const fence = FENCE_RE.exec(line);
    if (fence) {
      flush();
      const marker = fence[1];
      const body: string[] = [];
      i++;
      while (i < lines.length && !lines[i].trimStart().startsWith(marker)) body.push(lines[i++]);
      i++; // the closing fence (or the end of the text)
      out.push(`<pre><code>${escapeHtml(body.join('\n'))}</code></pre>`);
      continue;
    }
    if (QUOTE_RE.test(line) && depth < MAX_QUOTE_DEPTH) {
      flush();
      const body: string[] = [];
      while (i < lines.length && QUOTE_RE.test(lines[i])) body.push(QUOTE_RE.exec(lines[i++])![1]);
      out.push(`<blockquote>${renderBlocks(body, linkify, depth + 1)}</blockquote>`);
      continue;
    }
    const listRe = BULLET_RE.test(line) ? BULLET_RE : ORDERED_RE.test(line) ? ORDERED_RE : null;
    if (listRe) {
      flush();
      const items: string[] = [];
      while (i < lines.length && lines[i].trim() !== '') {
        const m = listRe.exec(lines[i]);
        if (m) items.push(m[m.length - 1]);
        else if (items.length && /^\s/.test(lines[i])) items[items.length - 1] += `\n${lines[i].trim()}`;
        else break;
        i++;
      }
      const tag = listRe === BULLET_RE ? 'ul' : 'ol';
      out.push(`<${tag}>${items.map((item) => `<li>${renderInline(item, { linkify, inLink: false })}</li>`).join('')}</${tag}>`);
      continue;
    }
    if (line.trim() === '') flush();
    else paragraph.push(line.replace(/ {2,}$/, '')); // trailing double space = hard break, same as \n here
    i++;
  }
  flush();
  return out.join('');
}

interface Inline {
  linkify: Linkify;
  /** Inside link text: no nested links. */
  inLink: boolean;
}

interface InlineRule {
  re: RegExp;
  /** Produces an <a>, so it is skipped inside link text. */
  link?: boolean;
  render: (m: RegExpExecArray, ctx: Inline) => string | null;
}

const wrap = (tag: string) => (m: RegExpExecArray, ctx: Inline) => `<${tag}>${renderInline(m[1], ctx)}</${tag}>`;

// Tried at every position; the earliest match wins, ties go to the rule listed first.
const INLINE_RULES: InlineRule[] = [
  { re: /\\([\\`*_~[\]()<>#@!.-])/g, render: (m) => escapeHtml(m[1]) },
  { re: /(`+)([^`]|[^`][\s\S]*?[^`])\1(?!`)/g, render: (m) => `<code>${escapeHtml(m[2].trim() || m[2])}</code>` },
  { re: /<(https?:\/\/[^\s<>"']+)>/gi, link: true, render: (m) => anchor(m[1], escapeHtml(m[1])) },
  {
    re: /\[([^\]\n]{1,500})\]\(\s*([^\s)]+)(?:\s+"[^"\n]*")?\s*\)/g, // an optional "title" is dropped
    link: true,
    render: (m) => {
      const href = safeHref(m[2]);
      return href ? anchor(href, renderInline(m[1], { linkify: escapeText, inLink: true })) : null;
    },
  },
  // Bare URLs are handed to linkify whole, so their `_` and `*` are never read as emphasis.
  { re: /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/gi, link: true, render: (m, ctx) => ctx.linkify(m[0], true) },
  {
    re: /\*\*\*(?=\S)([\s\S]*?\S)\*\*\*/g,
    render: (m, ctx) => `<strong><em>${renderInline(m[1], ctx)}</em></strong>`,
  },
  { re: /\*\*(?=\S)([\s\S]*?\S)\*\*/g, render: wrap('strong') },
  { re: /(?<![\p{L}\p{N}_])__(?=\S)([\s\S]*?\S)__(?![\p{L}\p{N}_])/gu, render: wrap('strong') },
  { re: /~~(?=\S)([\s\S]*?\S)~~/g, render: wrap('del') },
  { re: /\*(?=[^\s*])([\s\S]*?[^\s*])\*/g, render: wrap('em') },
  // `_x_` only at word boundaries, so shortcodes like :blob_green: and names like @some_one survive.
  { re: /(?<![\p{L}\p{N}_])_(?=[^\s_])([\s\S]*?[^\s_])_(?![\p{L}\p{N}_])/gu, render: wrap('em') },
];

function anchor(href: string, innerHtml: string): string {
  return `<a href="${escapeHtml(href)}" rel="ugc">${innerHtml}</a>`;
}

function escapeText(text: string, breaks: boolean): string {
  const html = escapeHtml(text);
  return breaks ? html.replace(/\n/g, '<br/>') : html;
}

function renderInline(text: string, ctx: Inline): string {
  const rules = ctx.inLink ? INLINE_RULES.filter((r) => !r.link) : INLINE_RULES;
  // Each rule's next match from the current position; a rule that found nothing never will.
  const next = new Map<InlineRule, RegExpExecArray | null>();
  let out = '';
  let pos = 0;
  let plainStart = 0;
  while (pos < text.length) {
    let best: { m: RegExpExecArray; rule: InlineRule } | null = null;
    for (const rule of rules) {
      let m = next.get(rule);
      if (m === null) continue;
      if (m === undefined || m.index < pos) {
        rule.re.lastIndex = pos;
        m = rule.re.exec(text);
        next.set(rule, m);
      }
      if (m && (!best || m.index < best.m.index)) best = { m, rule };
    }
    if (!best) break;
    const rendered = best.rule.render(best.m, ctx);
    if (rendered === null) {
      // Not a usable construct (e.g. a javascript: link): its first character stays text.
      pos = best.m.index + 1;
      continue;
    }
    out += plain(text.slice(plainStart, best.m.index), ctx) + rendered;
    pos = plainStart = best.m.index + best.m[0].length;
  }
  return out + plain(text.slice(plainStart), ctx);
}

function plain(text: string, ctx: Inline): string {
  return text ? ctx.linkify(text, true) : '';
}
