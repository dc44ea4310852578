// Search box, jump-to-group buttons and the grouped emoji grid. The grid is one tab stop
// (roving tabindex) moved with the arrow keys; custom emoji render 60 at a time, more on scroll.
import { useDeferredValue, useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { CustomEmoji } from '../../../entities/instance';
import { useTranslation, type TFunction } from '../../../i18n/react';
import { useAppSelector } from '../../../store/hooks';
import { selectInstance } from '../../../store/instanceSlice';
import {
  buildGroups,
  CUSTOM_BATCH,
  customCount,
  customRendered,
  filterPickerEmoji,
  moveInGrid,
  type EmojiGroup,
  type GridPos,
} from './pickerGroups';
import { readingKey } from '../../../ui/direction';

/** How close (px) the end of the rendered custom emoji may come before the next batch renders. */
const LOAD_MARGIN = 150;
const FALLBACK_COLUMNS = 8;

function groupLabel(group: EmojiGroup, t: TFunction): string {
  if (group.custom) return group.name || t('emoji.picker.custom');
  const key = `emoji.groups.${group.name}`;
  const label = t(key);
  return label === key ? group.name : label;
}

function EmojiGlyph({ emoji }: { emoji: CustomEmoji }) {
  return emoji.imageUrl ? (
    <img src={emoji.imageUrl} alt="" width={24} height={24} loading="lazy" />
  ) : (
    <span aria-hidden="true">{emoji.replacement}</span>
  );
}

export function EmojiTab({ onPick }: { onPick: (emoji: CustomEmoji) => void }) {
  const { t } = useTranslation();
  const custom = useAppSelector((s) => selectInstance(s).customEmoji);
  const standard = useAppSelector((s) => selectInstance(s).emoji);
  const [query, setQuery] = useState('');
  const [shown, setShown] = useState(CUSTOM_BATCH);
  const [active, setActive] = useState<GridPos>({ group: 0, index: 0 });
  const [jumpIndex, setJumpIndex] = useState(0);
  const searchId = useId();
  const baseId = useId();
  const search = useRef<HTMLInputElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterRender = useRef<GridPos | null>(null);

  // The field shows each key at once; the grid follows when React has time (a query over a few
  // thousand emoji re-renders many buttons).
  const filter = useDeferredValue(query);
  const allGroups = useMemo(
    () => buildGroups(filterPickerEmoji(custom, filter), filterPickerEmoji(standard, filter), shown),
    [custom, standard, filter, shown],
  );
  const groups = allGroups.filter((g) => g.emojis.length > 0);
  const sizes = groups.map((g) => g.emojis.length);
  const totalCustom = customCount(allGroups);
  const renderedCustom = customRendered(allGroups);
  const more = renderedCustom < totalCustom;
  // The active cell, clamped to what is rendered now (a search shrinks the grid).
  const current: GridPos | null = groups.length
    ? active.group < groups.length
      ? { group: active.group, index: Math.min(active.index, sizes[active.group] - 1) }
      : { group: 0, index: 0 }
    : null;

  useEffect(() => {
    search.current?.focus();
  }, []);

  useEffect(() => {
    const pos = focusAfterRender.current;
    if (!pos) return;
    focusAfterRender.current = null;
    const button = buttons.current.get(`${pos.group}:${pos.index}`);
    button?.focus();
    // Show the group's heading too when jumping to its start.
    if (pos.index === 0) button?.closest('section')?.querySelector('h3')?.scrollIntoView?.({ block: 'nearest' });
  });

  const loadMore = () => {
    if (more) setShown((n) => n + CUSTOM_BATCH);
  };

  const onScroll = () => {
    const box = scroller.current;
    const end = sentinel.current;
    if (!box || !end || !more) return;
    if (end.offsetTop - (box.scrollTop + box.clientHeight) < LOAD_MARGIN) loadMore();
  };

  const focusCell = (pos: GridPos) => {
    setActive(pos);
    focusAfterRender.current = pos;
    const group = groups[pos.group];
    // Near the end of the rendered custom emoji: render the next batch before the user gets there.
    if (group?.custom && group.offset + pos.index >= renderedCustom - FALLBACK_COLUMNS) loadMore();
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

  const onToolbarKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    const key = readingKey(event.key);
    const next =
      key === 'ArrowRight' ? (at + 1) % all.length
      : key === 'ArrowLeft' ? (at - 1 + all.length) % all.length
      : event.key === 'Home' ? 0
      : event.key === 'End' ? all.length - 1
      : -1;
    if (next < 0) return;
    event.preventDefault();
    all[next].focus();
  };

  const jumpTo = (group: EmojiGroup) => {
    let index = groups.findIndex((g) => g.id === group.id);
    if (index < 0 && group.custom) {
      // Not rendered yet: render every custom group up to it (and a batch of it), then jump.
      setShown(group.offset + CUSTOM_BATCH);
      index = allGroups.indexOf(group);
    }
    if (index >= 0) focusCell({ group: index, index: 0 });
  };

  return (
    <div className="emoji-picker__emoji">
      <label className="visually-hidden" htmlFor={searchId}>
        {t('emoji.picker.search')}
      </label>
      <input
        ref={search}
        id={searchId}
        type="search"
        className="emoji-picker__search"
        placeholder={t('emoji.picker.search')}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setShown(CUSTOM_BATCH);
          setActive({ group: 0, index: 0 });
        }}
      />
      {allGroups.length > 0 && (
        <div className="emoji-picker__groups" role="toolbar" aria-label={t('emoji.picker.groups')} onKeyDown={onToolbarKeyDown}>
          {allGroups.map((g, i) => (
            <button
              key={g.id}
              type="button"
              className="emoji-picker__group-button"
              // One tab stop for the whole bar; Left/Right move along it.
              tabIndex={i === Math.min(jumpIndex, allGroups.length - 1) ? 0 : -1}
              onFocus={() => setJumpIndex(i)}
              aria-label={t('emoji.picker.jump_to', { group: groupLabel(g, t) })}
              title={groupLabel(g, t)}
              onClick={() => jumpTo(g)}
            >
              <EmojiGlyph emoji={g.first} />
            </button>
          ))}
        </div>
      )}
      <div ref={scroller} className="emoji-picker__scroller" onScroll={onScroll}>
        {groups.length === 0 && <p className="faint emoji-picker__empty">{t('emoji.picker.no_results')}</p>}
        {groups.map((g, gi) => (
          <section key={g.id} className="emoji-picker__section" aria-labelledby={`${baseId}-g${gi}`}>
            <h3 id={`${baseId}-g${gi}`} className="emoji-picker__heading">
              {groupLabel(g, t)}
            </h3>
            <div className="emoji-picker__grid" onKeyDown={onGridKeyDown}>
              {g.emojis.map((e, i) => {
                const isActive = current?.group === gi && current.index === i;
                return (
                  <button
                    key={e.replacement}
                    ref={(el) => {
                      if (el) buttons.current.set(`${gi}:${i}`, el);
                      else buttons.current.delete(`${gi}:${i}`);
                    }}
                    type="button"
                    className="emoji-picker__emoji-button"
                    tabIndex={isActive ? 0 : -1}
                    aria-label={e.imageUrl ? `:${e.displayText}:` : e.displayText}
                    title={e.imageUrl ? `:${e.displayText}:` : e.displayText}
                    onFocus={() => setActive({ group: gi, index: i })}
                    onClick={() => onPick(e)}
                  >
                    <EmojiGlyph emoji={e} />
                  </button>
                );
              })}
            </div>
            {g.custom && !groups[gi + 1]?.custom && more && <div ref={sentinel} className="emoji-picker__sentinel" />}
          </section>
        ))}
      </div>
    </div>
  );
}
