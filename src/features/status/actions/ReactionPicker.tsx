// The emoji reaction picker (lazy chunk): the quick reactions, then a search over the
// instance's custom and standard emoji. Focus moves to the first quick reaction when it opens (the
// Popover gives it back to the button on Escape or a pick).
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { selectInstance } from '../../../store/instanceSlice';
import { toggleReaction } from '../../../store/statusActionsReactions';
import { filterEmoji, QUICK_REACTIONS } from './reactionFilter';
import './ReactionPicker.css';

interface Props {
  statusId: string;
  onDone: () => void;
}

export default function ReactionPicker({ statusId, onDone }: Props) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const customEmoji = useAppSelector((s) => selectInstance(s).customEmoji);
  const standardEmoji = useAppSelector((s) => selectInstance(s).emoji);
  const [query, setQuery] = useState('');
  const inputId = useId();
  const all = useMemo(() => [...customEmoji, ...standardEmoji], [customEmoji, standardEmoji]);
  const results = useMemo(() => filterEmoji(all, query), [all, query]);
  const quick = useRef<HTMLDivElement>(null);
  useEffect(() => {
    quick.current?.querySelector('button')?.focus({ preventScroll: true });
  }, []);

  const pick = (emoji: string) => {
    void dispatch(toggleReaction(statusId, emoji));
    onDone();
  };

  return (
    <div className="reaction-picker">
      <div ref={quick} className="reaction-picker__quick" role="group" aria-label={t('status_actions.quick_reactions')}>
        {QUICK_REACTIONS.map((q) => (
          <button key={q.name} type="button" className="reaction-picker__emoji" aria-label={q.name} title={q.name} onClick={() => pick(q.emoji)}>
            {q.emoji}
          </button>
        ))}
      </div>
      <label className="visually-hidden" htmlFor={inputId}>
        {t('status_actions.search_emoji')}
      </label>
      <input
        id={inputId}
        type="search"
        className="reaction-picker__search"
        placeholder={t('status_actions.search_emoji')}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      <div className="reaction-picker__results" role="group" aria-label={t('status_actions.emoji_results')}>
        {results.length === 0 && <p className="faint">{t('status_actions.no_emoji')}</p>}
        {results.map((e) => (
          <button
            key={e.replacement}
            type="button"
            className="reaction-picker__emoji"
            aria-label={e.displayText}
            title={e.displayText}
            onClick={() => pick(e.replacement)}
          >
            {e.imageUrl ? <img src={e.imageUrl} alt="" width={22} height={22} loading="lazy" /> : e.replacement}
          </button>
        ))}
      </div>
    </div>
  );
}
