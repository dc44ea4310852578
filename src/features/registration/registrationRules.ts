// SPEC §5 "Registration": client-side validation and trimming, and turning Pleroma's answer to a
// failed POST /api/v1/accounts into sentences ('Username has already been taken.').

export interface RegistrationForm {
  username: string;
  fullname: string;
  email: string;
  password: string;
  confirm: string;
  reason: string;
  bio: string;
  captchaSolution: string;
}

export interface FormNeeds {
  emailRequired: boolean;
  reasonRequired: boolean;
}

export type FieldName = 'username' | 'fullname' | 'email' | 'password' | 'confirm' | 'reason';

/** i18n keys under `registration.validations`, per field. Empty object: valid. */
export type ValidationErrors = Partial<Record<FieldName, string>>;

export function validateRegistration(form: RegistrationForm, needs: FormNeeds): ValidationErrors {
  const errors: ValidationErrors = {};
  if (!form.username.trim()) errors.username = 'username_required';
  if (!form.fullname.trim()) errors.fullname = 'fullname_required';
  if (needs.emailRequired && !form.email.trim()) errors.email = 'email_required';
  if (!form.password) errors.password = 'password_required';
  if (!form.confirm) errors.confirm = 'password_confirmation_required';
  else if (form.password && form.confirm !== form.password) errors.confirm = 'password_confirmation_match';
  if (needs.reasonRequired && !form.reason.trim()) errors.reason = 'reason_required';
  return errors;
}

export interface CaptchaAnswer {
  captcha_solution?: string;
  captcha_token?: string;
  captcha_answer_data?: string;
}

/** The form as Pleroma-FE sends it: trimmed names, nickname copied from username, agreement. */
export function registrationParams(form: RegistrationForm, needs: FormNeeds & { locale: string; token?: string }, captcha: CaptchaAnswer): Record<string, string | undefined> {
  const username = form.username.trim();
  return {
    username,
    nickname: username,
    fullname: form.fullname.trim(),
    email: form.email.trim() || undefined,
    password: form.password,
    confirm: form.confirm,
    bio: form.bio || undefined,
    reason: needs.reasonRequired ? form.reason.trim() : undefined,
    agreement: 'true',
    locale: needs.locale,
    token: needs.token || undefined,
    ...captcha,
  };
}

function humanField(field: string): string {
  const name = (field === 'ap_id' ? 'username' : field).replace(/_/g, ' ');
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return value ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(messagesOf);
  return [];
}

function parsedError(raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

/**
 * Pleroma's error body: `{error: "<JSON of field → messages>"}`, `{error: {field: [...]}}` or
 * `{error: "text"}`. Each field becomes one sentence per message ('Field message.'); ap_id is the
 * username. Null when the body says nothing usable.
 */
export function registrationErrorSentences(body: unknown): string[] | null {
  const b = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  if (!b) return null;
  const error = parsedError(b.error ?? b.errors);
  if (typeof error === 'string') return error ? [error] : null;
  if (!error || typeof error !== 'object' || Array.isArray(error)) return null;
  const sentences = Object.entries(error as Record<string, unknown>).flatMap(([field, value]) =>
    messagesOf(value).map((m) => `${humanField(field)} ${m.replace(/\.$/, '')}.`),
  );
  return sentences.length ? sentences : null;
}
