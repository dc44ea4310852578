// SPEC §4/§9: page title prefix '(N)' and a favicon badge from unseen notifications plus unread
// chats, cleared at 0. The badge is drawn on a 128x128 canvas over the site icon.
export const FAVICON_SIZE = 128;
export const BADGE_FALLBACK_COLOR = 'rgb(240,100,100)';

const PREFIX = /^\(\d+\) /;

/** The title with its '(N) ' prefix replaced (or removed at 0). */
export function titleWithCount(title: string, count: number): string {
  const base = title.replace(PREFIX, '');
  return count > 0 ? `(${count}) ${base}` : base;
}

/** The badge colour: the theme's badge colour when the theme sets one, else the SPEC fallback. */
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

function iconLink(): HTMLLinkElement {
  let link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    link.href = '/favicon.svg';
    document.head.appendChild(link);
  }
  return link;
}

let originalHref: string | null = null;
let iconImage: HTMLImageElement | null = null;
let badged = false;

/**
 * Shows or clears the favicon badge. Only a change repaints: the title observer applies the count
 * on every title change, and a canvas draw + toDataURL each time would be wasted.
 */
export function setFaviconBadge(on: boolean): void {
  if (on === badged) return;
  badged = on;
  const link = iconLink();
  if (originalHref === null) originalHref = link.getAttribute('href') ?? '/favicon.svg';
  if (!on) {
    link.type = originalHref.endsWith('.svg') ? 'image/svg+xml' : '';
    link.href = originalHref;
    return;
  }
  const paint = () => {
    const url = drawBadgedIcon(iconImage?.complete && iconImage.naturalWidth > 0 ? iconImage : null, badgeColor());
    if (url) {
      link.type = 'image/png';
      link.href = url;
    }
  };
  if (!iconImage) {
    iconImage = new Image();
    iconImage.onload = paint;
    iconImage.src = originalHref;
  }
  paint();
}

/** Applies the count to the title and the favicon. */
export function applyCount(count: number): void {
  const next = titleWithCount(document.title, count);
  if (next !== document.title) document.title = next;
  setFaviconBadge(count > 0);
}
