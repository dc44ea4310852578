// Captcha descriptions and registration answers.
import { imageUrlOrData } from './coerce';

export type Captcha =
  | { type: 'none' }
  | { type: 'native' | 'kocaptcha'; url: string; token: string; answerData: string };

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** GET /api/pleroma/captcha → a captcha; anything unusable is `none` (the server then asks nothing). */
export function normalizeCaptcha(raw: unknown): Captcha {
  const o = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const type = o.type;
  if (type !== 'native' && type !== 'kocaptcha') return { type: 'none' };
  const url = imageUrlOrData(o.url);
  if (!url) return { type: 'none' };
  return { type, url, token: text(o.token), answerData: text(o.answer_data) };
}

export type RegistrationOutcome =
  | { kind: 'signed_in'; accessToken: string }
  | { kind: 'pending_approval' }
  | { kind: 'check_email' };

/** A 200 answer of POST /api/v1/accounts. */
export function registrationOutcome(raw: unknown): RegistrationOutcome | null {
  const o = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  if (typeof o.access_token === 'string' && o.access_token) return { kind: 'signed_in', accessToken: o.access_token };
  if (o.identifier === 'awaiting_approval' || o.approval_required === true) return { kind: 'pending_approval' };
  if (o.identifier === 'missing_confirmed_email') return { kind: 'check_email' };
  return null;
}
