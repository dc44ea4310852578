// RFC 8288 Link header → pagination cursors. Ids stay strings: flake ids are not numbers and
// big numeric ids exceed 2^53.
import type { Cursors } from '../entities/types';

function param(url: string, name: string): string | null {
  const m = new RegExp(`[?&]${name}=([^&#]*)`).exec(url);
  if (!m || m[1] === '') return null;
  try {
    return decodeURIComponent(m[1].replace(/\+/g, ' '));
  } catch {
    return m[1];
  }
}

export function parseLinkHeader(header: string | null): Cursors {
  const cursors: Cursors = { maxId: null, minId: null };
  if (typeof header !== 'string' || header === '') return cursors;
  // Each link is <url> followed by its parameters, up to the next '<'.
  const link = /<([^>]*)>([^<]*)/g;
  for (let m = link.exec(header); m; m = link.exec(header)) {
    const url = m[1].trim();
    const relMatch = /\brel\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s;,]+))/i.exec(m[2]);
    const rels = (relMatch ? relMatch[1] ?? relMatch[2] ?? relMatch[3] : '').toLowerCase().split(/\s+/);
    const maxId = param(url, 'max_id');
    const minId = param(url, 'min_id') ?? param(url, 'since_id');
    // Without a rel, the parameter itself says which way the link goes.
    const isNext = rels.includes('next') || (!relMatch && maxId !== null);
    const isPrev = rels.includes('prev') || rels.includes('previous') || (!relMatch && minId !== null);
    if (isNext && maxId !== null && cursors.maxId === null) cursors.maxId = maxId;
    if (isPrev && minId !== null && cursors.minId === null) cursors.minId = minId;
  }
  return cursors;
}
