import { useTranslation } from '../../i18n/react';
import { RADII_DEFAULTS } from '../../lib/theme/slots';
import { NumberField } from './NumberField';
import type { ThemeDraft } from './useThemeDraft';

export function RoundnessSection({ draft }: { draft: ThemeDraft }) {
  const { t } = useTranslation();
  const radii = { ...RADII_DEFAULTS, ...draft.source.radii };
  return (
    <div className="theme-section theme-grid">
      {Object.keys(RADII_DEFAULTS).map((key) => (
        <NumberField
          key={key}
          label={t(`theme.radii.${key}`)}
          value={radii[key]}
          min={0}
          max={key === 'avatarAlt' ? 50 : 30}
          step={1}
          unit="px"
          edited={draft.isEdited('radii', key)}
          onChange={(v) => draft.set('radii', key, v)}
          onReset={() => draft.reset('radii', key)}
        />
      ))}
    </div>
  );
}
