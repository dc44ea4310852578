import { decodePunycode, toUnicode } from './punycode';

describe('punycode', () => {
  it('decodes RFC 3492 samples and common IDNs', () => {
    expect(decodePunycode('bcher-kva')).toBe('bücher');
    expect(decodePunycode('mnchen-3ya')).toBe('münchen');
    expect(decodePunycode('wgv71a119e')).toBe('日本語');
    expect(decodePunycode('ihqwcrb4cv8a8dqg056pqjye')).toBe('他们为什么不说中文'); // RFC 3492 7.1 (B)
    expect(decodePunycode('egbpdaj6bu4bxfgehfvwxn')).toBe('ليهمابتكلموشعربي؟'); // RFC 3492 7.1 (A)
    expect(decodePunycode('ls8h')).toBe('💩');
  });

  it('decodes only xn-- labels of the domain part', () => {
    expect(toUnicode('frank@xn--bcher-kva.example')).toBe('frank@bücher.example');
    expect(toUnicode('xn--mnchen-3ya.de')).toBe('münchen.de');
    expect(toUnicode('XN--BCHER-KVA.example')).toBe('bücher.example');
    expect(toUnicode('alice')).toBe('alice');
    expect(toUnicode('xn--user@plain.example')).toBe('xn--user@plain.example');
    expect(toUnicode('')).toBe('');
  });

  it('leaves malformed labels alone', () => {
    expect(decodePunycode('bcher-kv!')).toBeNull();
    expect(decodePunycode('99999999999999')).toBeNull();
    expect(toUnicode('a@xn--ü.example')).toBe('a@xn--ü.example');
    expect(toUnicode(42 as unknown as string)).toBe('');
  });
});
