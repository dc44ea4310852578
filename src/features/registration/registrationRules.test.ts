import { describe, expect, it } from 'vitest';
import { registrationServerErrors, registrationParams, validateRegistration, type RegistrationForm } from './registrationRules';

const form = (over: Partial<RegistrationForm> = {}): RegistrationForm => ({
  username: 'newbie',
  fullname: 'New Bie',
  email: '',
  password: 'secret-pw',
  confirm: 'secret-pw',
  reason: '',
  bio: '',
  captchaSolution: '',
  ...over,
});
const open = { emailRequired: false, reasonRequired: false };

describe('validateRegistration', () => {
  it('accepts a complete form and asks no email or reason unless the server needs them', () => {
    expect(validateRegistration(form(), open)).toEqual({});
  });

  it('requires username, full name, password and confirmation (whitespace is empty)', () => {
    expect(validateRegistration(form({ username: '  ', fullname: '', password: '', confirm: '' }), open)).toEqual({
      username: 'username_required',
      fullname: 'fullname_required',
      password: 'password_required',
      confirm: 'password_confirmation_required',
    });
  });

  it('needs the confirmation to match', () => {
    expect(validateRegistration(form({ confirm: 'other' }), open)).toEqual({ confirm: 'password_confirmation_match' });
  });

  it('needs the captcha answered when a picture is shown', () => {
    expect(validateRegistration(form({ captchaSolution: '  ' }), { ...open, captchaRequired: true })).toEqual({ captcha: 'captcha_required' });
    expect(validateRegistration(form({ captchaSolution: 'AB3' }), { ...open, captchaRequired: true })).toEqual({});
  });

  it('needs an email with activation and a reason with approval', () => {
    expect(validateRegistration(form(), { emailRequired: true, reasonRequired: true })).toEqual({
      email: 'email_required',
      reason: 'reason_required',
    });
  });
});

describe('registrationParams', () => {
  it('trims names, copies the nickname and sends the captcha fields as Pleroma-FE does', () => {
    const p = registrationParams(form({ username: ' newbie ', fullname: ' New ', reason: ' hi ' }), { ...open, locale: 'en', token: 'inv' }, {
      captcha_solution: 'ABC',
      captcha_token: 't',
      captcha_answer_data: 'd',
    });
    expect(p).toMatchObject({ username: 'newbie', nickname: 'newbie', fullname: 'New', agreement: 'true', token: 'inv', captcha_solution: 'ABC', captcha_token: 't', captcha_answer_data: 'd' });
    expect(p.reason).toBeUndefined();
    expect(p.email).toBeUndefined();
  });
});

describe('registrationServerErrors', () => {
  it('puts form fields\' messages under the field (ap_id is the username), as translation keys', () => {
    const body = { error: JSON.stringify({ ap_id: ['has already been taken'], password: ['should be at least 8 character(s)'], email: ['has invalid format'] }) };
    expect(registrationServerErrors(body)).toEqual({
      fields: {
        username: [{ key: 'registration.server_errors.taken' }],
        password: [{ key: 'registration.server_errors.too_short', values: { min: '8' } }],
        email: [{ key: 'registration.server_errors.invalid_format' }],
      },
      general: [],
    });
  });

  it('turns every captcha refusal into our words, never the server\'s', () => {
    const of = (text: string) => registrationServerErrors({ error: { captcha: [text] } })?.fields.captcha;
    expect(of('Invalid CAPTCHA (Missing parameter: captcha_solution)')).toEqual([{ key: 'registration.validations.captcha_required' }]);
    expect(of('Invalid CAPTCHA')).toEqual([{ key: 'registration.server_errors.captcha_invalid' }]);
    expect(of('CAPTCHA expired')).toEqual([{ key: 'registration.server_errors.captcha_stale' }]);
    expect(of('CAPTCHA already used')).toEqual([{ key: 'registration.server_errors.captcha_stale' }]);
  });

  it('keeps unknown texts, and lists fields the form lacks as sentences', () => {
    expect(registrationServerErrors({ error: { registration_reason: ['is odd'], agreement: ['must be accepted'], constructor: ['x'] } })).toEqual({
      fields: { reason: [{ text: 'is odd' }] },
      general: ['Agreement must be accepted.', 'Constructor x.'],
    });
  });

  it('passes a plain message through and gives up on nonsense', () => {
    expect(registrationServerErrors({ error: 'Invalid token' })).toEqual({ fields: {}, general: ['Invalid token'] });
    expect(registrationServerErrors('<html>')).toBeNull();
    expect(registrationServerErrors({ error: {} })).toBeNull();
    expect(registrationServerErrors(null)).toBeNull();
  });
});
