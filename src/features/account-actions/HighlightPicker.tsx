// Per-user highlight picker: disabled, solid, striped or side, with a colour; saved in
// config.highlight by screen name (persisted) and applied to that user's posts.
import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { setOption, selectConfig } from '../../store/configSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { ownValue } from '../../lib/own';
import { HIGHLIGHT_TYPES as TYPES, type HighlightType } from '../../store/preferences';

const DEFAULT_COLOR = '#e6a23c';

export function HighlightPicker({ screenName }: { screenName: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const all = useAppSelector(selectConfig).highlight ?? {};
  const current = ownValue(all, screenName);
  const type = current?.type ?? 'disabled';
  const color = current?.color || DEFAULT_COLOR;
  const typeId = useId();
  const colorId = useId();

  const save = (next: { type: HighlightType; color: string }) => {
    // Built as entries: a name such as '__proto__' stays a plain key, never the object's prototype.
    const others = Object.entries(all).filter(([k]) => k !== screenName);
    const value = Object.fromEntries(next.type === 'disabled' ? others : [...others, [screenName, next]]);
    dispatch(setOption({ name: 'highlight', value }));
  };

  return (
    <div className="highlight-picker">
      <label htmlFor={typeId}>{t('user_card.highlight_label')}</label>
      <select id={typeId} value={type} onChange={(e) => save({ type: e.target.value as HighlightType, color })}>
        {TYPES.map((k) => (
          <option key={k} value={k}>
            {t(`user_card.highlight_${k}`)}
          </option>
        ))}
      </select>
      {type !== 'disabled' && (
        <input
          id={colorId}
          type="color"
          aria-label={t('user_card.highlight_color')}
          value={color}
          onChange={(e) => save({ type, color: e.target.value })}
        />
      )}
    </div>
  );
}
