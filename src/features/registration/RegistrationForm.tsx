// The registration form: username, full name, email (required only when the
// instance needs activation), bio, password and confirmation, reason (only when it needs
// approval), the captcha. Errors, ours or the server's, show under their field (translated) and
// focus moves to the first; what concerns no field is listed in a box. Nothing typed is lost.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { ErrorBox } from '../auth/ErrorBox';
import { CaptchaField } from './CaptchaField';
import { TextField } from './TextField';
import { validateRegistration, type FormNeeds, type RegistrationForm as Form, type ServerField, type ServerMessage, type ValidationErrors } from './registrationRules';
import type { useCaptcha } from './useCaptcha';
import type { ErrorList } from './useRegistration';

const EMPTY: Form = { username: '', fullname: '', email: '', password: '', confirm: '', reason: '', bio: '', captchaSolution: '' };

interface Props {
  needs: FormNeeds;
  busy: boolean;
  serverErrors: ErrorList;
  captcha: ReturnType<typeof useCaptcha>;
  onDismissErrors: () => void;
  onSubmit: (form: Form) => void;
}

export function RegistrationForm({ needs, busy, serverErrors, captcha, onDismissErrors, onSubmit }: Props) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Form>(EMPTY);
  const [invalid, setInvalid] = useState<ValidationErrors>({});
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  // The answer belongs to one captcha: a new picture (clicked, or after a failure) starts empty.
  const [answer, setAnswer] = useState({ token: '', value: '' });
  const shown = captcha.captcha && captcha.captcha.type !== 'none' ? captcha.captcha.token : '';
  const solution = answer.token === shown ? answer.value : '';
  const set = (key: keyof Form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const said = (m: ServerMessage) => ('key' in m ? t(m.key, m.values) : m.text);
  const message = (key: ServerField): string | null => {
    const ours = key !== 'bio' ? invalid[key] : undefined;
    if (ours) return t(`registration.validations.${ours}`);
    const theirs = serverErrors.fields[key];
    return theirs?.length ? theirs.map(said).join(' ') : null;
  };
  const needsNow = { ...needs, captchaRequired: !!shown };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const errors = validateRegistration({ ...form, captchaSolution: solution }, needsNow);
    setInvalid(errors);
    setAttempt((n) => n + 1);
    if (Object.keys(errors).length > 0) return;
    onSubmit({ ...form, captchaSolution: solution });
  };

  // After a refused attempt (ours or the server's), focus goes to the first field that says why.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt, serverErrors]);

  const hasFieldErrors = Object.keys(serverErrors.fields).length > 0;
  const sentences = [...(hasFieldErrors ? [t('registration.fix_fields')] : []), ...serverErrors.general.map((s) => (s.startsWith('key:') ? t(s.slice(4)) : s))];
  return (
    <form ref={formRef} className="registration__form" onSubmit={submit} noValidate aria-label={t('registration.registration')}>
      <TextField label={t('registration.username')} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} placeholder={t('registration.username_placeholder')} value={form.username} error={message('username')} disabled={busy} onValue={set('username')} />
      <TextField label={t('registration.fullname')} name="fullname" autoComplete="name" placeholder={t('registration.fullname_placeholder')} value={form.fullname} error={message('fullname')} disabled={busy} onValue={set('fullname')} />
      <TextField label={needs.emailRequired ? t('registration.email') : t('registration.email_optional')} name="email" type="email" autoComplete="email" value={form.email} error={message('email')} disabled={busy} onValue={set('email')} />
      <TextField label={t('registration.bio')} name="bio" multiline value={form.bio} error={message('bio')} disabled={busy} onValue={set('bio')} />
      <TextField label={t('registration.password')} name="password" type="password" autoComplete="new-password" value={form.password} error={message('password')} disabled={busy} onValue={set('password')} />
      <TextField label={t('registration.password_confirm')} name="confirm" type="password" autoComplete="new-password" value={form.confirm} error={message('confirm')} disabled={busy} onValue={set('confirm')} />
      {needs.reasonRequired && (
        <TextField label={t('registration.reason')} name="reason" multiline placeholder={t('registration.reason_placeholder')} value={form.reason} error={message('reason')} disabled={busy} onValue={set('reason')} />
      )}
      <CaptchaField
        captcha={captcha.captcha}
        loading={captcha.loading}
        failed={captcha.failed}
        solution={solution}
        disabled={busy}
        error={message('captcha')}
        onSolution={(value) => setAnswer({ token: shown, value })}
        onReload={() => void captcha.reload()}
      />
      {sentences.length > 0 && (
        <ErrorBox
          message={sentences.join(' ')}
          onDismiss={onDismissErrors}
        />
      )}
      <button type="submit" className="btn btn-primary" disabled={busy || captcha.loading} aria-busy={busy}>
        {busy ? t('registration.registering') : t('registration.register')}
      </button>
    </form>
  );
}
