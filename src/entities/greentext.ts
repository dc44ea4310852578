// The greentext preference: lines of a post that start with ">" are shown in green (Pleroma-FE's
// "meme arrows"). This only regroups nodes of already sanitized HTML into <span class="greentext">
// (a class the sanitizer allows); it adds nothing taken from the input.
import type { SafeHtml } from './types';
import { inertDocument } from './html';

const cache = new Map<string, SafeHtml>();

function wrapLines(parent: Element): void {
  let line: ChildNode[] = [];
  const flush = () => {
    const text = line.map((n) => n.textContent ?? '').join('').trimStart();
    if (line.length > 0 && text.startsWith('>')) {
      const span = parent.ownerDocument.createElement('span');
      span.className = 'greentext';
      parent.insertBefore(span, line[0]);
      for (const node of line) span.appendChild(node);
    }
    line = [];
  };
  for (const node of [...parent.childNodes]) {
    if (node.nodeName === 'BR') flush();
    else if (node.nodeName === 'P') {
      flush();
      wrapLines(node as Element);
    } else line.push(node);
  }
  flush();
}

export function withGreentext(html: SafeHtml): SafeHtml {
  if (!html.includes('&gt;') || typeof document === 'undefined') return html;
  const hit = cache.get(html);
  if (hit !== undefined) return hit;
  // Parsed in the inert document: nothing it names is fetched.
  const root = inertDocument().createElement('div');
  root.innerHTML = html;
  wrapLines(root);
  const out = root.innerHTML as SafeHtml;
  if (cache.size > 500) cache.clear();
  cache.set(html, out);
  return out;
}
