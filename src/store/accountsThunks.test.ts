import { describe, expect, it } from 'vitest';
import { originOfDomain } from './accountsThunks';

describe('originOfDomain', () => {
  it('reads a typed domain as its https origin, and keeps a given scheme and port', () => {
    expect(originOfDomain(' social.example ')).toBe('https://social.example');
    expect(originOfDomain('http://127.0.0.1:9104')).toBe('http://127.0.0.1:9104');
    expect(originOfDomain('https://social.example/')).toBe('https://social.example');
  });

  it('refuses what is not an instance: paths, queries, credentials, nothing', () => {
    expect(originOfDomain('')).toBeNull();
    expect(originOfDomain('social.example/@alice')).toBeNull();
    expect(originOfDomain('social.example?x=1')).toBeNull();
    expect(originOfDomain('user@social.example')).toBeNull();
  });
});
