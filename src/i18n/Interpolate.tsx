// Renders a translated whole-sentence template whose {{placeholders}} are React nodes (a linked
// name with custom emoji, a reaction emoji, a link), so translators can place them where their
// grammar needs them instead of the code gluing fragments after a name. Plain strings (aria-labels,
// titles) keep using t() with string values.
import { Fragment, type ReactNode } from 'react';

// The same placeholder syntax as core.ts's interpolate().
const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;

/** The template's text with each `{{name}}` replaced by `values[name]`; a missing value stays visible as `{{name}}`, like t(). */
export function interpolateNodes(template: string, values: Record<string, ReactNode>): ReactNode[] {
  const out: ReactNode[] = [];
  let last = 0;
  for (const m of template.matchAll(PLACEHOLDER)) {
    const [whole, name] = m;
    const at = m.index ?? 0;
    if (at > last) out.push(template.slice(last, at));
    const value = values[name];
    out.push(value != null && value !== false ? <Fragment key={`${name}@${at}`}>{value}</Fragment> : whole);
    last = at + whole.length;
  }
  if (last < template.length) out.push(template.slice(last));
  return out;
}
