// Any CSS colour a person types (names, hwb, oklch ...) → #rrggbb(aa). Simple forms are parsed
// here; anything else the browser itself resolves by painting one pixel.
import { parseColor, toHex } from '../../lib/color';

export function normalizeCssColor(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  const direct = parseColor(text);
  if (direct) return toHex(direct);
  if (typeof CSS === 'undefined' || !CSS.supports?.('color', text) || /url\(|var\(/i.test(text)) return null;
  const ctx = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (!ctx) return null;
  ctx.clearRect(0, 0, 1, 1);
  ctx.fillStyle = text;
  ctx.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
  return toHex({ r, g, b, a: Math.round((a / 255) * 100) / 100 });
}
