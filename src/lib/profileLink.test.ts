import { profilePath, profileRoute } from './profileLink';

const restricted = ['about', 'main', 'users'];

describe('profile link', () => {
  it('local, unrestricted nickname → user-profile by name', () => {
    expect(profileRoute({ id: '9zE8', screen_name: 'lain' }, restricted)).toEqual({ name: 'user-profile', params: { name: 'lain' } });
    expect(profilePath({ id: '9zE8', screen_name: 'lain' }, restricted)).toBe('/lain');
  });

  it.each([
    ['remote (at-sign)', 'frank@bücher.example'],
    ['empty', ''],
    ['restricted', 'about'],
  ])('%s → external-user-profile by id', (_name, screen_name) => {
    expect(profileRoute({ id: 'A1b2', screen_name }, restricted)).toEqual({ name: 'external-user-profile', params: { id: 'A1b2' } });
    expect(profilePath({ id: 'A1b2', screen_name }, restricted)).toBe('/users/A1b2');
  });

  it('is case-sensitive like the server and tolerates a missing list', () => {
    expect(profileRoute({ id: '1', screen_name: 'About' }, restricted).name).toBe('user-profile');
    expect(profileRoute({ id: '1', screen_name: 'x' }, undefined as unknown as string[]).name).toBe('user-profile');
  });
});

describe('profile link with a hostile name', () => {
  it('never throws on lone surrogates in the name or id', () => {
    expect(profilePath({ id: '1', screen_name: 'x\ud800' }, restricted)).toBe('/x%EF%BF%BD');
    expect(profilePath({ id: '\udc00', screen_name: '' }, restricted)).toBe('/users/%EF%BF%BD');
  });
});
