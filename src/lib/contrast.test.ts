import { parseColor } from './color';
import { contrastOf, contrastRatio, contrastVerdict, relativeLuminance } from './contrast';

const c = (s: string) => parseColor(s)!;

describe('contrast', () => {
  it('has the WCAG extremes', () => {
    expect(relativeLuminance(c('#000'))).toBe(0);
    expect(relativeLuminance(c('#fff'))).toBeCloseTo(1);
    expect(contrastRatio(c('#000'), c('#fff'))).toBeCloseTo(21);
    expect(contrastRatio(c('#777'), c('#777'))).toBeCloseTo(1);
  });

  it('is symmetric and matches known pairs', () => {
    expect(contrastRatio(c('#767676'), c('#ffffff'))).toBeCloseTo(4.54, 2);
    expect(contrastRatio(c('#ffffff'), c('#767676'))).toBeCloseTo(4.54, 2);
    expect(contrastRatio(c('#595959'), c('#ffffff'))).toBeCloseTo(7.0, 1);
  });

  it('gives AA / AAA verdicts with the large-text threshold', () => {
    expect(contrastVerdict(c('#767676'), c('#fff'))).toMatchObject({ aa: true, aaa: false, aaLarge: true });
    expect(contrastVerdict(c('#949494'), c('#fff'))).toMatchObject({ aa: false, aaa: false, aaLarge: true });
    expect(contrastVerdict(c('#000'), c('#fff'))).toMatchObject({ aa: true, aaa: true });
    expect(contrastVerdict(c('#ddd'), c('#fff'))).toMatchObject({ aa: false, aaLarge: false });
  });

  it('composites translucent text over its background', () => {
    // Half-transparent black on white looks like #808080.
    expect(contrastRatio(c('rgb(0 0 0 / 0.5)'), c('#fff'))).toBeCloseTo(contrastRatio(c('#808080'), c('#fff')), 1);
  });

  it('reads CSS colour strings and refuses garbage', () => {
    expect(contrastOf('white', 'black')?.ratio).toBeCloseTo(21);
    expect(contrastOf('hsl(0, 0%, 100%)', 'rgb(0,0,0)')?.aaa).toBe(true);
    expect(contrastOf('nonsense', '#000')).toBeNull();
  });
});
