import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { IconButton } from '../../ui/IconButton';
import './SearchBar.css';

/**
 * Top bar search: an icon that expands to an input; Enter or the button goes
 * to /search?query=…; cancel or Escape collapses; on the search route the input mirrors `query`.
 */
export function SearchBar() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const inputId = useId();
  const [expanded, setExpanded] = useState(false);
  const [query, setQuery] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  // Where focus should go after the next expand/collapse render (only after a user action).
  const focusNext = useRef<'input' | 'toggle' | null>(null);

  // Follow the route's query while on the search page (adjusting state during render, not in an effect).
  const routeQuery = pathname === '/search' ? (params.get('query') ?? '') : null;
  const [seenRouteQuery, setSeenRouteQuery] = useState<string | null>(null);
  if (routeQuery !== seenRouteQuery) {
    setSeenRouteQuery(routeQuery);
    if (routeQuery) {
      setQuery(routeQuery);
      setExpanded(true);
    }
  }

  useEffect(() => {
    if (focusNext.current === 'input') input.current?.focus();
    if (focusNext.current === 'toggle') toggle.current?.focus();
    focusNext.current = null;
  }, [expanded]);

  const open = () => {
    focusNext.current = 'input';
    setExpanded(true);
  };
  const cancel = () => {
    focusNext.current = 'toggle';
    setExpanded(false);
    setQuery('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = query.trim();
    if (!q) return; // an empty query does nothing
    navigate(`/search?query=${encodeURIComponent(q)}`);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    }
  };

  return (
    <div role="search" className={`search-bar${expanded ? ' search-bar--open' : ''}`}>
      {expanded ? (
        <form className="search-bar__form" onSubmit={submit}>
          <label htmlFor={inputId} className="visually-hidden">
            {t('search.label')}
          </label>
          <input
            ref={input}
            id={inputId}
            type="search"
            className="search-bar__input"
            value={query}
            placeholder={t('search.placeholder')}
            onChange={(e) => setQuery(e.target.value)}
            onKeyDown={onKeyDown}
          />
          <IconButton type="submit" label={t('search.submit')} icon="search" />
          <IconButton label={t('search.cancel')} icon="close" onClick={cancel} />
        </form>
      ) : (
        <IconButton ref={toggle} label={t('search.open')} icon="search" aria-expanded={false} onClick={open} />
      )}
    </div>
  );
}
