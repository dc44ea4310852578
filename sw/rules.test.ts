import { describe, expect, it } from 'vitest';
import { isPictureRequest } from './rules';
import { pushOptions } from './push';

const ORIGIN = 'https://social.example';
const req = (destination: string, { method = 'GET', auth = false } = {}) => ({
  method,
  destination,
  headers: { has: (name: string) => auth && name === 'authorization' },
});
const keeps = (url: string, r = req('image')) => isPictureRequest(r, new URL(url, ORIGIN), ORIGIN);

describe('isPictureRequest (the bounded picture cache)', () => {
  it('keeps avatars, emoji and media thumbnails of the instance and of https servers', () => {
    expect(keeps('/media/ab/cd.png')).toBe(true);
    expect(keeps('/emoji/custom/blob.png')).toBe(true);
    expect(keeps('/proxy/x/y.jpg')).toBe(true);
    expect(keeps('https://files.other.example/avatars/1.webp')).toBe(true);
  });

  it('never keeps API answers, signed-in requests, non-images or other methods', () => {
    expect(keeps('/api/v1/accounts/1/avatar.png')).toBe(false);
    expect(keeps('/media/a.png', req('image', { auth: true }))).toBe(false);
    expect(keeps('/media/a.png', req(''))).toBe(false);
    expect(keeps('/media/a.png', req('image', { method: 'POST' }))).toBe(false);
    expect(keeps('http://plain.example/a.png')).toBe(false);
  });
});

describe('pushOptions', () => {
  it("shows Pleroma's JSON payload", () => {
    const data = { json: () => ({ title: 'New follower', body: 'lain followed you', notification_id: 7 }), text: () => '' };
    expect(pushOptions(data)).toEqual({
      title: 'New follower',
      options: { body: 'lain followed you', icon: '/icons/icon-192.png', tag: 'n7' },
    });
  });

  it('shows text that is not JSON as the title', () => {
    const data = { json: () => { throw new SyntaxError('no'); }, text: () => 'hello' };
    expect(pushOptions(data).title).toBe('hello');
    expect(pushOptions(null).title).toBe('Starling');
  });
});
