// PKCE (RFC 7636) on the authorization-code flow. Only S256, as Mastodon: `plain` (also what a
// challenge without a method means) proves nothing to a server that sees the challenge.
import { createHash, timingSafeEqual } from 'node:crypto';

/** An S256 challenge is the base64url of a sha256 digest: always 43 characters, no padding. */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;
/** RFC 7636 §4.1: 43–128 unreserved characters. */
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

/** The challenge to store with the code, or the reason the authorize request is refused. */
export function checkChallenge(challenge: string, method: string): { challenge: string | null } | { error: string } {
  if (!challenge) return method ? { error: 'code_challenge_method without code_challenge' } : { challenge: null };
  if ((method || 'plain') !== 'S256') return { error: 'Unsupported code_challenge_method (only S256)' };
  if (!S256_CHALLENGE.test(challenge)) return { error: 'Invalid code_challenge' };
  return { challenge };
}

/**
 * Does the token request's verifier answer the code's challenge? A verifier for a code issued
 * without a challenge is refused too (OAuth 2.1 §4.1.3), so a stripped challenge is noticed.
 */
export function verifierMatches(challenge: string | null, verifier: string | undefined): boolean {
  if (challenge === null) return verifier === undefined;
  if (verifier === undefined || !VERIFIER.test(verifier)) return false;
  const expected = Buffer.from(challenge);
  const actual = Buffer.from(createHash('sha256').update(verifier).digest('base64url'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
