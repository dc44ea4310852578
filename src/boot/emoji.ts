// Standard emoji for the picker from /static/emoji.json. The file this front end ships is
// grouped ({ group: [{ name, emoji }] }); a flat name → character map is accepted too.
// (Custom emoji are normalized by entities/customEmoji.ts.)
import type { CustomEmoji } from '../entities/instance';

const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Accepts `{ name: "😀" }` or grouped `{ group: [{ name, emoji }] }` (group becomes a tag). */
export function standardEmojiList(raw: unknown): CustomEmoji[] {
  if (!isObj(raw)) return [];
  const out: CustomEmoji[] = [];
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === 'string' && value !== '') {
      out.push({ displayText: key, replacement: value, imageUrl: null, tags: [] });
    } else if (Array.isArray(value)) {
      for (const e of value) {
        if (isObj(e) && typeof e.name === 'string' && typeof e.emoji === 'string' && e.emoji !== '') {
          out.push({ displayText: e.name, replacement: e.emoji, imageUrl: null, tags: [key] });
        }
      }
    }
  }
  return out;
}
