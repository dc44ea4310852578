import { describe, expect, it } from 'vitest';
import { registrationErrorSentences, registrationParams, validateRegistration, type RegistrationForm } from './registrationRules';

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

describe('registrationErrorSentences', () => {
  it('reads a JSON-encoded field map and renames ap_id to username', () => {
    const body = { error: JSON.stringify({ ap_id: ['has already been taken'], password: ['should be at least 8 character(s)'] }) };
    expect(registrationErrorSentences(body)).toEqual(['Username has already been taken.', 'Password should be at least 8 character(s).']);
  });

  it('reads a plain field map and multi-word fields', () => {
    expect(registrationErrorSentences({ error: { captcha: ['Invalid CAPTCHA'], registration_reason: ["can't be blank"] } })).toEqual([
      'Captcha Invalid CAPTCHA.',
      "Registration reason can't be blank.",
    ]);
  });

  it('passes a plain message through and gives up on nonsense', () => {
    expect(registrationErrorSentences({ error: 'Invalid token' })).toEqual(['Invalid token']);
    expect(registrationErrorSentences('<html>')).toBeNull();
    expect(registrationErrorSentences({ error: {} })).toBeNull();
    expect(registrationErrorSentences(null)).toBeNull();
  });
});
