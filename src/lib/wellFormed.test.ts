import { encodeSegment, wellFormed, wellFormedByPattern } from './wellFormed';

const CASES: [string, string][] = [
  ['x\ud800', 'x\ufffd'],
  ['\udc00y', '\ufffdy'],
  ['a\udc00\ud800b', 'a\ufffd\ufffdb'],
  ['😀 ok', '😀 ok'], // a proper pair stays
  ['plain', 'plain'],
  ['', ''],
];

describe('wellFormed', () => {
  it.each(CASES)('%j → %j (native and fallback agree)', (input, out) => {
    expect(wellFormed(input)).toBe(out);
    expect(wellFormedByPattern(input)).toBe(out);
  });

  it('encodeSegment never throws where encodeURIComponent does', () => {
    expect(() => encodeURIComponent('x\ud800')).toThrow(URIError);
    expect(encodeSegment('x\ud800')).toBe('x%EF%BF%BD');
    expect(encodeSegment('a b/c')).toBe('a%20b%2Fc');
  });
});
