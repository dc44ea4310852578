// One list on the Lists page: its title linking to its timeline, rename in place, delete.
import { useState, type FormEvent } from 'react';
import type { UserList } from '../../entities/list';
import { useTranslation } from '../../i18n/react';
import { useAppDispatch } from '../../store/hooks';
import { removeList, saveList } from '../../store/listsThunks';
import { useConfirm } from '../../ui/confirm';
import { Link } from '../../ui/Link';
import { listPath } from '../../ui/links';

export function ListRow({ list }: { list: UserList }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const confirm = useConfirm();
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(list.title);

  const rename = async (e: FormEvent) => {
    e.preventDefault();
    if (!title.trim()) return;
    if (await dispatch(saveList(list.id, { title: title.trim() }))) setEditing(false);
  };
  const remove = async () => {
    const ok = await confirm({ title: t('lists.delete'), message: t('lists.delete_confirm', { title: list.title }) });
    if (ok) await dispatch(removeList(list.id));
  };

  if (editing) {
    return (
      <li className="lists-page__item">
        <form className="lists-page__rename" onSubmit={rename}>
          <input
            type="text"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
            aria-label={t('lists.rename_title', { title: list.title })}
            maxLength={256}
            autoFocus
          />
          <button type="submit" className="btn btn-primary">
            {t('lists.save')}
          </button>
          <button type="button" className="btn" onClick={() => (setEditing(false), setTitle(list.title))}>
            {t('general.cancel')}
          </button>
        </form>
      </li>
    );
  }
  return (
    <li className="lists-page__item">
      <Link to={listPath(list.id)} className="lists-page__link">
        {list.title}
      </Link>
      <button type="button" className="btn" aria-label={t('lists.rename_title', { title: list.title })} onClick={() => setEditing(true)}>
        {t('lists.rename')}
      </button>
      <button type="button" className="btn" aria-label={t('lists.delete_title', { title: list.title })} onClick={() => void remove()}>
        {t('lists.delete')}
      </button>
    </li>
  );
}
