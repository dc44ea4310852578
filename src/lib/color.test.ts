import { mix, over, parseColor, toHex } from './color';

describe('parseColor', () => {
  it('reads hex, rgb, hsl and a few names', () => {
    expect(parseColor('#abc')).toEqual({ r: 170, g: 187, b: 204, a: 1 });
    expect(toHex(parseColor('#11223380')!)).toBe('#11223380');
    expect(parseColor('rgba(10, 20, 30, 0.5)')).toEqual({ r: 10, g: 20, b: 30, a: 0.5 });
    expect(parseColor('rgb(10 20 30 / 50%)')).toEqual({ r: 10, g: 20, b: 30, a: 0.5 });
    expect(toHex(parseColor('hsl(120, 100%, 25%)')!)).toBe('#008000');
    expect(toHex(parseColor('White')!)).toBe('#ffffff');
    expect(parseColor('transparent')?.a).toBe(0);
  });

  it('refuses what is not a colour', () => {
    for (const bad of ['', 'url(x)', '#12', '#ggg', 'rgb(1,2)', 'expression(alert(1))', 42, null]) {
      expect(parseColor(bad)).toBeNull();
    }
  });

  it("reads JavaScript's own key names as no colour, never as Object's members", () => {
    for (const name of ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty', 'CONSTRUCTOR']) {
      expect(parseColor(name)).toBeNull();
    }
  });

  it('mixes and composites', () => {
    expect(toHex(mix(parseColor('#000')!, parseColor('#fff')!, 0.5))).toBe('#808080');
    expect(toHex(over(parseColor('rgb(255 0 0 / 0.5)')!, parseColor('#000')!))).toBe('#800000');
  });
});
