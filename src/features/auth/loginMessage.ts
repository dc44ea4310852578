import type { TFunction } from '../../i18n/react';
import type { LoginOutcome } from '../../store/authThunks';

export type LoginError = Extract<LoginOutcome, { kind: 'error' }>;

/** Wrong credentials always read as such; otherwise the server's text when it gave one. */
export function passwordLoginMessage(t: TFunction, e: LoginError): string {
  if (e.messageKey === 'login.wrong_credentials') return t(e.messageKey);
  return e.serverMessage ?? t(e.messageKey);
}

/** MFA codes: the server's text (e.g. "Invalid code") when present. */
export function mfaMessage(t: TFunction, e: LoginError): string {
  return e.serverMessage ?? t(e.messageKey);
}
