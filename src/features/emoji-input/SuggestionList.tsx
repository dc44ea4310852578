// The autocomplete listbox under the field. Options are chosen by mouse here and by keyboard in
// the field (aria-activedescendant points at the highlighted option).
import { useRef, type RefObject } from 'react';
import { useTranslation } from '../../i18n/react';
import { useFloating } from '../../ui/useFloating';
import type { Suggestion } from './useSuggestions';
import { UserName } from '../../ui/UserName';

interface Props {
  id: string;
  /** The field (with its wrapper) the list belongs to: it floats below it, as wide. */
  anchor: RefObject<HTMLElement | null>;
  items: Suggestion[];
  activeIndex: number;
  onPick: (item: Suggestion) => void;
  onHover: (index: number) => void;
}

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

export function SuggestionList({ id, anchor, items, activeIndex, onPick, onHover }: Props) {
  const { t } = useTranslation();
  const list = useRef<HTMLUListElement>(null);
  useFloating(anchor, list, { matchWidth: true });
  return (
    <ul ref={list} id={id} role="listbox" className="emoji-input__suggestions" aria-label={t('emoji.suggestions.label')}>
      {items.map((item, index) => (
        <li
          key={item.key}
          id={optionId(id, index)}
          role="option"
          aria-selected={index === activeIndex}
          className={`emoji-input__option${index === activeIndex ? ' emoji-input__option--active' : ''}`}
          // Keep focus (and the caret) in the field while clicking an option.
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => onHover(index)}
          onClick={() => onPick(item)}
        >
          {item.kind === 'emoji' ? (
            <>
              <span className="emoji-input__option-image" aria-hidden="true">
                {item.emoji.imageUrl ? <img src={item.emoji.imageUrl} alt="" width={24} height={24} /> : item.emoji.replacement}
              </span>
              <span>{`:${item.emoji.displayText}:`}</span>
            </>
          ) : (
            <>
              <img className="emoji-input__option-avatar" src={item.user.profile_image_url} alt="" width={24} height={24} />
              <UserName user={item.user} className="emoji-input__option-name" />
              <span className="emoji-input__option-acct">{`@${item.user.screen_name_ui || item.user.screen_name}`}</span>
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
