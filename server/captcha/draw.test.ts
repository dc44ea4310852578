import { describe, expect, it } from 'vitest';
import { AMBIGUOUS, GLYPHS, randomAnswer } from './draw.js';

describe('the native captcha alphabet', () => {
  it('offers no glyph a reader could take for another (2/Z, C, 6/G, 9/q …)', () => {
    for (const c of AMBIGUOUS) expect(GLYPHS[c], c).toBeUndefined();
  });

  it('draws every glyph with its own set of segments', () => {
    const shapes = Object.values(GLYPHS).map((segments) => [...segments].sort().join(''));
    expect(new Set(shapes).size).toBe(shapes.length);
  });

  it('answers only with those glyphs', () => {
    for (let i = 0; i < 50; i++) expect(randomAnswer()).toMatch(new RegExp(`^[${Object.keys(GLYPHS).join('')}]{5}$`));
  });
});
