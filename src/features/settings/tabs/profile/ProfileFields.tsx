// Profile fields (name/value pairs), up to the instance's fieldsLimits.
import { useTranslation } from '../../../../i18n/react';

export interface FieldDraft {
  name: string;
  value: string;
}

interface Props {
  fields: FieldDraft[];
  max: number;
  nameLength: number;
  valueLength: number;
  onChange: (fields: FieldDraft[]) => void;
}

export function ProfileFields({ fields, max, nameLength, valueLength, onChange }: Props) {
  const { t } = useTranslation();
  const update = (i: number, patch: Partial<FieldDraft>) => onChange(fields.map((f, j) => (j === i ? { ...f, ...patch } : f)));
  return (
    <fieldset className="settings-fields">
      <legend>{t('settings.profile_fields.label')}</legend>
      {fields.map((field, i) => (
        <div key={i} className="settings-option">
          <input
            className="input"
            aria-label={t('settings.profile_fields.name', { index: i + 1 })}
            placeholder={t('settings.profile_fields.name_placeholder')}
            maxLength={nameLength || undefined}
            value={field.name}
            onChange={(e) => update(i, { name: e.target.value })}
          />
          <input
            className="input"
            aria-label={t('settings.profile_fields.value', { index: i + 1 })}
            placeholder={t('settings.profile_fields.value_placeholder')}
            maxLength={valueLength || undefined}
            value={field.value}
            onChange={(e) => update(i, { value: e.target.value })}
          />
          <button type="button" className="btn" aria-label={t('settings.profile_fields.remove', { index: i + 1 })} onClick={() => onChange(fields.filter((_, j) => j !== i))}>
            ×
          </button>
        </div>
      ))}
      {fields.length < max && (
        <button type="button" className="btn" onClick={() => onChange([...fields, { name: '', value: '' }])}>
          {t('settings.profile_fields.add_field')}
        </button>
      )}
    </fieldset>
  );
}
