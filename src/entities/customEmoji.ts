// Emoji picker lists: /api/pleroma/emoji.json (custom, map or list with image_url and tags) and
// /static/emoji.json (standard, shortcode → unicode character).
import type { CustomEmoji } from './instance';
import { isObj, obj, str, strings, url } from './coerce';

function absolute(u: string, base: string): string {
  return u.startsWith('/') && base ? `${base.replace(/\/+$/, '')}${u}` : u;
}

const byName = (a: CustomEmoji, b: CustomEmoji) => a.displayText.localeCompare(b.displayText);

/** Custom emoji, sorted by shortcode; relative image URLs are resolved against base (the server). */
export function normalizeCustomEmoji(raw: unknown, base = ''): CustomEmoji[] {
  const entries: [string, unknown][] = Array.isArray(raw)
    ? raw.filter(isObj).map((e) => [str(e.shortcode) || str(e.name), e])
    : Object.entries(obj(raw));
  const out: CustomEmoji[] = [];
  for (const [shortcode, value] of entries) {
    const v = obj(value);
    // Old Pleroma maps shortcode → URL string directly.
    const image = url(typeof value === 'string' ? value : v.image_url ?? v.url ?? v.static_url);
    if (!shortcode || !image) continue;
    out.push({ displayText: shortcode, replacement: `:${shortcode}:`, imageUrl: absolute(image, base), tags: strings(v.tags) });
  }
  return out.sort(byName);
}

/**
 * Standard emoji. Starling ships /static/emoji.json grouped (`{ group: [{ name, emoji }] }`, the
 * group becomes a tag, order kept); a flat `{ name: character }` map (other front ends' files) is
 * accepted too and sorted by name.
 */
export function normalizeStaticEmoji(raw: unknown): CustomEmoji[] {
  const flat: CustomEmoji[] = [];
  const grouped: CustomEmoji[] = [];
  for (const [key, value] of Object.entries(obj(raw))) {
    if (typeof value === 'string' && value !== '') {
      flat.push({ displayText: key, replacement: value, imageUrl: null, tags: [] });
    } else if (Array.isArray(value)) {
      for (const e of value.filter(isObj)) {
        const name = str(e.name);
        const emoji = str(e.emoji);
        if (name && emoji) grouped.push({ displayText: name, replacement: emoji, imageUrl: null, tags: [key] });
      }
    }
  }
  return [...grouped, ...flat.sort(byName)];
}
