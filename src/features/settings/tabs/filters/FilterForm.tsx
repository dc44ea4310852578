// The editor of one server filter: v2 (title, keywords with whole word, warn or hide) or v1
// (phrase, whole word, irreversible); contexts and expiry for both.
import { useId, useState, type FormEvent } from 'react';
import { FILTER_CONTEXTS, type ServerFilter } from '../../../../entities/filter';
import { useTranslation } from '../../../../i18n/react';
import { saveServerFilter } from '../../../../store/filtersThunks';
import { useAppDispatch } from '../../../../store/hooks';
import { canSave, draftOf, EXPIRY_CHOICES, formValuesOf, type Expiry, type FilterFormValues } from './filterDraft';
import { KeywordsEditor } from './KeywordsEditor';

interface Props {
  api: 'v1' | 'v2';
  filter: ServerFilter | null;
  onDone: () => void;
}

export function FilterForm({ api, filter, onDone }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [v, setV] = useState<FilterFormValues>(() => formValuesOf(filter));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const set = (patch: Partial<FilterFormValues>) => setV((cur) => ({ ...cur, ...patch }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const failure = await dispatch(saveServerFilter(draftOf(api, filter, v)));
    setBusy(false);
    if (failure === null) onDone();
    else setError(failure);
  };
  const expiries: Expiry[] = filter?.expiresAt ? ['keep', ...EXPIRY_CHOICES] : [...EXPIRY_CHOICES];
  const s = 'settings.server_filters';
  return (
    <form className="settings-form" onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-h`}>
      <h4 id={`${id}-h`}>{filter ? t(`${s}.edit_title`, { title: filter.title }) : t(`${s}.new`)}</h4>
      <div className="field">
        <label htmlFor={`${id}-title`}>{t(api === 'v1' ? `${s}.phrase` : `${s}.title`)}</label>
        <input id={`${id}-title`} className="input" value={v.title} onChange={(e) => set({ title: e.target.value })} required />
      </div>
      <fieldset className="field">
        <legend>{t(`${s}.contexts`)}</legend>
        {FILTER_CONTEXTS.map((c) => (
          <label key={c} className="settings-option">
            <input
              type="checkbox"
              checked={v.context.includes(c)}
              onChange={(e) => set({ context: e.target.checked ? [...v.context, c] : v.context.filter((x) => x !== c) })}
            />{' '}
            {t(`${s}.context_${c}`)}
          </label>
        ))}
      </fieldset>
      {api === 'v2' ? (
        <>
          <KeywordsEditor keywords={v.keywords} onChange={(keywords) => set({ keywords })} />
          <fieldset className="field">
            <legend>{t(`${s}.action`)}</legend>
            {(['warn', 'hide'] as const).map((a) => (
              <label key={a} className="settings-option">
                <input type="radio" name={`${id}-action`} checked={v.action === a} onChange={() => set({ action: a })} /> {t(`${s}.action_${a}`)}
              </label>
            ))}
          </fieldset>
        </>
      ) : (
        <>
          <label className="settings-option">
            <input type="checkbox" checked={v.wholeWord} onChange={(e) => set({ wholeWord: e.target.checked })} /> {t(`${s}.whole_word`)}
          </label>
          <label className="settings-option">
            <input type="checkbox" checked={v.irreversible} onChange={(e) => set({ irreversible: e.target.checked })} /> {t(`${s}.irreversible`)}
          </label>
        </>
      )}
      <div className="field">
        <label htmlFor={`${id}-expiry`}>{t(`${s}.expiry`)}</label>
        <select
          id={`${id}-expiry`}
          className="input"
          value={String(v.expiry)}
          onChange={(e) => set({ expiry: expiries.find((x) => String(x) === e.target.value) ?? '' })}
        >
          {expiries.map((x) => (
            <option key={String(x)} value={String(x)}>
              {t(`${s}.expiry_${x === '' ? 'never' : x}`)}
            </option>
          ))}
        </select>
      </div>
      {error !== null && (
        <p className="settings-hint" role="alert">
          {t(`${s}.error`, { error })}
        </p>
      )}
      <div className="settings-option">
        <button type="submit" className="btn" disabled={busy || !canSave(api, v)}>
          {t(`${s}.save`)}
        </button>{' '}
        <button type="button" className="btn" onClick={onDone}>
          {t(`${s}.cancel`)}
        </button>
      </div>
    </form>
  );
}
