// Writes the install icons (public/icons/*.png) from public/favicon.svg with sharp: "any" icons
// as drawn, and maskable ones whose mark sits inside the 80% safe circle on the icon's own
// background, so a launcher's mask never cuts it. Run again when favicon.svg changes:
//   node scripts/app-icons.mjs
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';

const svg = new URL('../public/favicon.svg', import.meta.url);
const out = new URL('../public/icons/', import.meta.url);
/** The favicon's own background (its rect's fill). */
const BACKGROUND = '#1d2a38';

mkdirSync(out, { recursive: true });
for (const size of [192, 512]) {
  await sharp(svg.pathname, { density: (72 * size) / 64 }).resize(size, size).png().toFile(new URL(`icon-${size}.png`, out).pathname);
  const inner = Math.round(size * 0.7);
  const mark = await sharp(svg.pathname, { density: (72 * inner) / 64 }).resize(inner, inner).png().toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: BACKGROUND } })
    .composite([{ input: mark, gravity: 'center' }])
    .png()
    .toFile(new URL(`maskable-${size}.png`, out).pathname);
}
