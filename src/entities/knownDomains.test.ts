import { MAX_KNOWN_DOMAINS, normalizeKnownDomains } from './knownDomains';

describe('normalizeKnownDomains', () => {
  it('keeps host names, lower-cased, de-duplicated and sorted', () => {
    expect(normalizeKnownDomains(['Remote.Example', 'a.example', 'remote.example', 'bücher.example', 'host:8443'])).toEqual([
      'a.example',
      'bücher.example',
      'host:8443',
      'remote.example',
    ]);
  });

  it('drops what is not a host name and survives a malformed answer', () => {
    expect(normalizeKnownDomains(['evil.example/path', 'a b', '', '<script>', 42, null, 'ok.example'])).toEqual(['ok.example']);
    expect(normalizeKnownDomains({ peers: ['x.example'] })).toEqual([]);
    expect(normalizeKnownDomains(null)).toEqual([]);
  });

  it('caps a huge list', () => {
    const many = Array.from({ length: MAX_KNOWN_DOMAINS + 10 }, (_, i) => `h${i}.example`);
    expect(normalizeKnownDomains(many)).toHaveLength(MAX_KNOWN_DOMAINS);
  });
});
