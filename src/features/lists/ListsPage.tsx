// The Lists page: the user's lists, each a link to its timeline, with rename and
// delete (confirmed), and a form that creates a new one.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectLists } from '../../store/listsSelectors';
import { selectListsState } from '../../store/listsSlice';
import { saveList } from '../../store/listsThunks';
import { Spinner } from '../../ui/Spinner';
import { ListRow } from './ListRow';
import { useLists } from './useListsSlice';
import './Lists.css';

export default function ListsPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const titleId = useId();
  const lists = useAppSelector(selectLists);
  const state = useAppSelector(selectListsState);
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  useLists();

  const create = async (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim() || busy) return;
    setBusy(true);
    if (await dispatch(saveList(null, { title: title.trim() }))) setTitle('');
    setBusy(false);
  };

  return (
    <section className="panel lists-page" aria-labelledby={titleId}>
      <div className="panel-heading">
        <h2 id={titleId}>{t('nav.lists')}</h2>
      </div>
      <form className="lists-page__form" onSubmit={create}>
        <input
          type="text"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          aria-label={t('lists.new_title')}
          placeholder={t('lists.new_title')}
          maxLength={256}
        />
        <button type="submit" className="btn btn-primary" disabled={busy || !title.trim()}>
          {t('lists.create')}
        </button>
      </form>
      {state?.loading && !state.loaded && <Spinner label={t('general.loading')} />}
      {state?.error && (
        <p className="lists-page__message" role="alert">
          {t('lists.error', { error: state.error })}
        </p>
      )}
      {state?.loaded && lists.length === 0 && <p className="lists-page__message">{t('lists.empty')}</p>}
      <ul className="lists-page__items">
        {lists.map((l) => (
          <ListRow key={l.id} list={l} />
        ))}
      </ul>
    </section>
  );
}
