// Per-user highlight picker (SPEC §2): disabled, solid, striped or side, with a colour; saved in
// config.highlight by screen name (persisted) and applied to that user's posts.
import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { setOption } from '../../store/configSlice';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import type { HighlightType } from '../../store/preferences';

const TYPES: HighlightType[] = ['disabled', 'solid', 'striped', 'side'];
const DEFAULT_COLOR = '#e6a23c';

export function HighlightPicker({ screenName }: { screenName: string }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const all = useAppSelector((s) => s.config.highlight ?? {});
  const current = all[screenName];
  const type = current?.type ?? 'disabled';
  const color = current?.color || DEFAULT_COLOR;
  const typeId = useId();
  const colorId = useId();

  const save = (next: { type: HighlightType; color: string }) => {
    const value = { ...all };
    if (next.type === 'disabled') delete value[screenName];
    else value[screenName] = next;
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
