// Settings tab: the filters kept on the server (v1 or v2, as the capability table says), listed
// with edit and delete, and the editor for a new or chosen one.
import { useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import type { ServerFilter } from '../../../../entities/filter';
import { useTranslation } from '../../../../i18n/react';
import { selectServerFilters } from '../../../../store/filtersSelectors';
import { deleteServerFilter, startServerFilters } from '../../../../store/filtersThunks';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { selectInstance } from '../../../../store/instanceSlice';
import type { AppStore } from '../../../../store';
import { FilterForm } from './FilterForm';

function FilterSummary({ filter, onEdit, onDelete }: { filter: ServerFilter; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  const s = 'settings.server_filters';
  const words = filter.api === 'v2' ? filter.keywords.map((k) => k.keyword).join(', ') : '';
  return (
    <li className="settings-option">
      <strong>{filter.title}</strong>{' '}
      <span className="faint">
        {[words, filter.context.map((c) => t(`${s}.context_${c}`)).join(', '), filter.action === 'warn' ? t(`${s}.action_warn`) : '']
          .filter(Boolean)
          .join(' · ')}
        {filter.expiresAt && ` · ${t(`${s}.expires_at`, { time: new Date(filter.expiresAt).toLocaleString() })}`}
      </span>{' '}
      <button type="button" className="btn" onClick={onEdit} aria-label={t(`${s}.edit_title`, { title: filter.title })}>
        {t(`${s}.edit`)}
      </button>{' '}
      <button type="button" className="btn" onClick={onDelete} aria-label={t(`${s}.delete_title`, { title: filter.title })}>
        {t(`${s}.delete`)}
      </button>
    </li>
  );
}

export default function ServerFiltersTab() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const api = useAppSelector(selectInstance).filtersApi;
  const { items, status } = useAppSelector(selectServerFilters);
  const [editing, setEditing] = useState<ServerFilter | 'new' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const store = useStore() as AppStore;
  useEffect(() => {
    void startServerFilters(store, { force: true });
  }, [store]);
  if (!api) return null;
  const s = 'settings.server_filters';
  const remove = async (f: ServerFilter) => setError(await dispatch(deleteServerFilter(f.api, f.id)));
  return (
    <section className="settings-section">
      <h3>{t('settings.tabs.server_filters')}</h3>
      {status === 'loaded' && items.length === 0 && <p className="faint">{t(`${s}.none`)}</p>}
      {status === 'failed' && <p role="alert">{t('general.generic_error')}</p>}
      <ul className="settings-list">
        {items.map((f) => (
          <FilterSummary key={f.id} filter={f} onEdit={() => setEditing(f)} onDelete={() => void remove(f)} />
        ))}
      </ul>
      {error !== null && <p role="alert">{t(`${s}.error`, { error })}</p>}
      {editing === null ? (
        <button type="button" className="btn" onClick={() => setEditing('new')}>
          {t(`${s}.new`)}
        </button>
      ) : (
        <FilterForm key={editing === 'new' ? 'new' : editing.id} api={api} filter={editing === 'new' ? null : editing} onDone={() => setEditing(null)} />
      )}
    </section>
  );
}
