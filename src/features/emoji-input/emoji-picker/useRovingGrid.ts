// The emoji grid as one tab stop (roving tabindex): the active cell, clamped to what is rendered
// now (a search shrinks the grid), moved with the arrow keys across groups in reading order,
// focused after the render that shows it.
import { useEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { readingKey } from '../../../ui/direction';
import { moveInGrid, type EmojiGroup, type GridPos } from './pickerGroups';

/** Columns assumed when the grid's own cannot be read (no layout, as in tests). */
export const FALLBACK_COLUMNS = 8;

export function useRovingGrid(groups: EmojiGroup[], scroller: RefObject<HTMLDivElement | null>, onFocusCell: (pos: GridPos) => void) {
  const [active, setActive] = useState<GridPos>({ group: 0, index: 0 });
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterRender = useRef<GridPos | null>(null);
  const sizes = groups.map((g) => g.emojis.length);
  const current: GridPos | null = groups.length
    ? active.group < groups.length
      ? { group: active.group, index: Math.min(active.index, sizes[active.group] - 1) }
      : { group: 0, index: 0 }
    : null;

  useEffect(() => {
    const pos = focusAfterRender.current;
    if (!pos) return;
    focusAfterRender.current = null;
    const button = buttons.current.get(`${pos.group}:${pos.index}`);
    button?.focus();
    // Show the group's heading too when jumping to its start.
    if (pos.index === 0) button?.closest('section')?.querySelector('h3')?.scrollIntoView?.({ block: 'nearest' });
  });

  const focusCell = (pos: GridPos) => {
    setActive(pos);
    focusAfterRender.current = pos;
    onFocusCell(pos);
  };

  const columns = () => {
    const grid = scroller.current?.querySelector('.emoji-picker__grid');
    const template = grid ? getComputedStyle(grid).gridTemplateColumns : '';
    const n = template && template !== 'none' ? template.split(' ').filter(Boolean).length : 0;
    return n > 0 ? n : FALLBACK_COLUMNS;
  };

  const onGridKeyDown = (event: KeyboardEvent) => {
    if (!current) return;
    const next = moveInGrid(sizes, current, readingKey(event.key), columns());
    if (!next) return;
    event.preventDefault();
    focusCell(next);
  };

  /** The ref callback of cell `index` of group `group`. */
  const cellRef = (group: number, index: number) => (el: HTMLButtonElement | null) => {
    if (el) buttons.current.set(`${group}:${index}`, el);
    else buttons.current.delete(`${group}:${index}`);
  };

  const isActive = (group: number, index: number) => current?.group === group && current.index === index;

  return { setActive, focusCell, onGridKeyDown, cellRef, isActive };
}
