// Domain names as users type them ("Bücher.example", "https://remote.example/") → the ASCII
// (punycode) host the users table stores, or null when it is not a host name at all.
export function toAsciiDomain(input: string): string | null {
  const trimmed = input.trim().replace(/^[a-z][a-z0-9+.-]*:\/\//i, '').replace(/[/?#].*$/, '');
  if (!trimmed || trimmed.length > 253 || /[\s@:]/.test(trimmed)) return null;
  let host: string;
  try {
    host = new URL(`http://${trimmed}`).hostname;
  } catch {
    return null;
  }
  host = host.replace(/\.$/, '').toLowerCase();
  return /^[a-z0-9-]+(\.[a-z0-9-]+)*$/.test(host) ? host : null;
}
