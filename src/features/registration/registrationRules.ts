// Registration: client-side validation and trimming, and turning Pleroma's answer to a
// failed POST /api/v1/accounts into translated messages under the fields they concern.

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
  /** A picture is shown (native or kocaptcha): its answer must be typed before sending. */
  captchaRequired?: boolean;
}

export type FieldName = 'username' | 'fullname' | 'email' | 'password' | 'confirm' | 'reason' | 'captcha';

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
  if (needs.captchaRequired && !form.captchaSolution.trim()) errors.captcha = 'captcha_required';
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

/** The form field a server error key concerns (Pleroma's changeset names and ours). */
const FORM_FIELD = new Map<string, ServerField>(Object.entries({
  ap_id: 'username',
  nickname: 'username',
  username: 'username',
  name: 'fullname',
  fullname: 'fullname',
  display_name: 'fullname',
  email: 'email',
  password: 'password',
  confirm: 'confirm',
  password_confirmation: 'confirm',
  reason: 'reason',
  registration_reason: 'reason',
  bio: 'bio',
  captcha: 'captcha',
} satisfies Record<string, ServerField>));

export type ServerField = FieldName | 'bio';

/** One server message: an i18n key (with its values), or the server's own text. */
export type ServerMessage = { key: string; values?: Record<string, string> } | { text: string };

export interface ServerErrors {
  /** Messages shown under the field they concern. */
  fields: Partial<Record<ServerField, ServerMessage[]>>;
  /** Everything else, as sentences ('Agreement must be accepted.', 'Invalid token'). */
  general: string[];
}

const KNOWN_MESSAGES = new Map([
  ["can't be blank", 'blank'],
  ['has already been taken', 'taken'],
  ['has invalid format', 'invalid_format'],
  ['is reserved', 'reserved'],
]);

/** Pleroma's (Ecto's) texts → our keys; anything unknown keeps the server's words. */
function serverMessage(field: ServerField, text: string): ServerMessage {
  const ns = 'registration.server_errors.';
  if (field === 'captcha') {
    if (/missing/i.test(text)) return { key: 'registration.validations.captcha_required' };
    return { key: ns + (/expired|already used/i.test(text) ? 'captcha_stale' : 'captcha_invalid') };
  }
  const size = /^should be at (least|most) (\d+) character/.exec(text);
  if (size) return size[1] === 'least' ? { key: `${ns}too_short`, values: { min: size[2] } } : { key: `${ns}too_long`, values: { max: size[2] } };
  const key = KNOWN_MESSAGES.get(text.replace(/\.$/, ''));
  return key ? { key: ns + key } : { text };
}

function humanField(field: string): string {
  const name = field.replace(/_/g, ' ');
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
 * `{error: "text"}`. A form field's messages go under that field (ap_id is the username); other
 * fields become sentences ('Agreement must be accepted.'). Null when the body says nothing usable.
 */
export function registrationServerErrors(body: unknown): ServerErrors | null {
  const b = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  if (!b) return null;
  const error = parsedError(b.error ?? b.errors);
  if (typeof error === 'string') return error ? { fields: {}, general: [error] } : null;
  if (!error || typeof error !== 'object' || Array.isArray(error)) return null;
  const out: ServerErrors = { fields: {}, general: [] };
  for (const [name, value] of Object.entries(error as Record<string, unknown>)) {
    const field = FORM_FIELD.get(name);
    for (const m of messagesOf(value)) {
      if (field) (out.fields[field] ??= []).push(serverMessage(field, m));
      else out.general.push(`${humanField(name)} ${m.replace(/\.$/, '')}.`);
    }
  }
  return out.general.length || Object.keys(out.fields).length ? out : null;
}
