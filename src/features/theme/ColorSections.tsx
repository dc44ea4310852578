import { useTranslation } from '../../i18n/react';
import { effectiveOpacity } from '../../lib/theme/compile';
import { COLOR_SLOTS, OPACITY_DEFAULTS } from '../../lib/theme/slots';
import { ColorField } from './ColorField';
import { NumberField } from './NumberField';
import type { ThemeDraft } from './useThemeDraft';

/** Background, text, link, accent and the signal colours, with every opacity. */
export function CommonSection({ draft }: { draft: ThemeDraft }) {
  const { t } = useTranslation();
  const opacity = effectiveOpacity(draft.source);
  return (
    <div className="theme-section">
      <div className="theme-grid">
        {COLOR_SLOTS.filter((s) => s.common).map((s) => (
          <ColorField key={s.key} slot={s.key} draft={draft} />
        ))}
      </div>
      <h3 className="theme-section__title">{t('theme.opacity.title')}</h3>
      <div className="theme-grid">
        {Object.keys(OPACITY_DEFAULTS).map((key) => (
          <NumberField
            key={key}
            label={t(`theme.opacity.${key}`)}
            value={opacity[key]}
            min={0}
            max={1}
            step={0.05}
            edited={draft.isEdited('opacity', key)}
            onChange={(v) => draft.set('opacity', key, v)}
            onReset={() => draft.reset('opacity', key)}
          />
        ))}
      </div>
    </div>
  );
}

/** Every other colour slot: panels, top bar, buttons, inputs, badges, alerts, backdrops. */
export function AdvancedSection({ draft }: { draft: ThemeDraft }) {
  return (
    <div className="theme-section theme-grid">
      {COLOR_SLOTS.filter((s) => !s.common).map((s) => (
        <ColorField key={s.key} slot={s.key} draft={draft} />
      ))}
    </div>
  );
}
