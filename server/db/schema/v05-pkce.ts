// PKCE: the S256 code_challenge a code was issued for, checked against the code_verifier when the
// code is exchanged; NULL when the client sent none.
export const PKCE = `
  ALTER TABLE auth_codes ADD COLUMN code_challenge TEXT;
  `;
