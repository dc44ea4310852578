// New-chat view: back, 'Search people', and while the query is empty the
// accounts of existing chats. Choosing someone opens (or creates) the chat with them.
import { shallowEqual } from 'react-redux';
import { useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/react';
import { debounce } from '../../lib/debounce';
import { selectCurrentUser } from '../../store/authSlice';
import { searchChatPeople } from '../../store/chatsThunks';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { selectChatAccounts } from '../../store/chatsSlice';
import { Avatar } from '../../ui/Avatar';
import { IconButton } from '../../ui/IconButton';
import { chatPath } from '../../ui/links';
import { SafeHtml } from '../../ui/SafeHtml';
import { Spinner } from '../../ui/Spinner';
import { selectUserById } from '../../store/usersSlice';

function PersonButton({ userId, onPick }: { userId: string; onPick: (id: string) => void }) {
  const user = useAppSelector((s) => selectUserById(s, userId));
  if (!user) return null;
  return (
    <button type="button" className="chat-person" onClick={() => onPick(user.id)}>
      <Avatar user={user} alt="" size={36} />
      <span className="chat-person__names">
        <span className="chat-person__name">{user.name_html ? <SafeHtml as="span" html={user.name_html} /> : user.name}</span>
        <span className="chat-person__handle handle" dir="ltr">@{user.screen_name_ui || user.screen_name}</span>
      </span>
    </button>
  );
}

export function NewChat({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const titleId = useId();
  const me = useAppSelector(selectCurrentUser);
  const chatAccounts = useAppSelector(selectChatAccounts, shallowEqual);
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<string[] | null>(null);
  const [searching, setSearching] = useState(false);

  const search = useMemo(
    () =>
      debounce((q: string) => {
        setSearching(true);
        dispatch(searchChatPeople(q))
          .then(setResults, () => setResults([]))
          .finally(() => setSearching(false));
      }, 300),
    [dispatch],
  );
  useEffect(() => () => search.cancel(), [search]);

  const onQuery = (q: string) => {
    setQuery(q);
    if (q.trim()) search(q.trim());
    else {
      search.cancel();
      setResults(null);
    }
  };

  const shown = query.trim() ? (results ?? []) : chatAccounts;
  const pick = (id: string) => me && navigate(chatPath(me.screen_name, id));
  return (
    <section className="panel chats chats--new" aria-labelledby={titleId}>
      <div className="panel-heading">
        <IconButton icon="chevronLeft" label={t('chats.back')} onClick={onBack} />
        <h2 id={titleId}>{t('chats.new')}</h2>
      </div>
      <div className="panel-body">
        <input
          type="search"
          className="field chats__search"
          value={query}
          placeholder={t('chats.search_people')}
          aria-label={t('chats.search_people')}
          autoFocus
          onChange={(e) => onQuery(e.target.value)}
        />
        {searching && <Spinner label={t('general.loading')} />}
        {query.trim() && results && results.length === 0 && !searching && <p className="chats__message">{t('chats.no_people')}</p>}
        <ul className="chat-people">
          {shown.map((id) => (
            <li key={id}>
              <PersonButton userId={id} onPick={pick} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
