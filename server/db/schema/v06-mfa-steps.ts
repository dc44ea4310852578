// Two-factor sign-in: the last TOTP time step that completed a sign-in (a code is never accepted
// twice), and the wrong codes tried on each mfa_token (it is spent after a few).
export const MFA_STEPS = `
  ALTER TABLE users ADD COLUMN mfa_last_step INTEGER NOT NULL DEFAULT 0;
  ALTER TABLE mfa_tokens ADD COLUMN attempts INTEGER NOT NULL DEFAULT 0;
  `;
