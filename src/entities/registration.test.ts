import { describe, expect, it } from 'vitest';
import { imageUrlOrData } from './coerce';
import { normalizeCaptcha, registrationOutcome } from './registration';

const PNG = 'data:image/png;base64,iVBORw0KGgo=';

describe('normalizeCaptcha', () => {
  it('reads native and kocaptcha descriptions', () => {
    expect(normalizeCaptcha({ type: 'native', url: PNG, token: 't', answer_data: 'd', seconds_valid: 300 })).toEqual({ type: 'native', url: PNG, token: 't', answerData: 'd' });
    expect(normalizeCaptcha({ type: 'kocaptcha', url: 'https://captcha.example/a.png', token: 't', answer_data: 'md5' })).toMatchObject({ type: 'kocaptcha', answerData: 'md5' });
  });

  it('treats none, unknown types and unsafe pictures as none', () => {
    expect(normalizeCaptcha({ type: 'none' })).toEqual({ type: 'none' });
    expect(normalizeCaptcha({ type: 'mystery', url: PNG })).toEqual({ type: 'none' });
    expect(normalizeCaptcha({ type: 'native', url: 'javascript:alert(1)' })).toEqual({ type: 'none' });
    expect(normalizeCaptcha(null)).toEqual({ type: 'none' });
  });
});

describe('imageUrlOrData', () => {
  it('allows base64 raster data but no SVG or scripts', () => {
    expect(imageUrlOrData(PNG)).toBe(PNG);
    expect(imageUrlOrData('data:image/svg+xml;base64,PHN2Zz4=')).toBeNull();
    expect(imageUrlOrData('data:text/html;base64,PHNjcmlwdD4=')).toBeNull();
    expect(imageUrlOrData('/media/a.png')).toBe('/media/a.png');
  });
});

describe('registrationOutcome', () => {
  it('tells a token, pending approval and missing confirmation apart', () => {
    expect(registrationOutcome({ access_token: 'abc', token_type: 'Bearer' })).toEqual({ kind: 'signed_in', accessToken: 'abc' });
    expect(registrationOutcome({ identifier: 'awaiting_approval', message: '…' })).toEqual({ kind: 'pending_approval' });
    expect(registrationOutcome({ identifier: 'missing_confirmed_email' })).toEqual({ kind: 'check_email' });
    expect(registrationOutcome('nonsense')).toBeNull();
  });
});
