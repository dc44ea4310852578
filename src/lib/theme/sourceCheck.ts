// The theme source's shape for the validator: what a theme file, a backup or storage may carry
// (colours, numbers, shadow layers, font lists, each parsed as its CSS kind). Kept apart from
// compile.ts so the first-paint validator does not pull in the theme engine.
import { isCssColor, isCssFontList } from '../cssValue';
import { asCompiledTheme } from './dom';
import { boolean, list, map, number, record, string, whole, type Check } from '../shapeCheck';

const color: Check = (v) => (isCssColor(v) ? v : undefined);

const shadowLayer = whole({
  x: number(-1000, 1000),
  y: number(-1000, 1000),
  blur: number(0, 1000),
  spread: number(-1000, 1000),
  color,
  alpha: number(0, 1),
  inset: boolean,
});

export const themeSource = record({
  themeEngineVersion: number(0, 1000),
  name: string,
  colors: map(color, 100),
  opacity: map(number(0, 1), 100),
  radii: map(number(0, 999), 100),
  shadows: map(list(shadowLayer, 8), 100),
  fonts: map(whole({ family: (v) => (isCssFontList(v) ? v : undefined) }), 100),
});


/** A compiled snapshot is kept whole or not at all (asCompiledTheme parses every value). */
export const compiledTheme: Check = (v) => (v === null ? null : (asCompiledTheme(v) ?? undefined));
