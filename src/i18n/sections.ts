import type { Bundle } from './core';

/** `{ './nav.json': {...} }` (a language folder's glob) → `{ nav: {...} }`. */
export function sectionsOf(files: Record<string, Bundle>): Bundle {
  return Object.fromEntries(Object.entries(files).map(([file, bundle]) => [file.replace(/^\.\/|\.json$/g, ''), bundle]));
}
