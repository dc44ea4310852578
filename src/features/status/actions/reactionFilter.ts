// The reaction picker filters by case-insensitive substring of the name, or by the
// exact emoji. Quick reactions: thumbsup, angry, eyes, joy, fire.
import type { CustomEmoji } from '../../../entities/instance';

export const QUICK_REACTIONS: { name: string; emoji: string }[] = [
  { name: 'thumbsup', emoji: '👍' },
  { name: 'angry', emoji: '😠' },
  { name: 'eyes', emoji: '👀' },
  { name: 'joy', emoji: '😂' },
  { name: 'fire', emoji: '🔥' },
];

/** Emoji shown at most at once (the picker loads 60 custom at a time). */
export const PICKER_LIMIT = 60;

export function filterEmoji(list: CustomEmoji[], query: string, limit = PICKER_LIMIT): CustomEmoji[] {
  const q = query.trim();
  if (!q) return list.slice(0, limit);
  const lower = q.toLowerCase();
  const out: CustomEmoji[] = [];
  for (const e of list) {
    if (e.replacement === q || e.displayText.toLowerCase().includes(lower)) out.push(e);
    if (out.length >= limit) break;
  }
  return out;
}
