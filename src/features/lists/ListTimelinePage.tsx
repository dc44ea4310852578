// A list's timeline: the same feed, paging, show-new rules and streaming (`list`
// stream) as the other timelines, with an "Edit list" button in its header.
import { useState } from 'react';
import { useParams } from 'react-router';
import { Timeline } from '../timeline/Timeline';
import { useTranslation } from '../../i18n/react';
import { useAppSelector } from '../../store/hooks';
import { selectList } from '../../store/listsSlice';
import { ListEditor } from './ListEditor';
import { useLists } from './useListsSlice';
import './Lists.css';

export default function ListTimelinePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const list = useAppSelector((s) => selectList(s, id));
  const [editing, setEditing] = useState(false);
  useLists();
  const title = list?.title ?? t('nav.lists');
  const edit = (
    <button type="button" className="btn" onClick={() => setEditing(true)} disabled={!list}>
      {t('lists.edit')}
    </button>
  );
  return (
    <>
      <Timeline key={id} name="list" listId={id} title={title} actions={edit} />
      {editing && list && <ListEditor list={list} onClose={() => setEditing(false)} />}
    </>
  );
}
