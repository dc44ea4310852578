// The picker's groups: custom emoji by their first tag (the pack), standard emoji by category.
// Custom emoji are many on some instances, so only the first `customShown` are rendered
// (loaded 60 at a time).
import type { CustomEmoji } from '../../../entities/instance';

export const CUSTOM_BATCH = 60;

export interface EmojiGroup {
  id: string;
  /** Custom group: the pack name (or '' for untagged); standard group: the category key. */
  name: string;
  custom: boolean;
  emojis: CustomEmoji[];
  /** Index of the group's first emoji among all custom emoji (custom groups only). */
  offset: number;
  /** All emoji of the group, rendered or not (the tab icon and the loaded count use it). */
  total: number;
  first: CustomEmoji;
}

/** Case-insensitive substring of the name or a tag, or the emoji itself. */
export function filterPickerEmoji(list: CustomEmoji[], query: string): CustomEmoji[] {
  const q = query.trim().toLowerCase();
  if (!q) return list;
  return list.filter(
    (e) => e.replacement === query.trim() || e.displayText.toLowerCase().includes(q) || e.tags.some((tag) => tag.toLowerCase().includes(q)),
  );
}

function groupBy(list: CustomEmoji[]): Map<string, CustomEmoji[]> {
  const groups = new Map<string, CustomEmoji[]>();
  for (const e of list) {
    const key = e.tags[0] ?? '';
    const g = groups.get(key);
    if (g) g.push(e);
    else groups.set(key, [e]);
  }
  return groups;
}

/** Custom groups sorted by pack name (untagged last), then standard groups in file order. */
export function buildGroups(custom: CustomEmoji[], standard: CustomEmoji[], customShown: number): EmojiGroup[] {
  const out: EmojiGroup[] = [];
  const customGroups = [...groupBy(custom)].sort(([a], [b]) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b)));
  let offset = 0;
  for (const [name, emojis] of customGroups) {
    const shown = Math.max(0, Math.min(emojis.length, customShown - offset));
    out.push({ id: `custom-${name}`, name, custom: true, emojis: emojis.slice(0, shown), offset, total: emojis.length, first: emojis[0] });
    offset += emojis.length;
  }
  for (const [name, emojis] of groupBy(standard)) {
    out.push({ id: `standard-${name}`, name, custom: false, emojis, offset: 0, total: emojis.length, first: emojis[0] });
  }
  return out;
}

export const customCount = (groups: EmojiGroup[]): number => groups.filter((g) => g.custom).reduce((n, g) => n + g.total, 0);
export const customRendered = (groups: EmojiGroup[]): number => groups.filter((g) => g.custom).reduce((n, g) => n + g.emojis.length, 0);

export interface GridPos {
  group: number;
  index: number;
}

/**
 * Arrow-key movement over the rendered groups (each a grid of `columns`): Left/Right step through
 * everything, Up/Down keep the column and cross into the neighbouring group. Null: no movement.
 */
export function moveInGrid(sizes: number[], pos: GridPos, key: string, columns: number): GridPos | null {
  const nonEmpty = (g: number) => sizes[g] > 0;
  const nextGroup = (g: number, step: 1 | -1) => {
    for (let n = g + step; n >= 0 && n < sizes.length; n += step) if (nonEmpty(n)) return n;
    return -1;
  };
  const { group, index } = pos;
  const col = index % columns;
  switch (key) {
    case 'ArrowRight': {
      if (index + 1 < sizes[group]) return { group, index: index + 1 };
      const g = nextGroup(group, 1);
      return g < 0 ? null : { group: g, index: 0 };
    }
    case 'ArrowLeft': {
      if (index > 0) return { group, index: index - 1 };
      const g = nextGroup(group, -1);
      return g < 0 ? null : { group: g, index: sizes[g] - 1 };
    }
    case 'ArrowDown': {
      if (index + columns < sizes[group]) return { group, index: index + columns };
      // The last row of a group moves down only if there is a row below in the same group...
      const lastRowStart = Math.floor((sizes[group] - 1) / columns) * columns;
      if (index < lastRowStart) return { group, index: sizes[group] - 1 };
      const g = nextGroup(group, 1);
      return g < 0 ? null : { group: g, index: Math.min(col, sizes[g] - 1) };
    }
    case 'ArrowUp': {
      if (index - columns >= 0) return { group, index: index - columns };
      const g = nextGroup(group, -1);
      if (g < 0) return null;
      const lastRowStart = Math.floor((sizes[g] - 1) / columns) * columns;
      return { group: g, index: Math.min(lastRowStart + col, sizes[g] - 1) };
    }
    case 'Home':
      return { group, index: 0 };
    case 'End':
      return { group, index: sizes[group] - 1 };
    default:
      return null;
  }
}
