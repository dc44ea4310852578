// The registration form (SPEC §2 "Auth", §5): username, full name, email (required only when the
// instance needs activation), bio, password and confirmation, reason (only when it needs
// approval), the captcha, and the server's errors listed in a box. Nothing typed is lost on errors.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { ErrorBox } from '../auth/ErrorBox';
import { CaptchaField } from './CaptchaField';
import { TextField } from './TextField';
import { validateRegistration, type FormNeeds, type RegistrationForm as Form, type ValidationErrors } from './registrationRules';
import type { useCaptcha } from './useCaptcha';

const EMPTY: Form = { username: '', fullname: '', email: '', password: '', confirm: '', reason: '', bio: '', captchaSolution: '' };

interface Props {
  needs: FormNeeds;
  busy: boolean;
  serverErrors: string[];
  captcha: ReturnType<typeof useCaptcha>;
  onDismissErrors: () => void;
  onSubmit: (form: Form) => void;
}

export function RegistrationForm({ needs, busy, serverErrors, captcha, onDismissErrors, onSubmit }: Props) {
  const { t } = useTranslation();
  const [form, setForm] = useState<Form>(EMPTY);
  const [invalid, setInvalid] = useState<ValidationErrors>({});
  // The answer belongs to one captcha: a new picture (clicked, or after a failure) starts empty.
  const [answer, setAnswer] = useState({ token: '', value: '' });
  const shown = captcha.captcha && captcha.captcha.type !== 'none' ? captcha.captcha.token : '';
  const solution = answer.token === shown ? answer.value : '';
  const set = (key: keyof Form) => (value: string) => setForm((f) => ({ ...f, [key]: value }));
  const message = (key: keyof ValidationErrors) => (invalid[key] ? t(`registration.validations.${invalid[key]}`) : null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const errors = validateRegistration(form, needs);
    setInvalid(errors);
    if (Object.keys(errors).length > 0) return;
    onSubmit({ ...form, captchaSolution: solution });
  };


  const sentences = serverErrors.map((s) => (s.startsWith('key:') ? t(s.slice(4)) : s));
  return (
    <form className="registration__form" onSubmit={submit} noValidate aria-label={t('registration.registration')}>
      <TextField label={t('registration.username')} name="username" autoComplete="username" autoCapitalize="none" spellCheck={false} placeholder={t('registration.username_placeholder')} value={form.username} error={message('username')} disabled={busy} onValue={set('username')} />
      <TextField label={t('registration.fullname')} name="fullname" autoComplete="name" placeholder={t('registration.fullname_placeholder')} value={form.fullname} error={message('fullname')} disabled={busy} onValue={set('fullname')} />
      <TextField label={needs.emailRequired ? t('registration.email') : t('registration.email_optional')} name="email" type="email" autoComplete="email" value={form.email} error={message('email')} disabled={busy} onValue={set('email')} />
      <TextField label={t('registration.bio')} name="bio" multiline value={form.bio} disabled={busy} onValue={set('bio')} />
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
