import type { CustomEmoji } from '../../../entities/instance';
import { buildGroups, customRendered, filterPickerEmoji, moveInGrid } from './pickerGroups';

const e = (name: string, tag?: string, image = true): CustomEmoji => ({
  displayText: name,
  replacement: image ? `:${name}:` : name.toUpperCase(),
  imageUrl: image ? `/${name}.png` : null,
  tags: tag ? [tag] : [],
});

describe('buildGroups', () => {
  it('groups custom emoji by pack (untagged last), then standard groups in order', () => {
    const groups = buildGroups([e('a', 'Zed'), e('b'), e('c', 'Alpha')], [e('x', 'smileys', false), e('y', 'food', false)], 60);
    expect(groups.map((g) => [g.id, g.emojis.length])).toEqual([
      ['custom-Alpha', 1],
      ['custom-Zed', 1],
      ['custom-', 1],
      ['standard-smileys', 1],
      ['standard-food', 1],
    ]);
  });

  it('renders only the first N custom emoji across groups', () => {
    const custom = [...Array.from({ length: 50 }, (_, i) => e(`a${i}`, 'A')), ...Array.from({ length: 50 }, (_, i) => e(`b${i}`, 'B'))];
    const groups = buildGroups(custom, [], 60);
    expect(groups.map((g) => [g.emojis.length, g.offset, g.total])).toEqual([
      [50, 0, 50],
      [10, 50, 50],
    ]);
    expect(customRendered(buildGroups(custom, [], 120))).toBe(100);
  });
});

describe('filterPickerEmoji', () => {
  it('matches name or tag case-insensitively, or the emoji itself', () => {
    const list = [e('Blob', 'Blobs'), e('moon', 'Night'), e('grin', 'smileys', false)];
    expect(filterPickerEmoji(list, 'bl').map((x) => x.displayText)).toEqual(['Blob']);
    expect(filterPickerEmoji(list, 'night').map((x) => x.displayText)).toEqual(['moon']);
    expect(filterPickerEmoji(list, 'GRIN').map((x) => x.displayText)).toEqual(['grin']);
    expect(filterPickerEmoji(list, '  ')).toHaveLength(3);
  });
});

describe('moveInGrid', () => {
  const sizes = [10, 3];
  it('steps left and right across groups', () => {
    expect(moveInGrid(sizes, { group: 0, index: 9 }, 'ArrowRight', 8)).toEqual({ group: 1, index: 0 });
    expect(moveInGrid(sizes, { group: 1, index: 0 }, 'ArrowLeft', 8)).toEqual({ group: 0, index: 9 });
    expect(moveInGrid(sizes, { group: 1, index: 2 }, 'ArrowRight', 8)).toBeNull();
  });
  it('keeps the column up and down, clamping to short rows', () => {
    expect(moveInGrid(sizes, { group: 0, index: 1 }, 'ArrowDown', 8)).toEqual({ group: 0, index: 9 });
    expect(moveInGrid(sizes, { group: 0, index: 6 }, 'ArrowDown', 8)).toEqual({ group: 0, index: 9 });
    expect(moveInGrid(sizes, { group: 0, index: 9 }, 'ArrowDown', 8)).toEqual({ group: 1, index: 1 });
    expect(moveInGrid(sizes, { group: 1, index: 2 }, 'ArrowUp', 8)).toEqual({ group: 0, index: 9 });
    expect(moveInGrid(sizes, { group: 1, index: 0 }, 'ArrowUp', 8)).toEqual({ group: 0, index: 8 });
    expect(moveInGrid(sizes, { group: 0, index: 3 }, 'ArrowUp', 8)).toBeNull();
  });
});
