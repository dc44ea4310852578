import { describe, expect, it } from 'vitest';
import { originOfDomain, swapDrafts } from './accountsThunks';
import { DRAFTS_KEY } from './draftsSlice';

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

describe('drafts per account', () => {
  it('puts the leaving account\'s drafts aside and brings the next one\'s back', () => {
    localStorage.clear();
    localStorage.setItem(DRAFTS_KEY, '{"new":{"text":"alice writes"}}');
    swapDrafts(localStorage, 'alice-token', 'bob-token');
    expect(localStorage.getItem(DRAFTS_KEY)).toBeNull();
    localStorage.setItem(DRAFTS_KEY, '{"new":{"text":"bob writes"}}');
    swapDrafts(localStorage, 'bob-token', 'alice-token');
    expect(localStorage.getItem(DRAFTS_KEY)).toBe('{"new":{"text":"alice writes"}}');
    swapDrafts(localStorage, 'alice-token', 'bob-token');
    expect(localStorage.getItem(DRAFTS_KEY)).toBe('{"new":{"text":"bob writes"}}');
  });
});
