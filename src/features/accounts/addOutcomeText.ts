// What a failed add says: our words, then the server's own where it gave some.
import type { TFunction } from '../../i18n/react';

export function addOutcomeText(t: TFunction, outcome: { messageKey: string; serverMessage: string | null }): string {
  return outcome.serverMessage ? `${t(outcome.messageKey)}: ${outcome.serverMessage}` : t(outcome.messageKey);
}
