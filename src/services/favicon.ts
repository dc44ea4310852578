// The favicon service (started at boot). It remembers the site icon and loads
// it once, when the first badge is asked for (the browser has its own copy already; a second fetch
// at start-up would compete with the first paint), so a badge (a 128x128 canvas, the
// theme's badge colour or rgb(240,100,100)) is drawn over the real icon, signed in at boot or later.
export const FAVICON_SIZE = 128;
export const BADGE_FALLBACK_COLOR = 'rgb(240,100,100)';
const DEFAULT_ICON = '/favicon.svg';

/** The badge colour: the theme's badge colour when the theme sets one, else the fallback colour. */
export function badgeColor(root: Element = document.documentElement): string {
  const themed = getComputedStyle(root).getPropertyValue('--color-badge').trim();
  return themed || BADGE_FALLBACK_COLOR;
}

/** Draws the icon with a badge dot (top right); null when no 2D canvas is available. */
export function drawBadgedIcon(icon: CanvasImageSource | null, color: string): string | null {
  const canvas = document.createElement('canvas');
  canvas.width = FAVICON_SIZE;
  canvas.height = FAVICON_SIZE;
  let ctx: CanvasRenderingContext2D | null = null;
  try {
    ctx = canvas.getContext('2d');
  } catch {
    ctx = null;
  }
  if (!ctx) return null;
  if (icon) ctx.drawImage(icon, 0, 0, FAVICON_SIZE, FAVICON_SIZE);
  const r = FAVICON_SIZE * 0.22;
  ctx.fillStyle = color;
  ctx.beginPath();
  ctx.arc(FAVICON_SIZE - r - 2, r + 2, r, 0, 2 * Math.PI);
  ctx.fill();
  try {
    return canvas.toDataURL('image/png');
  } catch {
    return null;
  }
}

interface Service {
  link: HTMLLinkElement;
  originalHref: string;
  icon: HTMLImageElement;
  badged: boolean;
}

let service: Service | null = null;

function iconLink(): HTMLLinkElement {
  let link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    link.href = DEFAULT_ICON;
    document.head.appendChild(link);
  }
  return link;
}

function paint(s: Service): void {
  if (!s.badged) return;
  const ready = s.icon.complete && s.icon.naturalWidth > 0;
  const url = drawBadgedIcon(ready ? s.icon : null, badgeColor());
  if (url) {
    s.link.type = 'image/png';
    s.link.href = url;
  }
}

/** Boot calls this once; later calls (and setFaviconBadge before boot, in tests) reuse the service. */
export function initFaviconService(): void {
  if (service) return;
  const link = iconLink();
  const originalHref = link.getAttribute('href') ?? DEFAULT_ICON;
  const icon = new Image();
  const s: Service = { link, originalHref, icon, badged: false };
  icon.onload = () => paint(s); // a badge drawn before the icon arrived is redrawn over it
  link.dataset.badge = 'off';
  service = s;
}

/** Shows or clears the badge. Only a change repaints (a canvas draw + toDataURL each time is waste). */
export function setFaviconBadge(on: boolean): void {
  initFaviconService();
  const s = service!;
  if (on === s.badged) return;
  s.badged = on;
  s.link.dataset.badge = on ? 'on' : 'off';
  if (on) {
    if (!s.icon.src) s.icon.src = s.originalHref;
    paint(s);
    return;
  }
  s.link.type = s.originalHref.endsWith('.svg') ? 'image/svg+xml' : '';
  s.link.href = s.originalHref;
}
