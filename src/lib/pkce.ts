// PKCE (RFC 7636, S256) for the OAuth code flow: a random verifier kept by the client, and the
// challenge (base64url of its sha256) sent with the authorization request.

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const randomUrlSafe = (byteCount: number): string => base64url(crypto.getRandomValues(new Uint8Array(byteCount)));

/** 32 random bytes → 43 characters, the RFC's recommendation. */
export const createCodeVerifier = (): string => randomUrlSafe(32);

/** The `state` that ties a callback to the sign-in this tab started. */
export const createOAuthState = (): string => randomUrlSafe(16);

/** crypto.subtle exists only in secure contexts (https, localhost): elsewhere no PKCE. */
export function pkceSupported(): boolean {
  return typeof crypto !== 'undefined' && typeof crypto.getRandomValues === 'function' && !!crypto.subtle;
}

export async function codeChallengeS256(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64url(new Uint8Array(digest));
}
