import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { parseColor, toHex } from '../../lib/color';
import { SHADOW_DEFAULTS } from '../../lib/theme/slots';
import type { ShadowLayer } from '../../lib/theme/types';
import { ResetButton } from './ResetButton';
import type { ThemeDraft } from './useThemeDraft';

const BLACK = { r: 0, g: 0, b: 0, a: 1 };
const NEW_LAYER: ShadowLayer = { x: 0, y: 2, blur: 4, spread: 0, color: '#000000', alpha: 0.4, inset: false };

function LayerEditor({ layer, index, onChange, onRemove }: { layer: ShadowLayer; index: number; onChange: (l: ShadowLayer) => void; onRemove: () => void }) {
  const { t } = useTranslation();
  const n = index + 1;
  const num = (field: 'x' | 'y' | 'blur' | 'spread', min: number, max: number) => (
    <label className="theme-shadow__num">
      <span>{t(`theme.shadows.${field}`)}</span>
      <input
        type="number"
        min={min}
        max={max}
        value={layer[field]}
        aria-label={t('theme.shadows.field_of', { field: t(`theme.shadows.${field}`), n })}
        onChange={(e) => {
          const v = Number(e.target.value);
          if (e.target.value !== '' && Number.isFinite(v)) onChange({ ...layer, [field]: Math.min(max, Math.max(min, v)) });
        }}
      />
    </label>
  );
  return (
    <fieldset className="theme-shadow__layer">
      <legend>{t('theme.shadows.layer', { n })}</legend>
      {num('x', -50, 50)}
      {num('y', -50, 50)}
      {num('blur', 0, 100)}
      {num('spread', -50, 50)}
      <label className="theme-shadow__num">
        <span>{t('theme.shadows.color')}</span>
        <input
          type="color"
          value={toHex({ ...(parseColor(layer.color) ?? BLACK), a: 1 })}
          aria-label={t('theme.shadows.field_of', { field: t('theme.shadows.color'), n })}
          onChange={(e) => onChange({ ...layer, color: e.target.value })}
        />
      </label>
      <label className="theme-shadow__num">
        <span>{t('theme.shadows.alpha')}</span>
        <input
          type="range"
          min={0}
          max={1}
          step={0.05}
          value={layer.alpha}
          aria-label={t('theme.shadows.field_of', { field: t('theme.shadows.alpha'), n })}
          onChange={(e) => onChange({ ...layer, alpha: Number(e.target.value) })}
        />
      </label>
      <label className="theme-shadow__check">
        <input
          type="checkbox"
          checked={layer.inset}
          aria-label={t('theme.shadows.field_of', { field: t('theme.shadows.inset'), n })}
          onChange={(e) => onChange({ ...layer, inset: e.target.checked })}
        />
        {t('theme.shadows.inset')}
      </label>
      <button type="button" onClick={onRemove}>
        {t('theme.shadows.remove', { n })}
      </button>
    </fieldset>
  );
}

/** One component at a time; each has any number of shadow layers. */
export function ShadowSection({ draft }: { draft: ThemeDraft }) {
  const { t } = useTranslation();
  const selectId = useId();
  const [component, setComponent] = useState('panel');
  const layers = draft.source.shadows[component] ?? SHADOW_DEFAULTS[component];
  const name = t(`theme.shadows.${component}`);
  const update = (next: ShadowLayer[]) => draft.setShadow(component, next);
  return (
    <div className="theme-section">
      <div className="theme-field">
        <label htmlFor={selectId} className="theme-field__label">
          {t('theme.shadows.component')}
        </label>
        <div className="theme-field__controls">
          <select id={selectId} value={component} onChange={(e) => setComponent(e.target.value)}>
            {Object.keys(SHADOW_DEFAULTS).map((key) => (
              <option key={key} value={key}>
                {t(`theme.shadows.${key}`)}
              </option>
            ))}
          </select>
          <ResetButton name={name} disabled={!draft.isEdited('shadows', component)} onReset={() => draft.reset('shadows', component)} />
        </div>
      </div>
      {layers.length === 0 && <p className="faint">{t('theme.shadows.none')}</p>}
      {layers.map((layer, i) => (
        <LayerEditor
          key={i}
          layer={layer}
          index={i}
          onChange={(l) => update(layers.map((x, j) => (j === i ? l : x)))}
          onRemove={() => update(layers.filter((_, j) => j !== i))}
        />
      ))}
      <button type="button" onClick={() => update([...layers, NEW_LAYER])} disabled={layers.length >= 8}>
        {t('theme.shadows.add')}
      </button>
    </div>
  );
}
