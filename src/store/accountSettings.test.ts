import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_SETTINGS_KEY, swapSettings } from './accountSettings';
import { defaultPreferences, type UserPreferences } from './preferences';

const settings = (over: Partial<UserPreferences>): UserPreferences => ({ ...defaultPreferences(), ...over });

describe('settings per account', () => {
  beforeEach(() => localStorage.clear());

  it("puts the leaving account's settings aside and brings the next one's back", () => {
    const alice = settings({ streaming: true, muteWords: ['spoilers'] });
    // Bob has none put aside yet: he starts from the settings in use.
    const forBob = swapSettings(localStorage, alice, 'alice-token', 'bob-token');
    expect(forBob).toEqual(alice);
    const bob = { ...forBob, streaming: false, muteWords: [] };
    const backToAlice = swapSettings(localStorage, bob, 'bob-token', 'alice-token');
    expect(backToAlice.streaming).toBe(true);
    expect(backToAlice.muteWords).toEqual(['spoilers']);
    const backToBob = swapSettings(localStorage, backToAlice, 'alice-token', 'bob-token');
    expect(backToBob.streaming).toBe(false);
    expect(backToBob.muteWords).toEqual([]);
  });

  it("does not carry over a setting the next account left to the instance's default", () => {
    swapSettings(localStorage, settings({}), 'bob-token', null);
    const bob = swapSettings(localStorage, settings({ hideUserStats: true }), 'alice-token', 'bob-token');
    expect(bob.hideUserStats).toBeUndefined();
  });

  it('keeps the theme and the interface language with the device', () => {
    swapSettings(localStorage, settings({ interfaceLanguage: 'de', colors: { bg: '#000' } }), 'alice-token', 'bob-token');
    const bob = settings({ interfaceLanguage: 'fr', colors: { bg: '#fff' }, hideNsfw: false });
    const alice = swapSettings(localStorage, bob, 'bob-token', 'alice-token');
    expect(alice.interfaceLanguage).toBe('fr');
    expect(alice.colors).toEqual({ bg: '#fff' });
    expect(alice.hideNsfw).toBe(true);
  });

  it('keeps no token in what it stores, and ignores a damaged entry', () => {
    swapSettings(localStorage, settings({}), 'alice-secret-token', null);
    const keys = Object.keys(localStorage);
    expect(keys.some((k) => k.startsWith(ACCOUNT_SETTINGS_KEY))).toBe(true);
    expect(keys.join(' ')).not.toContain('alice-secret-token');
    for (const k of keys) localStorage.setItem(k, '{broken');
    const current = settings({ streaming: true });
    expect(swapSettings(localStorage, current, null, 'alice-secret-token')).toEqual(current);
  });
});
