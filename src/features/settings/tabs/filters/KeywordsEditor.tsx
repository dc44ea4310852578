// A v2 filter's keywords: each a text field with its whole-word box and a remove button.
import { useId } from 'react';
import type { FilterKeyword } from '../../../../entities/filter';
import { useTranslation } from '../../../../i18n/react';

interface Props {
  keywords: FilterKeyword[];
  onChange: (keywords: FilterKeyword[]) => void;
}

export function KeywordsEditor({ keywords, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const s = 'settings.server_filters';
  const update = (i: number, patch: Partial<FilterKeyword>) => onChange(keywords.map((k, j) => (j === i ? { ...k, ...patch } : k)));
  return (
    <fieldset className="field">
      <legend>{t(`${s}.keywords`)}</legend>
      {keywords.map((k, i) => (
        <div key={k.id ?? `new-${i}`} className="settings-option">
          <input
            className="input"
            aria-label={t(`${s}.keyword`)}
            id={i === 0 ? `${id}-first` : undefined}
            value={k.keyword}
            onChange={(e) => update(i, { keyword: e.target.value })}
          />{' '}
          <label>
            <input type="checkbox" checked={k.wholeWord} onChange={(e) => update(i, { wholeWord: e.target.checked })} /> {t(`${s}.whole_word`)}
          </label>{' '}
          <button
            type="button"
            className="btn-plain"
            aria-label={t(`${s}.remove_keyword`, { keyword: k.keyword })}
            onClick={() => onChange(keywords.filter((_, j) => j !== i))}
          >
            ×
          </button>
        </div>
      ))}
      <button type="button" className="btn" onClick={() => onChange([...keywords, { id: null, keyword: '', wholeWord: true }])}>
        {t(`${s}.add_keyword`)}
      </button>
    </fieldset>
  );
}
