// Turns the nodeinfo federation block into rows for the about page. Tolerant: the capability
// table keeps the server's shapes, which differ between Pleroma and Akkoma versions.
import type { FederationPolicy } from '../../entities/instance';
import type { PolicyRow } from './PolicyTable';

export const SIMPLE_LISTS = ['accept', 'reject', 'federated_timeline_removal', 'media_nsfw', 'media_removal'] as const;
export const KEYWORD_LISTS = ['reject', 'federated_timeline_removal', 'replace'] as const;

function reasonOf(info: unknown): string {
  if (typeof info === 'string') return info;
  if (info && typeof info === 'object' && typeof (info as { reason?: unknown }).reason === 'string') {
    return (info as { reason: string }).reason;
  }
  return '';
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

export function simpleRows(policy: FederationPolicy, list: string): PolicyRow[] {
  const info = policy.mrf_simple_info?.[list] ?? {};
  return strings(policy.mrf_simple?.[list]).map((instance) => ({ instance, reason: reasonOf(info[instance]) }));
}

export function quarantineRows(policy: FederationPolicy): PolicyRow[] {
  const raw = (policy.quarantined_instances_info ?? {}) as Record<string, unknown>;
  // Pleroma nests reasons under `quarantined_instances`; a flat host → reason map is accepted too.
  const nested = raw.quarantined_instances;
  const info = (nested && typeof nested === 'object' ? nested : raw) as Record<string, unknown>;
  return strings(policy.quarantined_instances).map((instance) => ({ instance, reason: reasonOf(info[instance]) }));
}

/** Keyword entries: plain patterns, or { pattern, replacement } for `replace`. */
export function keywordEntries(policy: FederationPolicy, list: string): string[] {
  const entries = policy.mrf_keyword?.[list];
  if (!Array.isArray(entries)) return [];
  return entries
    .map((e) => {
      if (typeof e === 'string') return e;
      if (e && typeof e === 'object') {
        const { pattern, replacement } = e as { pattern?: unknown; replacement?: unknown };
        if (typeof pattern === 'string') return typeof replacement === 'string' ? `${pattern} → ${replacement}` : pattern;
      }
      return '';
    })
    .filter(Boolean);
}
