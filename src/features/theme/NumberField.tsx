import { useTranslation } from '../../i18n/react';
import { ThemeField } from './ThemeField';

interface Props {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  edited: boolean;
  onChange: (value: number) => void;
  onReset: () => void;
  /** Shown after the number, e.g. 'px'. */
  unit?: string;
}

/** A slider and a number field for the same value (opacities, radii, shadow sizes). */
export function NumberField({ label, value, min, max, step, edited, onChange, onReset, unit }: Props) {
  const { t } = useTranslation();
  const set = (raw: string) => {
    const n = Number(raw);
    if (raw.trim() !== '' && Number.isFinite(n)) onChange(Math.min(max, Math.max(min, n)));
  };
  return (
    <ThemeField label={label} edited={edited} onReset={onReset}>
      {(field) => (
        <>
          <input
            {...field}
            type="range"
            className="theme-field__range"
            min={min}
            max={max}
            step={step}
            value={value}
            onChange={(e) => set(e.target.value)}
          />
          <input
            type="number"
            className="theme-field__number"
            aria-label={t('theme.exact_value', { name: label })}
            min={min}
            max={max}
            step={step}
            value={value}
            onChange={(e) => set(e.target.value)}
          />
          {unit && <span className="faint">{unit}</span>}
        </>
      )}
    </ThemeField>
  );
}
