// The instance's `knownDomains`: the peers list, kept only where it looks like host names
// (a peers answer is a plain JSON array any server can fill), lower-cased, de-duplicated, sorted.
import { strings } from './coerce';

const HOST = /^(?=.{1,253}$)[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)*(:\d{1,5})?$/u;
/** Datalists of tens of thousands of options slow typing down; big instances know that many. */
export const MAX_KNOWN_DOMAINS = 5000;

export function normalizeKnownDomains(raw: unknown): string[] {
  const seen = new Set<string>();
  for (const d of strings(raw)) {
    const host = d.trim().toLowerCase();
    if (HOST.test(host)) seen.add(host);
  }
  return [...seen].sort().slice(0, MAX_KNOWN_DOMAINS);
}
