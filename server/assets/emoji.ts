// The instance's custom emoji and sticker pack. Images are drawn on first use and cached.
import { shapePng, type EmojiShape } from './images.js';

export interface CustomEmoji {
  shortcode: string;
  shape: EmojiShape;
  hue: number;
  tags: string[];
}

export const CUSTOM_EMOJI: CustomEmoji[] = [
  { shortcode: 'starling', shape: 'star', hue: 265, tags: ['Starling'] },
  { shortcode: 'heart_pink', shape: 'heart', hue: 330, tags: ['Starling', 'love'] },
  { shortcode: 'blob', shape: 'circle', hue: 200, tags: ['Blobs'] },
  { shortcode: 'blob_green', shape: 'circle', hue: 120, tags: ['Blobs'] },
  { shortcode: 'box', shape: 'square', hue: 30, tags: ['Shapes'] },
  { shortcode: 'gem', shape: 'diamond', hue: 180, tags: ['Shapes'] },
  { shortcode: 'donut', shape: 'ring', hue: 20, tags: ['Food'] },
  { shortcode: 'pyramid', shape: 'triangle', hue: 50, tags: ['Shapes'] },
  { shortcode: 'moon', shape: 'moon', hue: 55, tags: ['Starling', 'night'] },
];

export const EMOJI_PATH = '/emoji/custom/';

export function emojiPath(e: CustomEmoji): string {
  return `${EMOJI_PATH}${e.shortcode}.png`;
}

const byShortcode = new Map(CUSTOM_EMOJI.map((e) => [e.shortcode, e]));

export function findCustomEmoji(shortcode: string): CustomEmoji | undefined {
  return byShortcode.get(shortcode);
}

/** Custom emoji used as :shortcode: in any of the texts, in first-use order. */
export function emojisIn(...texts: string[]): CustomEmoji[] {
  const out = new Map<string, CustomEmoji>();
  for (const text of texts) {
    for (const m of text.matchAll(/:([A-Za-z0-9_]+):/g)) {
      const e = byShortcode.get(m[1]);
      if (e) out.set(e.shortcode, e);
    }
  }
  return [...out.values()];
}

/** Mastodon CustomEmoji entity. */
export function renderEmoji(base: string, e: CustomEmoji) {
  const url = `${base}${emojiPath(e)}`;
  return { shortcode: e.shortcode, url, static_url: url, visible_in_picker: true, category: e.tags[0] };
}

const imageCache = new Map<string, Buffer>();

export function emojiImage(shortcode: string): Buffer | undefined {
  const e = byShortcode.get(shortcode);
  if (!e) return undefined;
  let png = imageCache.get(shortcode);
  if (!png) {
    png = shapePng(e.shape, e.hue, 64);
    imageCache.set(shortcode, png);
  }
  return png;
}

export const STICKER_PACK = {
  name: 'starling',
  title: 'Starling shapes',
  stickers: [
    { file: 'star.png', shape: 'star' as EmojiShape, hue: 265 },
    { file: 'heart.png', shape: 'heart' as EmojiShape, hue: 340 },
    { file: 'moon.png', shape: 'moon' as EmojiShape, hue: 50 },
  ],
};

export function stickerImage(file: string): Buffer | undefined {
  const s = STICKER_PACK.stickers.find((x) => x.file === file);
  if (!s) return undefined;
  const key = `sticker:${file}`;
  let png = imageCache.get(key);
  if (!png) {
    png = shapePng(s.shape, s.hue, 128);
    imageCache.set(key, png);
  }
  return png;
}
