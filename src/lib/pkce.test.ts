import { codeChallengeS256, createCodeVerifier, createOAuthState, pkceSupported } from './pkce';

describe('PKCE (RFC 7636)', () => {
  it('derives the S256 challenge of the RFC 7636 example', async () => {
    expect(await codeChallengeS256('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('makes verifiers of 43–128 unreserved characters from the random source, never the same twice', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    const a = createCodeVerifier();
    const b = createCodeVerifier();
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
    for (const v of [a, b]) expect(v).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(a).not.toBe(b);
  });

  it('makes an unguessable state', () => {
    const s = createOAuthState();
    expect(s).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    expect(createOAuthState()).not.toBe(s);
  });

  it('says whether the page can hash (crypto.subtle exists only in secure contexts)', () => {
    expect(pkceSupported()).toBe(true);
    const subtle = Object.getOwnPropertyDescriptor(crypto, 'subtle');
    Object.defineProperty(crypto, 'subtle', { value: undefined, configurable: true });
    try {
      expect(pkceSupported()).toBe(false);
    } finally {
      if (subtle) Object.defineProperty(crypto, 'subtle', subtle);
      else delete (crypto as { subtle?: unknown }).subtle;
    }
  });
});
