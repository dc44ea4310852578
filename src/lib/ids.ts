// Server ids are ordered strings: decimal numbers (Mastodon, Pleroma's flake ids as numbers) or
// ULIDs (GoToSocial), both sorting by time.

/** Order of two ids without losing precision past 2^53: longer is later, then by characters. */
export function compareIds(a: string, b: string): number {
  const x = a.replace(/^0+(?=\d)/, '');
  const y = b.replace(/^0+(?=\d)/, '');
  if (x.length !== y.length) return x.length - y.length;
  return x < y ? -1 : x > y ? 1 : 0;
}
