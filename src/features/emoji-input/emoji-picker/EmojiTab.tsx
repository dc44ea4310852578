// Search box, jump-to-group buttons and the grouped emoji grid. The grid is one tab stop
// (useRovingGrid); custom emoji render a batch at a time here, the next when the user scrolls or
// moves near the end of what is rendered.
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
  type EmojiGroup,
  type GridPos,
} from './pickerGroups';
import { readingKey } from '../../../ui/direction';
import { FALLBACK_COLUMNS, useRovingGrid } from './useRovingGrid';

/** How close (px) the end of the rendered custom emoji may come before the next batch renders. */
const LOAD_MARGIN = 150;

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
  const [jumpIndex, setJumpIndex] = useState(0);
  const searchId = useId();
  const baseId = useId();
  const search = useRef<HTMLInputElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);

  // The field shows each key at once; the grid follows when React has time (a query over a few
  // thousand emoji re-renders many buttons).
  const filter = useDeferredValue(query);
  const allGroups = useMemo(
    () => buildGroups(filterPickerEmoji(custom, filter), filterPickerEmoji(standard, filter), shown),
    [custom, standard, filter, shown],
  );
  const groups = allGroups.filter((g) => g.emojis.length > 0);
  const totalCustom = customCount(allGroups);
  const renderedCustom = customRendered(allGroups);
  const more = renderedCustom < totalCustom;

  useEffect(() => {
    search.current?.focus();
  }, []);

  const loadMore = () => {
    if (more) setShown((n) => n + CUSTOM_BATCH);
  };

  const onScroll = () => {
    const box = scroller.current;
    const end = sentinel.current;
    if (!box || !end || !more) return;
    if (end.offsetTop - (box.scrollTop + box.clientHeight) < LOAD_MARGIN) loadMore();
  };

  // Near the end of the rendered custom emoji: render the next batch before the user gets there.
  const nearEnd = (pos: GridPos) => {
    const group = groups[pos.group];
    if (group?.custom && group.offset + pos.index >= renderedCustom - FALLBACK_COLUMNS) loadMore();
  };
  const { setActive, focusCell, onGridKeyDown, cellRef, isActive } = useRovingGrid(groups, scroller, nearEnd);

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
                return (
                  <button
                    key={e.replacement}
                    ref={cellRef(gi, i)}
                    type="button"
                    className="emoji-picker__emoji-button"
                    tabIndex={isActive(gi, i) ? 0 : -1}
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
